import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Entry from '../../apps/site/src/server/entry.tsx';
import { repoRoot } from '../stack.ts';

export interface RenderTime {
  p50Ms: number;
  p95Ms: number;
  runs: number;
}

/**
 * Server render time of a page with the page cache off. The backend's answers are fetched once
 * and then replayed from memory, so the figure is the site's own work (parse, load widgets,
 * React render, document), not the backend's.
 */
export async function measureRender(apiUrl: string, path: string, runs = 300): Promise<RenderTime> {
  const entry = (await import(
    pathToFileURL(join(repoRoot, 'apps/site/dist/server/entry.js')).href
  )) as typeof Entry;
  const answers = new Map<string, { status: number; body: string }>();
  const replaying = (async (input: string | URL | Request) => {
    const key = String(input);
    let answer = answers.get(key);
    if (!answer) {
      const response = await fetch(key);
      answer = { status: response.status, body: await response.text() };
      answers.set(key, answer);
    }
    return new Response(answer.body, { status: answer.status });
  }) as typeof fetch;
  const env = entry.readSiteEnv(
    { CONTENT_API_URL: apiUrl, PAGE_CACHE_SECONDS: '0', LIST_CACHE_SECONDS: '0' },
    { layoutsDir: join(repoRoot, 'layouts'), origin: 'http://127.0.0.1:4211' },
  );
  const app = await entry.createApp({
    env,
    assets: { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' },
    fetch: replaying,
    log: () => {},
  });
  for (let i = 0; i < 30; i++) await app.render(path);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const { status } = await app.render(path);
    times.push(performance.now() - start);
    if (status !== 200) throw new Error(`${path} rendered ${status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return { p50Ms: at(0.5), p95Ms: at(0.95), runs };
}
