import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../stack.ts';

/** What the site sent for a page: its bytes and the headers that go with every copy. */
export interface SentPage {
  status: number;
  html: Buffer;
  headers: Record<string, string>;
}

// Per connection or per response, not part of what a pre-rendered copy would repeat.
const NOT_REPEATED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'age',
]);

/** Fetches a page as autocannon will (no compression asked for), keeping what a copy repeats. */
export async function fetchSentPage(url: string, headers: Record<string, string> = {}): Promise<SentPage> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!NOT_REPEATED.has(name)) kept[name] = value;
  return { status: response.status, html: Buffer.from(await response.arrayBuffer()), headers: kept };
}

/**
 * Serves `page` pre-rendered from memory (static-server.ts, a process of its own like the site)
 * on 127.0.0.1:`port` while `work` runs, then stops it.
 */
export async function withYardstick<T>(
  page: SentPage,
  name: string,
  port: number,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const dir = join(repoRoot, '.reports', 'bench');
  mkdirSync(dir, { recursive: true });
  const htmlFile = join(dir, `${name}.html`);
  const headersFile = join(dir, `${name}.headers.json`);
  writeFileSync(htmlFile, page.html);
  writeFileSync(headersFile, JSON.stringify(page.headers, null, 2));
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/bench/static-server.ts'), htmlFile, headersFile, String(port)],
    { stdio: 'ignore' },
  );
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForOk(url);
    return await work(url);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}
