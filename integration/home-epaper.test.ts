import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { readSiteEnv } from '../apps/site/src/lib/env.ts';
import { homeMaxAge } from '../apps/site/src/pages/buildPage.tsx';
import { type App, createApp } from '../apps/site/src/server/app.tsx';

// HM-10: the home page's epaper widget in the order of the request's India-time hour, rendered by
// the site against the reference backend with a fixed clock; the page kept no longer than that
// order holds (the page cache and the CDN's headers).

const layoutsDir = join(fileURLToPath(new URL('../', import.meta.url)), 'layouts');
const assets = { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' };
const at = (ist: string) => Date.parse(`${ist}+05:30`);

let clock = at('2026-03-17T10:30:00');
let api: TestApi;
let site: App;
let server: Server;
let origin: string;

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => clock });
  const env = readSiteEnv(
    { CONTENT_API_URL: api.baseUrl, LIST_CACHE_SECONDS: '0', WIDGET_DEADLINE_MS: '5000' },
    { layoutsDir, origin: 'https://www.ledger.test' },
  );
  site = await createApp({ env, assets, log: () => {}, now: () => new Date(clock) });
  server = createServer((req, res) => void site.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  server?.close();
  site?.close();
  await api?.close();
});

/** The editions of the epaper widget in the page's order, with their links. */
const editionsOf = (html: string) =>
  [...html.matchAll(/data-edition="(\w+)"><a class="epaper__link" href="([^"]+)"/g)].map(
    ([, edition, href]) => ({
      edition,
      href: href!.replaceAll('&amp;', '&'),
    }),
  );

describe('HM-10 the epaper widget on the home page', () => {
  it('HM-10 Tuesday 10:30 IST: the Wealth edition first; links on the epaper’s https host; covers in the page', async () => {
    clock = at('2026-03-17T10:30:00');
    const { status, html } = await site.render('/');
    expect(status).toBe(200);
    const editions = editionsOf(html);
    expect(editions.map((each) => each.edition)).toEqual(['wealth', 'today']);
    expect(editions[0]!.href).toBe(
      'https://epaper.economic-ledger.example/wealth/wealth_editionshow/2147062.cms',
    );
    expect(editions[1]!.href).toBe(
      'https://epaper.economic-ledger.example/timesepaper/publication-the-economic-ledger,city-delhi.cms',
    );
    expect(html).toMatch(/Wealth edition, 16–22 March 2026/);
    expect(html.match(/class="epaper__cover"><img src="[^"]+\/photos\/10073[12]\.png"/g)).toHaveLength(2);
  }, 60_000);

  it.each([
    ['Tuesday 12:30', '2026-03-17T12:30:00', ['today', 'wealth']],
    ['Monday 08:30 (a Monday-only window)', '2026-03-16T08:30:00', ['wealth', 'today']],
    ['Tuesday 08:30', '2026-03-17T08:30:00', ['today', 'wealth']],
  ])(
    'HM-10 %s',
    async (_name, ist, order) => {
      clock = at(ist);
      const { html } = await site.render('/');
      expect(editionsOf(html).map((each) => each.edition)).toEqual(order);
    },
    60_000,
  );

  it('HM-10 the page cache never gives one hour’s order in the next; a CDN’s freshness and revalidation end at the window’s edge', async () => {
    clock = at('2026-03-17T09:59:00');
    const early = await fetch(`${origin}/`);
    expect(editionsOf(await early.text())[0]!.edition).toBe('today');
    // 60 s to the edge: 30 s fresh, 30 s more while revalidating, no more.
    expect(early.headers.get('cache-control')).toMatch(/s-maxage=30, stale-while-revalidate=30,/);
    // 15 s before the edge: kept by the site (fresh 30 s) but only 7 + 7 s by a CDN.
    clock = at('2026-03-17T09:59:45');
    const late = await fetch(`${origin}/`);
    expect(late.headers.get('x-page-cache')).toBe('MISS');
    expect(late.headers.get('cache-control')).toMatch(/s-maxage=7, stale-while-revalidate=7,/);
    await late.text();
    clock = at('2026-03-17T09:59:50');
    const cached = await fetch(`${origin}/`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    await cached.text();
    // Past the edge the site's copy is still within its 30 s, but it is the other hour's page.
    clock = at('2026-03-17T10:00:01');
    const next = await fetch(`${origin}/`);
    expect(next.headers.get('x-page-cache')).toBe('MISS');
    expect(editionsOf(await next.text())[0]!.edition).toBe('wealth');
  }, 60_000);
});

describe('HM-10 how long a home page may be kept', () => {
  it.each([
    ['an hour from the edge: the usual 30 s', '2026-03-17T09:00:00', 30],
    ['40 s from the edge: 20 s (and 20 s more revalidating)', '2026-03-17T09:59:20', 20],
    ['3 s from it', '2026-03-17T09:59:57', 1],
    ['the last second: not cacheable', '2026-03-17T09:59:59.500', 0],
    ['inside a window, 40 s before it ends', '2026-03-17T11:59:20', 20],
  ])('%s', (_name, ist, seconds) => {
    expect(homeMaxAge(new Date(at(ist)))).toBe(seconds);
  });
});
