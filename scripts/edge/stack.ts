// The production-like stack on one machine (issue 18): nginx as the edge cache in front of two
// site instances, and two content-API instances on one PostgreSQL, which the sites reach
// through the same nginx (a second upstream with retry). Everything listens on 127.0.0.1;
// shared state (sessions, idempotency keys, rate-limit buckets, metering, votes, the change
// log) is in PostgreSQL only. Used by `./dev stack`, the short-form stack test and `./dev load edge`.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createScratchSchema } from '../../apps/content-api/src/testing/scratch-schema.ts';
import { launch, NODE_FLAGS, repoRoot, stopChild, waitFor } from '../stack.ts';
import { type Edge, startEdge } from './nginx.ts';

export const EDGE_HOST = '127.0.0.1';

/** Ports from a base: edge, the backends' proxy, two sites, two backends. */
export function edgeStackPorts(base: number) {
  return { edge: base, apiProxy: base + 1, sites: [base + 2, base + 3], apis: [base + 4, base + 5] };
}

export interface EdgeStackOptions {
  /** postgres:// URL of the shared store. */
  databaseUrl: string;
  /**
   * A schema of its own in that database for this run (its name starts with the prefix), dropped
   * at stop, so runs never see each other's rows (the stack test, the edge load test).
   */
  scratchSchemaPrefix?: string;
  portBase: number;
  quiet?: boolean;
  /** Extra environment for each backend (e.g. RATE_LIMIT_POSTS). */
  apiEnv?: Record<string, string>;
  /** Extra environment for each site instance. */
  siteEnv?: Record<string, string>;
  nginxWorkers?: number;
}

interface Instance {
  url: string;
  child: ChildProcess;
}

export interface EdgeStack {
  edgeUrl: string;
  /** nginx's own folder: its access log (both servers) and the page cache (`cache/`). */
  edgePrefix: string;
  /** The backends as the sites reach them (through nginx, with retry). */
  apiProxyUrl: string;
  siteUrls: string[];
  apiUrls: string[];
  /** SIGKILL, as a crash: no goodbye to nginx or the clients. */
  killSite(index: number): void;
  killApi(index: number): void;
  stop(): Promise<void>;
}

/**
 * Settings the stack decides; anything the caller's shell set for them is dropped first.
 * SHOW_ONE_TIME_CODES among them: it is a demo switch, and this stack starts the backends as
 * production does (NODE_ENV=production), which refuses it.
 */
const OWNED = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'SQLITE_PATH',
  'CONTENT_API_URL',
  'SITE_ORIGIN',
  'PUBLIC_URL',
  'SHOW_ONE_TIME_CODES',
  'NODE_ENV',
];

function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of OWNED) delete env[name];
  return env;
}

export async function startEdgeStack(options: EdgeStackOptions): Promise<EdgeStack> {
  const ports = edgeStackPorts(options.portBase);
  const at = (port: number) => `http://${EDGE_HOST}:${port}`;
  const edgeUrl = at(ports.edge);
  const apiProxyUrl = at(ports.apiProxy);
  // Every site instance signs the anonymous reader cookie with the same key, so a reader keeps
  // their id whichever instance answers.
  const siteSecret = process.env.SITE_SECRET ?? randomBytes(32).toString('base64url');
  // PS-04: every backend checks the payment provider's confirmations with the same secret.
  const paymentSecret = process.env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url');
  const apis: Instance[] = [];
  const sites: Instance[] = [];
  let edge: Edge | undefined;
  const scratch = options.scratchSchemaPrefix
    ? await createScratchSchema(options.databaseUrl, options.scratchSchemaPrefix)
    : undefined;
  const databaseUrl = scratch?.databaseUrl ?? options.databaseUrl;
  const stop = async () => {
    await edge?.stop();
    await Promise.all([...sites, ...apis].map((instance) => stopChild(instance.child)));
    await scratch?.drop();
  };
  try {
    // One after another: the first migrates and seeds an empty store, the second finds it ready.
    for (const [index, port] of ports.apis.entries()) {
      const url = at(port);
      const child = launch(
        `api-${index + 1}`,
        [...NODE_FLAGS, join(repoRoot, 'apps/content-api/src/main.ts')],
        {
          ...baseEnv(),
          PORT: String(port),
          HOST: EDGE_HOST,
          DATABASE_URL: databaseUrl,
          // Pictures and mail links point at the public origin: the edge.
          PUBLIC_URL: edgeUrl,
          SITE_ORIGIN: edgeUrl,
          // A production start: demo switches are refused (config.ts).
          NODE_ENV: 'production',
          PAYMENT_WEBHOOK_SECRET: paymentSecret,
          // The demo provider's pages, reached through the backends' proxy (any instance serves them).
          PAYMENT_DEMO_URL: apiProxyUrl,
          ...options.apiEnv,
        },
        options.quiet,
      );
      apis.push({ url, child });
      await waitFor(`${url}/health`, child, 60_000);
    }
    edge = await startEdge(
      {
        host: EDGE_HOST,
        port: ports.edge,
        // Readers (and the sites' SITE_ORIGIN) name the edge: its one server_name.
        publicHost: new URL(edgeUrl).host,
        apiProxyPort: ports.apiProxy,
        sites: ports.sites.map((port) => `${EDGE_HOST}:${port}`),
        apis: ports.apis.map((port) => `${EDGE_HOST}:${port}`),
        ...(options.nginxWorkers ? { workers: options.nginxWorkers } : {}),
      },
      { quiet: options.quiet ?? false },
    );
    for (const [index, port] of ports.sites.entries()) {
      const url = at(port);
      const child = launch(
        `site-${index + 1}`,
        [...NODE_FLAGS, join(repoRoot, 'apps/site/server/main.ts')],
        {
          ...baseEnv(),
          PORT: String(port),
          HOST: EDGE_HOST,
          SITE_ORIGIN: edgeUrl,
          CONTENT_API_URL: apiProxyUrl,
          // The edge names the reader's address; only it is believed.
          TRUSTED_PROXIES: EDGE_HOST,
          SITE_SECRET: siteSecret,
          // PS-04: the demo payment provider's pages, through the backends' proxy.
          PAYMENT_PAGE_ORIGIN: apiProxyUrl,
          ...options.siteEnv,
        },
        options.quiet,
      );
      sites.push({ url, child });
    }
    await Promise.all(sites.map((site) => waitFor(`${site.url}/healthz`, site.child, 60_000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    edgeUrl,
    edgePrefix: edge?.prefix ?? '',
    apiProxyUrl,
    siteUrls: sites.map((site) => site.url),
    apiUrls: apis.map((api) => api.url),
    killSite: (index) => sites[index]?.child.kill('SIGKILL'),
    killApi: (index) => apis[index]?.child.kill('SIGKILL'),
    stop,
  };
}
