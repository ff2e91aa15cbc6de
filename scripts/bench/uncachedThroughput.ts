import type { App } from '../../apps/site/src/server/entry.tsx';
import { measureRenderCeiling, type RenderCeiling } from './renderCeiling.ts';
import { measureThroughput, type Throughput } from './throughput.ts';

export interface UncachedThroughput {
  /** The site rendering the page for every request (its backend answers cached). */
  served: Throughput;
  /** React's renderToString of the same tree, in this process (renderCeiling.ts). */
  ceiling: RenderCeiling;
}

/**
 * A page the site renders per request against renderToString's ceiling for it, measured in
 * turn (served, ceiling, served, ...) and the median of each side kept: this machine's speed
 * drifts by a third over a minute, more than the gap being measured, and a ratio of two figures
 * taken minutes apart measured the drift.
 */
export async function measureUncachedAgainstCeiling(
  siteUrl: string,
  app: App,
  path: string,
  options: { seconds: number; rounds?: number },
): Promise<UncachedThroughput> {
  const rounds = options.rounds ?? 3;
  const seconds = Math.max(2, Math.round(options.seconds / rounds));
  for (let i = 0; i < 20; i++) await (await fetch(`${siteUrl}${path}`)).arrayBuffer();
  const served: Throughput[] = [];
  const ceilings: RenderCeiling[] = [];
  for (let round = 0; round < rounds; round++) {
    served.push(
      await measureThroughput(`${siteUrl}${path}`, seconds, { warmupSeconds: round === 0 ? 2 : 0 }),
    );
    ceilings.push(await measureRenderCeiling(app, path, seconds));
  }
  const median = <T>(items: T[], rate: (item: T) => number): T =>
    [...items].sort((a, b) => rate(a) - rate(b))[Math.floor(items.length / 2)]!;
  const medianServed = median(served, (load) => load.requestsPerSecond);
  return {
    served: {
      ...medianServed,
      // Any error in any round counts.
      errors: served.reduce((sum, load) => sum + load.errors, 0),
      non2xx: served.reduce((sum, load) => sum + load.non2xx, 0),
    },
    ceiling: median(ceilings, (ceiling) => ceiling.rendersPerSecond),
  };
}
