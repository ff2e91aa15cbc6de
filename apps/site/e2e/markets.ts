import { createServer } from 'node:http';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { startSite } from '../../../scripts/stack.ts';
import { apiUrl, seededStory } from './content.ts';

// AB-12 e2e helpers: seeded stories of the market sections, and link checks.

const free = (data: Record<string, unknown>) => !data.prime_blocker && data.hostid !== '364';
const subsec = (data: Record<string, unknown>, n: 1 | 2) =>
  (data.subsecnames as Record<string, string | null> | undefined)?.[`subsec${n}`];

/** A free story of the markets section (13352306): the markets sidebar. */
export const marketsStory = async () =>
  (await seededStory((d) => free(d) && subsec(d, 1) === '13352306')).url;
/** A free mutual-funds story (359241701). */
export const fundsStory = async () => (await seededStory((d) => free(d) && subsec(d, 1) === '359241701')).url;
/** A crypto story (investment ideas 1977021501 / crypto 82519373); the seed's are all premium. */
export const cryptoStory = async () =>
  (await seededStory((d) => subsec(d, 1) === '1977021501' && subsec(d, 2) === '82519373')).url;

/** Whether the market is open now, as the backend says (e2e runs on the real clock). */
export async function marketOpen(): Promise<boolean> {
  const status = (await (await fetch(`${apiUrl}/markets/status`)).json()) as { marketstatus: string };
  return status.marketstatus === 'OPEN';
}

/** Every site link inside `scope` answers 200, company and fund pages too (partners' links aside). */
export async function expectLinksAnswer(page: Page, scope: Locator): Promise<number> {
  const hrefs = await scope.evaluateAll((elements) =>
    elements.flatMap((element) =>
      [...element.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    ),
  );
  const own = [...new Set(hrefs)].filter((href) => href.startsWith('/'));
  expect(own.length).toBeGreaterThan(0);
  for (const href of own) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
  return own.length;
}

/**
 * Layout shifts from now on (not after input), summed: call it before a refresh, then read the
 * sum after it. The same entries the layout-shift suite counts.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const store = window as unknown as { __marketShift: number };
    store.__marketShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) store.__marketShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { __marketShift: number }).__marketShift);
}

/**
 * A site of its own (the spare port) whose backend says the market is OPEN, whatever the hour:
 * a proxy in front of the shared backend rewrites every JSON answer's `marketstatus`. The page is
 * then rendered as in market hours, so its islands start refreshing (AB-12, HM-02). The shared
 * stack's pages and caches stay as they are. `path` is the page the test reads.
 */
export async function withOpenMarket<T>(path: string, work: (site: string) => Promise<T>): Promise<T> {
  const proxy = createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await fetch(`${apiUrl}${req.url}`, {
        method: req.method ?? 'GET',
        headers: { ...(req.headers as Record<string, string>), host: '' },
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const headers = Object.fromEntries(answer.headers);
      for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) delete headers[name];
      let body: Buffer | string = Buffer.from(await answer.arrayBuffer());
      if (headers['content-type']?.includes('json'))
        body = body.toString('utf8').replaceAll('"marketstatus":"CLOSED"', '"marketstatus":"OPEN"');
      res.writeHead(answer.status, headers).end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  const proxyPort = E2E_PORTS.spareApi + 6;
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  try {
    const site = await startSite({
      port: E2E_PORTS.spareSite,
      contentApiUrl: `http://127.0.0.1:${proxyPort}`,
      quiet: true,
    });
    try {
      // A new site's first pages may miss a widget that was late (such a page is no-store):
      // wait for a whole one, so the test meets every widget.
      await expect
        .poll(async () => (await fetch(`${site.url}${path}`)).headers.get('cache-control'), {
          timeout: 30_000,
        })
        .not.toBe('no-store');
      return await work(site.url);
    } finally {
      await site.stop();
    }
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
}

/** What a routed market call answers: the market status it says, and the calls made. */
export interface RoutedMarketCall {
  asked: string[];
  status: 'OPEN' | 'CLOSED';
}

/**
 * Answers of a site market call (`/api/markets/{call}`) with every `price`, `current` and `ltp`
 * ten times the real one (a digit longer, the widest a refresh plausibly gets) and the market
 * `status` the test sets (OPEN until it says otherwise), counted.
 */
export async function longerNumbers(page: Page, call: string): Promise<RoutedMarketCall> {
  const routed: RoutedMarketCall = { asked: [], status: 'OPEN' };
  const widen = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(widen);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => {
          if (key === 'marketstatus') return [key, routed.status];
          if (['price', 'current', 'ltp'].includes(key) && typeof field === 'number')
            return [key, Math.round(field * 1000) / 100];
          return [key, widen(field)];
        }),
      );
    return value;
  };
  await page.route(`**/api/markets/${call}*`, async (route) => {
    routed.asked.push(route.request().url());
    try {
      const response = await route.fetch();
      await route.fulfill({ response, json: widen(await response.json()) });
    } catch {
      // The page closed while this answer was on its way: nothing to answer.
    }
  });
  return routed;
}
