import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { readSiteEnv } from '../apps/site/src/lib/env.ts';
import { type App, createApp } from '../apps/site/src/server/app.tsx';
import { sessionCookieHeader, TEST_SECRET } from '../apps/site/src/server/testing/testSite.ts';

// AB-20, HM-02, HM-03, HM-04: the market pages and the home page's market widgets, rendered by the
// site against the reference backend itself (a Thursday, 11:42 IST: the market is open).

const layoutsDir = join(fileURLToPath(new URL('../', import.meta.url)), 'layouts');
const assets = { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' };
const now = Date.parse('2026-11-19T11:42:30+05:30');

let api: TestApi;
let site: App;
const logged: string[] = [];

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => now });
  const env = readSiteEnv(
    {
      CONTENT_API_URL: api.baseUrl,
      PAGE_CACHE_SECONDS: '0',
      LIST_CACHE_SECONDS: '0',
      SITE_SECRET: TEST_SECRET,
      // What the home page holds is the point here, not its deadline: a widget past 800 ms on a
      // loaded machine (the premium column's markets widget once) would be left out.
      WIDGET_DEADLINE_MS: '5000',
    },
    { layoutsDir, origin: 'https://www.ledger.test' },
  );
  site = await createApp({ env, assets, log: (message) => logged.push(message), now: () => new Date(now) });
});
afterAll(async () => {
  site?.close();
  await api?.close();
});

const render = (path: string, headers = {}) => site.render(path, headers);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('AB-20 gold and commodity pages', () => {
  it('the city page: today’s 22/24 ct for 1 g and 8 g, gold’s recent days, the other cities', async () => {
    const { status, html } = await render('/markets/gold-rate-in-mumbai');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="category__title market-page__title">Gold rate in Mumbai today</h1>');
    const page = text(html);
    expect(page).toMatch(/22 carat ₹[\d,]+ ₹[\d,]+ 24 carat ₹[\d,]+ ₹[\d,]+/);
    expect(page).toContain('Gold prices in recent days');
    expect(html).toContain('href="/markets/gold-rate-in-delhi"');
    expect(html).not.toContain('href="/markets/gold-rate-in-mumbai"');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.ledger.test/markets/gold-rate-in-mumbai">',
    );
  });

  it('a city spelt otherwise is a 301 to its page; a city the backend does not know is a 404', async () => {
    const moved = await site.tree('/markets/gold-rate-in-MUMBAI');
    expect(moved.status).toBe(301);
    expect((await render('/markets/gold-rate-in-atlantis')).status).toBe(404);
  });

  it('the commodity summary: spot, futures and the contract’s expiry; other symbols a 404, lower case a 301', async () => {
    const { status, html } = await render('/commoditysummary/symbol-GOLD.cms');
    expect(status).toBe(200);
    const page = text(html);
    expect(page).toContain('Gold price today');
    expect(page).toMatch(/Expiry 05 Dec 2026/);
    expect(page).toContain('Gold rate by city');
    expect((await render('/commoditysummary/symbol-SILVER.cms')).status).toBe(200);
    expect((await render('/commoditysummary/symbol-COPPER.cms')).status).toBe(404);
    expect((await site.tree('/commoditysummary/symbol-gold.cms')).status).toBe(301);
  });
});

describe('AB-20 fund pages', () => {
  it('the fund list: every category a link, the best schemes with NAV, 1Y and 3Y returns', async () => {
    const { status, html } = await render('/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest');
    expect(status).toBe(200);
    expect(html).toContain('aria-current="page">All categories</a>');
    for (const slug of [
      'flexi-cap',
      'large-cap',
      'mid-cap',
      'small-cap',
      'elss-tax-saver',
      'balanced-advantage',
    ]) {
      expect(html).toContain(`href="/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest/${slug}"`);
    }
    expect(html.match(/mffactsheet\/schemeid-\d+\.cms/g)?.length).toBe(20);
  });

  it('one category: its schemes only, marked; an unknown category a 404', async () => {
    const { status, html } = await render(
      '/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest/mid-cap',
    );
    expect(status).toBe(200);
    expect(html).toContain('aria-current="page">Mid Cap</a>');
    expect(text(html)).toContain('Best mid cap mutual funds to invest in');
    expect((await render('/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest/gilt')).status).toBe(
      404,
    );
  });

  it('the factsheet: scheme, category, NAV, 1Y and 3Y; a wrong seo name 301, an unknown scheme 404', async () => {
    const top = (await site.content.markets.topFunds(1))[0]!;
    const { status, html } = await render(top.url);
    expect(status).toBe(200);
    const page = text(html);
    expect(page).toMatch(/NAV ₹[\d,]+\.\d\d/);
    expect(page).toMatch(/1-year return ▲ up \+[\d.]+%/);
    expect(page).toMatch(/3-year return \(annualised\) ▲ up \+[\d.]+%/);
    expect((await site.tree(`/wrong-name/mffactsheet/schemeid-${top.schemeId}.cms`)).status).toBe(301);
    expect((await render('/some-fund/mffactsheet/schemeid-99.cms')).status).toBe(404);
  });
});

describe('HM-04 market moguls and stock reports pages', () => {
  it('the moguls’ page: each story with its expert', async () => {
    const { status, html } = await render('/markets/market-moguls');
    expect(status).toBe(200);
    expect(html.match(/class="mogul"/g)).toHaveLength(4);
    expect(text(html)).toMatch(/Head of Research, [A-Z]/);
  });

  it('stock reports: expected returns and recommendation for everyone, target and score behind the Prime lock', async () => {
    const anonymous = text((await render('/markets/benefits/stockreportsplus')).html);
    expect(anonymous).toMatch(/\+\d+\.\d\d% (Strong )?Buy Ledger Prime only Ledger Prime only/);
    expect(anonymous).toContain('Target prices and stock scores are for Ledger Prime members.');
    const token = (await api.signIn('prime')).authorization?.replace('Bearer ', '') ?? '';
    const prime = text(
      (await render('/markets/benefits/stockreportsplus', { cookie: sessionCookieHeader(token) })).html,
    );
    expect(prime).not.toContain('Ledger Prime only');
    expect(prime).toMatch(/(Strong )?Buy ₹[\d,]+\.\d\d (\d+|NR)/);
  });
});

describe('HM-02, HM-04 the home page’s market widgets', () => {
  it('the markets widget after the 5th top story, the strips, stock of the day, 3 stock reports, the moguls', async () => {
    const { status, html } = await render('/');
    expect(status).toBe(200);
    const topNews = html.slice(
      html.indexOf('widget--top-news'),
      html.indexOf('data-island="top-gainers-strip"'),
    );
    const items = [...topNews.matchAll(/<li><a class="story-link"/g)].map((match) => match.index);
    const widget = topNews.indexOf('data-island="markets-widget"');
    expect(items.filter((at) => (at ?? 0) < widget)).toHaveLength(4);
    expect(text(topNews)).toMatch(/Market open · 11:42 IST, 19 Nov Nifty 50 [\d,]+\.\d\d/);
    expect(html).toContain('aria-label="Top gainers" data-state="still"');
    expect(html).toContain('aria-label="Top mutual funds" data-state="still"');
    expect(text(html)).toMatch(/Stock of the day [^<]*Price ₹/);
    const reports = html.slice(
      html.indexOf('stock-reports-plus'),
      html.indexOf('</table>', html.indexOf('stock-reports-plus')),
    );
    expect(reports.match(/<tr>/g)).toHaveLength(4);
    expect(html).toContain('<a href="/markets/market-moguls">Market Moguls</a>');
    // HM-03: at 11:42 the premium column ends with the markets widget too.
    const premium = html.slice(html.indexOf('class="premium-column"'), html.indexOf('data-region="right"'));
    expect(premium).toContain('data-island="markets-widget"');
  });
});
