import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../apps/content-api/src/seed/landmarks.ts';
// The reference backend itself, in this process, behind the whole site (its page cache on).
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { readSiteEnv } from '../apps/site/src/lib/env.ts';
import { type App, createApp } from '../apps/site/src/server/app.tsx';
import { layoutsDir, TEST_SECRET } from '../apps/site/src/server/testing/testSite.ts';

// Issue 27 through the whole site: a tab's address is a page of its own (the page cache keys on
// its parameter, so `/?top=latest` is never the home page's copy and the reverse), a refused
// value is a 404 even once the page it names is cached, and parameters no page reads share one.

let api: TestApi;
let app: App;
let server: Server;
let site: string;
let story: string;

beforeAll(async () => {
  api = await startTestApi();
  // A generous widget deadline: a widget past it leaves the page uncached, and this is about the cache.
  const env = readSiteEnv(
    { CONTENT_API_URL: api.baseUrl, WIDGET_DEADLINE_MS: '5000', SITE_SECRET: TEST_SECRET },
    { layoutsDir, origin: 'http://site.test' },
  );
  app = await createApp({ env, assets: { styles: [], islandRuntime: '/assets/islands.js' }, log: () => {} });
  server = createServer((req, res) => {
    if (!app.tryCachedPage(req, res)) void app.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answer = (await (
    await api.get(`/request?type=article&msid=${seedLandmarks.stockWidget}`)
  ).json()) as { searchResult: [{ data: { url: string } }] };
  story = answer.searchResult[0].data.url;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  app.close();
  await api.close();
});

const get = async (path: string) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
};
const selected = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-selected="true"[^>]*>([^<]+)/g)].map((match) => match[1]);

describe('issue 27: tab addresses through the page cache', () => {
  it('HM-02: /?top=latest is a page of its own, Latest News open; the home page stays on Top News', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(selected(home.html)).toContain('Top News');
    const latest = await get('/?top=latest');
    expect(latest).toMatchObject({ status: 200, cache: 'MISS' });
    expect(selected(latest.html)).toContain('Latest News');
    expect(latest.html).toContain('data-status="served"');
    expect((await get('/?top=latest')).cache).toBe('HIT');
    expect(selected((await get('/')).html)).toContain('Top News');
    // A parameter no page reads is the page it is on.
    expect((await get('/?utm_source=x')).cache).toBe('HIT');
  });

  it('HM-02, HM-06: a value the home page has no tab for is a 404, never the cached home page', async () => {
    await get('/');
    expect((await get('/')).cache).toBe('HIT');
    for (const search of [
      '?top=oops',
      '?top=latest&top=latest',
      '?industry=0',
      '?industry=99',
      '?industry=2b',
    ])
      expect((await get(`/${search}`)).status, search).toBe(404);
  });

  it('AB-04: the story with the second company chosen is its own page; a refused choice a 404', async () => {
    const first = await get(story);
    expect(first.status).toBe(200);
    const second = await get(`${story}?company=2&exchange=bse`);
    expect(second.status).toBe(200);
    expect(second.html).toMatch(/data-island="stock-widget"/);
    expect(second.html).toContain('data-exchange="bse"');
    expect(selected(second.html)).not.toEqual(selected(first.html));
    expect((await get(story)).cache).toBe('HIT');
    for (const search of [
      '?company=11',
      '?exchange=lse',
      '?more=yes',
      '?dashboard=nse',
      '?crypto=both',
      '?company=2&crypto=losers',
    ])
      expect((await get(`${story}${search}`)).status, search).toBe(404);
  });
});
