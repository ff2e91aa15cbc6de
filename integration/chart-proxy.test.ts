import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import { chartHref } from '../apps/site/src/lib/routes/chart.ts';
import { proxyChart } from '../apps/site/src/server/chartProxy.ts';

// AB-04: the price chart from the site's own origin: every parameter checked here and only those
// passed on; the backend's SVG with its own CSP and nosniff; refusals name the parameter.

let api: TestApi;
let site: Server;
let siteUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => Date.parse('2026-11-19T11:42:30+05:30') });
  const content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 0,
    articleCacheSeconds: 0,
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      asked.push(String(input));
      return fetch(input, init);
    }) as typeof fetch,
  });
  site = createServer((req, res) => {
    void proxyChart(req, res, new URL(req.url ?? '/', 'http://site.test'), content, { 'x-test': '1' });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await api.close();
});

describe('AB-04 /renderchart.cms through the site', () => {
  it('passes the SVG on with the backend’s CSP, asking only what was checked', async () => {
    asked.length = 0;
    const href = chartHref({
      symbol: 'AADHBANK',
      exchange: 'nse',
      width: 600,
      height: 110,
      version: '2026-11-19T11:42',
    });
    expect(href).toBe(
      '/renderchart.cms?type=stock&symbol=AADHBANK&exchange=nse&height=110&width=600&whitebg=1&v=2026-11-19T11%3A42',
    );
    const response = await fetch(`${siteUrl}${href}&extra=<script>`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(response.headers.get('x-test')).toBe('1');
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('height="110"');
    expect(asked).toEqual([
      `${api.baseUrl}/renderchart.cms?type=stock&symbol=AADHBANK&exchange=nse&height=110&width=600&whitebg=1&period=1d`,
    ]);
  });

  it('draws the other periods, and BSE by its code', async () => {
    const week = await fetch(
      `${siteUrl}${chartHref({ symbol: '500002', exchange: 'bse', width: 640, height: 220, period: '1w' })}`,
    );
    expect(week.status).toBe(200);
    expect(await week.text()).toContain('width="640"');
  });

  it.each([
    ['symbol', 'type=stock&symbol=%3Cscript%3E'],
    ['symbol', 'type=stock'],
    ['symbol', 'type=stock&symbol=A&symbol=B'],
    ['type', 'type=index&symbol=AADHBANK'],
    ['exchange', 'type=stock&symbol=AADHBANK&exchange=nyse'],
    ['height', 'type=stock&symbol=AADHBANK&height=100000'],
    ['width', 'type=stock&symbol=AADHBANK&width=5'],
    ['whitebg', 'type=stock&symbol=AADHBANK&whitebg=yes'],
    ['period', 'type=stock&symbol=AADHBANK&period=5y'],
  ])('refuses a bad %s (%s) with a 400 naming it', async (param, query) => {
    const response = await fetch(`${siteUrl}/renderchart.cms?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
  });

  it('a symbol no company has is a 404; a POST is a 405', async () => {
    const missing = await fetch(`${siteUrl}/renderchart.cms?type=stock&symbol=NOSUCH`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const post = await fetch(`${siteUrl}/renderchart.cms?type=stock&symbol=AADHBANK`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('builds no address for a symbol that is not one', () => {
    expect(chartHref({ symbol: '../x', exchange: 'nse', width: 600, height: 110 })).toBeNull();
  });
});
