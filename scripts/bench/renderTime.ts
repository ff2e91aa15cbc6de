import type { App } from '../../apps/site/src/server/entry.tsx';

export interface RenderTime {
  p50Ms: number;
  p95Ms: number;
  runs: number;
}

/**
 * Server render time of a page with every cache off, from replayed backend answers (see
 * inProcessApp.ts): the site's own work per uncached request.
 */
export async function measureRender(app: App, path: string, runs = 300): Promise<RenderTime> {
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
