// Starts nginx as the edge from the repository's template (nginx/edge.conf.template): the
// template is filled in, written with every path nginx uses into a fresh folder of its own, and
// nginx runs in the foreground (`daemon off`) as this process's child, so stopping it is
// stopping a child and the machine's own nginx service is never touched.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../stack.ts';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const EDGE_TEMPLATE = join(repoRoot, 'nginx/edge.conf.template');

/** Whether this machine has nginx (Debian's nginx-light or fuller). */
export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

export interface EdgeConfig {
  host: string;
  port: number;
  /**
   * The host readers reach the site at, with its port if it has one (SITE_ORIGIN's host): the
   * edge's one server_name (any other Host gets 421) and the Host the site is sent. Default: the
   * edge's own address and port.
   */
  publicHost?: string;
  /** Where the site instances reach the backends through this nginx. */
  apiProxyPort: number;
  sites: string[];
  apis: string[];
  workers?: number;
  cacheMaxSize?: string;
}

/** The template with every {{…}} filled in; throws on one left over. */
export function renderEdgeConfig(template: string, config: EdgeConfig, prefix: string): string {
  const servers = (addresses: string[]) =>
    addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
  const publicHost = config.publicHost ?? `${config.host}:${config.port}`;
  // Written into the configuration as they are: a host name, an address or [v6], and a port only.
  if (!/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(publicHost))
    throw new Error(`edge: "${publicHost}" is not a host (name or address, and a port)`);
  const values: Record<string, string> = {
    // Started as root (CI, containers), nginx's workers drop to an unprivileged user; otherwise
    // they run as whoever started it and the line must not be there.
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    PREFIX: prefix,
    WORKERS: String(config.workers ?? 1),
    CACHE_MAX_SIZE: config.cacheMaxSize ?? '256m',
    EDGE_HOST: config.host,
    EDGE_PORT: String(config.port),
    SERVER_NAME: new URL(`http://${publicHost}`).hostname,
    PUBLIC_HOST: publicHost,
    API_PROXY_HOST: config.host,
    API_PROXY_PORT: String(config.apiProxyPort),
    SITE_SERVERS: servers(config.sites),
    API_SERVERS: servers(config.apis),
  };
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`edge template: no value for ${whole}`);
    return value;
  });
  return filled;
}

export interface Edge {
  url: string;
  prefix: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startEdge(config: EdgeConfig, options: { quiet?: boolean } = {}): Promise<Edge> {
  const prefix = mkdtempSync(join(tmpdir(), 'ledger-edge-'));
  // The workers (nobody, when started as root) go through the folder to the cache nginx makes.
  chmodSync(prefix, 0o755);
  const confPath = join(prefix, 'edge.conf');
  writeFileSync(confPath, renderEdgeConfig(readFileSync(EDGE_TEMPLATE, 'utf8'), config, prefix));
  const args = ['-p', prefix, '-c', confPath, '-e', join(prefix, 'error.log')];
  const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the edge configuration:\n${check.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!options.quiet) process.stderr.write(`[edge] ${chunk.toString()}`);
  });
  const url = `http://${config.host}:${config.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with code ${child.exitCode}; see ${prefix}/error.log`);
    try {
      if ((await fetch(`${url}/edge-health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    prefix,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          // SIGQUIT: nginx's graceful stop (finishes the requests in flight).
          child.kill('SIGQUIT');
        });
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
