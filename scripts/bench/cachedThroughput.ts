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
  const served = await measureThroughput(url, options.seconds, { headers });
  const prerendered = await withYardstick<Throughput>(
    page,
    options.name,
    options.yardstickPort,
    (yardstick) => measureThroughput(yardstick, options.seconds),
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
