import { findIslandPages, registeredIslands } from './islandPages.ts';
import { type IslandTiming, measureIslandTiming } from './islandTiming.ts';
import type { BenchPages } from './pages.ts';
import { phoneContextOptions } from './phoneProfile.ts';
import { PRIME_DEMO, signIn } from './primeReader.ts';

/**
 * Issue 27, the island part of `./dev bench`: finds a page for each island kind the layouts
 * place (an anonymous reader's, or the Prime reader's for kinds only Prime readers get), then
 * times each kind on the throttled phone, `runs` loads a page, within `budgetSeconds`.
 */
export async function measureIslands(
  siteUrl: string,
  apiUrl: string,
  pages: BenchPages,
  options: { runs?: number; budgetSeconds?: number; log?: (line: string) => void } = {},
): Promise<IslandTiming> {
  const started = Date.now();
  const runs = options.runs ?? wholeSetting('BENCH_ISLAND_RUNS', 3);
  const budgetSeconds = options.budgetSeconds ?? wholeSetting('BENCH_ISLAND_SECONDS', 360);
  const prime = await signIn(siteUrl, apiUrl, PRIME_DEMO.email, PRIME_DEMO.password);
  // What a phone is sent: the site tells devices apart by the User-Agent.
  const islandPages = await findIslandPages(siteUrl, apiUrl, pages, prime.cookie, {
    'user-agent': phoneContextOptions.userAgent!,
  });
  const placed = new Set(islandPages.flatMap((page) => page.measures.map((island) => island.name)));
  for (const page of islandPages)
    options.log?.(
      `islands: ${page.page.name} (${page.reader}) measures ${page.measures.map((island) => island.name).join(', ')}`,
    );
  return measureIslandTiming(siteUrl, islandPages, {
    runs,
    // The budget is the whole part's: finding the pages came out of it.
    budgetSeconds: budgetSeconds - (Date.now() - started) / 1000,
    primeCookie: prime.cookie,
    notFound: registeredIslands.filter((name) => !placed.has(name)),
    ...(options.log ? { log: options.log } : {}),
  });
}

function wholeSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) === 0)
    throw new Error(`${name} must be a whole number from 1 to 9999, not ${raw}`);
  return Number(raw);
}
