// Starts one content API for a load run, the way scripts/stack.ts does (the same entry point and
// Node flags), on 127.0.0.1 with a fresh in-memory SQLite store, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../stack.ts';

export const LOAD_HOST = '127.0.0.1';

export interface LoadApi {
  url: string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

/** Every server this process started and has not seen exit. */
const running = new Set<ChildProcess>();

/** Last resort (time limit blown, or the process is leaving): SIGKILL whatever is still running. */
export function killLoadApis(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Settings the run decides; anything the caller's shell set for these is dropped first. */
const OWNED_SETTINGS = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATABASE_URL',
  'SQLITE_PATH',
  'TRUSTED_PROXIES',
  'RATE_LIMIT_POSTS',
  'RATE_LIMIT_VOTES',
  'RATE_LIMIT_REPORTS',
  'RATE_LIMIT_LOGINS',
  'RATE_LIMIT_LOGINS_PER_ACCOUNT',
  'RATE_LIMIT_LOGINS_PER_PAIR',
  'MAIL_RECIPIENTS_PER_DAY',
  'CAPTCHA_MAX_NUMBER',
];

export async function startLoadApi(options: {
  port: number;
  /** Extra settings, e.g. `{ RATE_LIMIT_POSTS: 'off' }`; unset means the server's default. */
  env: Record<string, string>;
  signal: AbortSignal;
}): Promise<LoadApi> {
  const url = `http://${LOAD_HOST}:${options.port}`;
  // A server already on the port would answer /health and be measured instead of ours.
  if (await isListening(options.port)) {
    throw new Error(`${LOAD_HOST}:${options.port} is taken; stop whatever listens there first`);
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of OWNED_SETTINGS) delete env[name];
  Object.assign(env, {
    PORT: String(options.port),
    HOST: LOAD_HOST,
    PUBLIC_URL: url,
    SQLITE_PATH: ':memory:',
    ...options.env,
  });
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(repoRoot, 'apps/content-api/src/main.ts')],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = () => stopChild(child);
  child.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      process.stderr.write(`[content-api] ${line}\n`);
    }
  });
  try {
    await listening(child, options.signal);
    const health = await fetch(`${url}/health`, { signal: options.signal });
    if (!health.ok) throw new Error(`${url}/health answered ${health.status}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Resolves on the server's own "listening" line, so it is this child that answers. */
function listening(child: ChildProcess, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('content-api listening on')) finish();
    };
    const onExit = (code: number | null) =>
      finish(new Error(`content-api exited (code ${code}) before listening`));
    const onAbort = () => finish(new Error('content-api did not start before the time limit'));
    const finish = (error?: Error) => {
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      signal.removeEventListener('abort', onAbort);
      child.stdout?.resume();
      if (error) reject(error);
      else resolve();
    };
    if (signal.aborted) return onAbort();
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: LOAD_HOST, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGTERM (the server finishes requests in flight), SIGKILL after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
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
