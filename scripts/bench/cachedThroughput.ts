import { ratio } from './report.ts';
import { measureThroughput, type Throughput } from './throughput.ts';
import { fetchSentPage, type SentPage, withYardstick } from './yardstick.ts';

export interface CachedThroughput {
  /** The site serving the page from its page cache. */
  served: Throughput;
  /** The same bytes and headers, pre-rendered and sent from memory by a bare Node server. */
  prerendered: Throughput;
  ratio: number;
  htmlBytes: number;
  problems: string[];
}

/**
 * The site's page cache against pre-rendered bytes: how close a cached page comes to sending the
 * same bytes with no work at all. `headers` are a reader's (a session cookie); `page` is what the
 * site sent that reader, if already fetched.
 */
export async function measureCachedThroughput(
  url: string,
  options: {
    name: string;
    seconds: number;
    yardstickPort: number;
    headers?: Record<string, string>;
    page?: SentPage;
    /** Rounds of each load, taken in turn; `seconds` is shared among them (3). */
    rounds?: number;
  },
): Promise<CachedThroughput> {
  const headers = options.headers ?? {};
  // The first request fills the page cache; the second is what every request of the load gets.
  if (!options.page) await fetchSentPage(url, headers);
  const page: SentPage = options.page ?? (await fetchSentPage(url, headers));
  const problems: string[] = [];
  if (page.status !== 200) problems.push(`${url} answered ${page.status}`);
  if (page.headers['x-page-cache'] !== 'HIT')
    problems.push(`${url} is not served from the page cache (x-page-cache ${page.headers['x-page-cache']})`);
  // Rounds taken in turn (site, pre-rendered, site, ...) and the median of each side kept: the
  // machine's speed drifts over a minute by more than the gap being measured.
  const rounds = options.rounds ?? 3;
  const seconds = Math.max(2, Math.round(options.seconds / rounds));
  const { served, prerendered } = await withYardstick(
    page,
    options.name,
    options.yardstickPort,
    async (yardstick) => {
      const site: Throughput[] = [];
      const copy: Throughput[] = [];
      for (let round = 0; round < rounds; round++) {
        // Warmed up once, before its first round.
        const warmupSeconds = round === 0 ? 2 : 0;
        site.push(await measureThroughput(url, seconds, { headers, warmupSeconds }));
        copy.push(await measureThroughput(yardstick, seconds, { warmupSeconds }));
      }
      return { served: medianLoad(site), prerendered: medianLoad(copy) };
    },
  );
  const loads: [string, Throughput][] = [
    ['site', served],
    ['pre-rendered', prerendered],
  ];
  for (const [what, load] of loads) {
    if (load.errors > 0 || load.non2xx > 0)
      problems.push(`${what}: ${load.errors} errors and ${load.non2xx} non-2xx answers under load`);
  }
  return {
    served,
    prerendered,
    ratio: ratio(served.requestsPerSecond, prerendered.requestsPerSecond),
    htmlBytes: page.html.length,
    problems,
  };
}

/** The round with the median rate, its errors summed over every round (any error counts). */
function medianLoad(loads: Throughput[]): Throughput {
  const sorted = [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    ...median,
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
    non2xx: loads.reduce((sum, load) => sum + load.non2xx, 0),
  };
}
