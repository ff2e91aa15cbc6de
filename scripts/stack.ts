// Starts the content backend and the website as child processes on 127.0.0.1 and waits until
// both answer. Used by `./dev start`, the end-to-end tests and the benchmark, so all three run
// the project exactly the same way.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StackOptions {
  apiPort: number;
  sitePort: number;
  /** SQLite file for the backend; `:memory:` gives a fresh seeded store each run. */
  sqlitePath?: string;
  dev?: boolean;
  /** Extra environment for the site (e.g. PAGE_CACHE_SECONDS=0). */
  siteEnv?: Record<string, string>;
  /** Extra environment for the backend (e.g. RATE_LIMIT_LOGINS). */
  apiEnv?: Record<string, string>;
  quiet?: boolean;
}

export interface Stack {
  apiUrl: string;
  siteUrl: string;
  api: ChildProcess;
  site: ChildProcess;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export const NODE_FLAGS = ['--disable-warning=ExperimentalWarning'];

export async function startStack(options: StackOptions): Promise<Stack> {
  const host = '127.0.0.1';
  const apiUrl = `http://${host}:${options.apiPort}`;
  const siteUrl = `http://${host}:${options.sitePort}`;
  const apiEnv = {
    ...process.env,
    PORT: String(options.apiPort),
    HOST: host,
    // Pictures are served through the site's origin (the site passes /photos/ on), so the
    // backend writes the site's address into picture URLs and need not be reachable by readers.
    PUBLIC_URL: siteUrl,
    SITE_ORIGIN: siteUrl,
    ...(options.sqlitePath ? { SQLITE_PATH: options.sqlitePath } : {}),
    // AB-09: the demo has no mail or SMS delivery, so its one-time sign-in codes come back in
    // the answer (the sign-in form shows them as a development note); never an editor's
    // (routes/sign-in-codes.ts). A production start refuses the switch (config.ts), and
    // `./dev stack` never sets it (edge/stack.ts).
    SHOW_ONE_TIME_CODES: process.env.SHOW_ONE_TIME_CODES ?? '1',
    ...options.apiEnv,
  };
  const launchApi = () =>
    launch(
      'content-api',
      [...NODE_FLAGS, join(repoRoot, 'apps/content-api/src/main.ts')],
      apiEnv,
      options.quiet,
    );
  let api = launchApi();
  await waitFor(`${apiUrl}/health`, api, 60_000);
  const site = launch(
    'site',
    [...NODE_FLAGS, join(repoRoot, 'apps/site/server/main.ts'), ...(options.dev ? ['--dev'] : [])],
    {
      ...process.env,
      PORT: String(options.sitePort),
      HOST: host,
      SITE_ORIGIN: siteUrl,
      CONTENT_API_URL: apiUrl,
      // PS-04: the demo payment provider's pages are the backend's (another origin, on http).
      PAYMENT_PAGE_ORIGIN: apiUrl,
      ...options.siteEnv,
    },
    options.quiet,
  );
  await waitFor(`${siteUrl}/healthz`, site, 60_000);
  const stack: Stack = {
    apiUrl,
    siteUrl,
    get api() {
      return api;
    },
    site,
    stopApi: () => stopChild(api),
    async startApi() {
      api = launchApi();
      await waitFor(`${apiUrl}/health`, api, 60_000);
    },
    async stop() {
      await Promise.all([stopChild(site), stopChild(api)]);
    },
  };
  return stack;
}

/** Starts only the website, against whatever backend URL is given (e.g. a closed port). */
export async function startSite(options: {
  port: number;
  contentApiUrl: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<{
  url: string;
  stop(): Promise<void>;
}> {
  const url = `http://127.0.0.1:${options.port}`;
  const site = launch(
    'site',
    [...NODE_FLAGS, join(repoRoot, 'apps/site/server/main.ts')],
    {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: url,
      CONTENT_API_URL: options.contentApiUrl,
      ...options.env,
    },
    options.quiet,
  );
  await waitFor(`${url}/healthz`, site, 60_000);
  return { url, stop: () => stopChild(site) };
}

export function launch(name: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  if (!quiet) child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
