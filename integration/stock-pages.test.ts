import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../apps/content-api/src/seed/landmarks.ts';
// The reference backend itself, in this process, behind the whole site (its page cache on).
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { readSiteEnv } from '../apps/site/src/lib/env.ts';
import { type App, createApp } from '../apps/site/src/server/app.tsx';
import { layoutsDir, sessionCookieHeader, TEST_SECRET } from '../apps/site/src/server/testing/testSite.ts';

// AB-04 on the server: the stock widget in an article and the company page, for anonymous and
// Prime readers, through the page cache (kept per reader tier): no Prime value ever reaches a
// page an anonymous reader gets, and Prime readers get theirs.

/** A Thursday at 11:42 IST: the market is open. */
const openTime = Date.parse('2026-11-19T11:42:30+05:30');

let api: TestApi;
let app: App;
let server: Server;
let site: string;
let primeCookie: string;
let articlePath: string;
let company: { id: string; url: string; seoname: string; name: string };

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => openTime });
  // A generous widget deadline: on a loaded machine a widget past 800 ms leaves the page uncached,
  // and this test is about what the cache keeps, not about the deadline.
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
  primeCookie = sessionCookieHeader((await api.signIn('prime')).authorization?.replace('Bearer ', '') ?? '');
  const answer = (await (
    await api.get(`/request?type=article&msid=${seedLandmarks.stockWidget}`)
  ).json()) as {
    searchResult: [
      {
        data: {
          url: string;
          taggedcomp: { companyid: string; url: string; seoname: string; companyname: string }[];
        };
      },
    ];
  };
  articlePath = answer.searchResult[0].data.url;
  // Deccan Bank: a stock report with a score.
  const first = answer.searchResult[0].data.taggedcomp[0]!;
  company = { id: first.companyid, url: first.url, seoname: first.seoname, name: first.companyname };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  app.close();
  await api.close();
});

const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};
const prime = { score: /data-state="(scored|unrated)"/, lock: 'Ledger Prime Only' };

describe('AB-04 the stock widget in an article, per reader tier', () => {
  it('anonymous: the widget at break 3 with the lock and SUBSCRIBE NOW; Prime: the score; the cache never mixes them', async () => {
    const first = await get(articlePath);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-page-cache')).toBe('MISS');
    expect(first.html).toContain('data-island="stock-widget" data-hydrate="visible"');
    expect(first.html).toContain(prime.lock);
    expect(first.html).toContain('>SUBSCRIBE NOW</a>');
    expect(first.html).not.toMatch(prime.score);

    const primePage = await get(articlePath, primeCookie);
    expect(primePage.response.headers.get('cache-control')).toMatch(/^private/);
    expect(primePage.html).toMatch(prime.score);
    expect(primePage.html).not.toContain(prime.lock);
    expect(primePage.html).not.toContain('SUBSCRIBE NOW');

    const again = await get(articlePath);
    expect(again.response.headers.get('x-page-cache')).toBe('HIT');
    expect(again.html).toContain(prime.lock);
    expect(again.html).not.toMatch(prime.score);

    const primeAgain = await get(articlePath, primeCookie);
    expect(primeAgain.response.headers.get('x-page-cache')).toBe('HIT');
    expect(primeAgain.html).toMatch(prime.score);
  });

  it('a story about no company has no widget', async () => {
    const answer = (await (await api.get(`/request?type=article&msid=${seedLandmarks.longRead}`)).json()) as {
      searchResult: [{ data: { url: string } }];
    };
    const { html } = await get(answer.searchResult[0].data.url);
    expect(html).not.toContain('data-island="stock-widget"');
  });
});

describe('AB-04 the company page', () => {
  it('the company, NSE and BSE quotes, the chart with its periods, the report and its news', async () => {
    const { response, html } = await get(company.url);
    expect(response.status).toBe(200);
    // Cached like every other page: shared caches keep it 30 s, stale while it revalidates.
    expect(response.headers.get('cache-control')).toBe(
      (await get(articlePath)).response.headers.get('cache-control'),
    );
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=30/);
    expect(html).toContain(`<h1 class="category__title company-page__name">${company.name}</h1>`);
    expect(html).toContain('aria-label="NSE quote"');
    expect(html).toContain('aria-label="BSE quote"');
    expect(html).toContain('Market <strong>OPEN</strong>');
    expect(html).toMatch(
      /<img src="\/renderchart\.cms\?type=stock&amp;symbol=\w+&amp;exchange=nse&amp;height=220&amp;width=640/,
    );
    expect(html).toMatch(/href="[^"]+\.cms" aria-current="page">1D/);
    expect(html).toContain(`href="${company.url}?period=1w"`);
    expect(html).toContain(prime.lock);
    expect(html).toContain(`href="/prime?return=${encodeURIComponent(company.url)}">SUBSCRIBE NOW</a>`);
    expect(html).toContain(`News about`);
    expect(html).toContain(articlePath);
    expect(html).toContain(`<link rel="canonical" href="http://site.test${company.url}"`);
  });

  it('a chart period is a page of its own (1W), and one the chart does not draw is a 404 even once cached', async () => {
    const week = await get(`${company.url}?period=1w`);
    expect(week.response.status).toBe(200);
    expect(week.html).toMatch(/&amp;period=1w/);
    expect(week.html).toMatch(/\?period=1w" aria-current="page">1W/);
    await get(company.url);
    expect((await get(company.url)).response.headers.get('x-page-cache')).toBe('HIT');
    expect((await get(`${company.url}?period=5y`)).response.status).toBe(404);
    expect((await get(`${company.url}?page=0`)).response.status).toBe(404);
    expect((await get(`${company.url}?page=9`)).response.status).toBe(404);
  });

  it('a Prime reader’s company page carries the score, privately; the shared one never does', async () => {
    const primePage = await get(company.url, primeCookie);
    expect(primePage.response.headers.get('cache-control')).toMatch(/^private/);
    expect(primePage.html).toMatch(prime.score);
    expect(primePage.html).not.toContain(prime.lock);
    const shared = await get(company.url);
    expect(shared.html).toContain(prime.lock);
    expect(shared.html).not.toMatch(prime.score);
  });

  it('a wrong seoName is a 301 to the company’s address, its query kept; an unknown company a 404', async () => {
    const moved = await get(`/some-other-name/stocks/companyid-${company.id}.cms?period=1m`);
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe(`${company.url}?period=1m`);
    expect((await get('/no-such-company/stocks/companyid-13002.cms')).response.status).toBe(404);
    expect((await get('/x/stocks/companyid-99999999999.cms')).response.status).toBe(404);
    expect((await get('/x/stocks/companyid-0.cms')).response.status).toBe(404);
    expect((await get('/X/stocks/companyid-13001.cms')).response.status).toBe(404);
  });

  it('a company no story is about: its quote, and no news yet', async () => {
    const { response, html } = await get('/aadhar-bank-india-ltd/stocks/companyid-13001.cms');
    expect(response.status).toBe(200);
    expect(html).toContain('No stories about Aadhar Bank yet.');
  });
});
