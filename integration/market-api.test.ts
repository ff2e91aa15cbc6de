import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import { anonymousReader, type Reader } from '../apps/site/src/lib/reader.ts';
import { answerMarketCall } from '../apps/site/src/server/marketApi.ts';

// The browser's market calls (/api/markets/…) against the reference backend: queries checked
// here with the parameter named, answers the parsed data, a Prime feed only for a Prime session.

let api: TestApi;
let site: Server;
let siteUrl: string;
let reader: Reader = anonymousReader;
const logged: string[] = [];

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => Date.parse('2026-11-19T11:42:30+05:30') });
  const content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 0,
    articleCacheSeconds: 0,
  });
  site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.test');
    void answerMarketCall(req, res, url, {
      markets: content.markets,
      reader,
      answerHeaders: {},
      log: (message) => logged.push(message),
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await api.close();
});

const get = (path: string) => fetch(`${siteUrl}${path}`);

describe('GET /api/markets/… (AB-04, AB-12)', () => {
  it('answers a company feed, locked for a reader who is not Prime', async () => {
    reader = anonymousReader;
    const response = await get('/api/markets/company-feed?companyid=13001');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const feed = await response.json();
    expect(feed.companyid).toBe('13001');
    expect(feed.widget.find((item: { type: string }) => item.type === 'score').locked).toBe(true);
  });

  it('unlocks the feed with a Prime reader’s own session, never for a reader who only says so', async () => {
    const bearer = (await api.signIn('prime')).authorization?.replace('Bearer ', '') ?? null;
    reader = { ...anonymousReader, tier: 'prime', token: bearer };
    const prime = await (await get('/api/markets/company-feed?companyid=13001&primeuser=1')).json();
    expect(prime.primeuser).toBe(1);
    reader = anonymousReader;
    const claimed = await (await get('/api/markets/company-feed?companyid=13001&primeuser=1')).json();
    expect(claimed.primeuser).toBe(0);
  });

  it('answers gainers and losers by exchange and duration', async () => {
    reader = anonymousReader;
    const losers = await (
      await get('/api/markets/gainers-losers?exchange=bse&list=losers&duration=1W')
    ).json();
    expect(losers.pagesummary).toMatchObject({ exchange: 'BSE', sortorder: 'asc', duration: '1w' });
    expect(losers.searchresult).toHaveLength(4);
  });

  it('HM-04 answers the top gainers strip’s list again, and the top funds a page came without', async () => {
    reader = anonymousReader;
    const gainers = await (await get('/api/markets/top-gainers?exchange=nse&pagesize=5')).json();
    expect(gainers.pagesummary).toMatchObject({ exchange: 'NSE', marketstatus: 'OPEN' });
    expect(gainers.searchresult).toHaveLength(5);
    const funds = await (await get('/api/markets/top-funds?pagesize=5')).json();
    expect(funds).toHaveLength(5);
    expect(funds[0]).toMatchObject({ schemeId: expect.stringMatching(/^\d+$/), r1Year: expect.any(Number) });
  });

  it('HM-02 answers the markets widget’s indices again', async () => {
    const indices = await (await get('/api/markets/indices')).json();
    expect(indices.marketstatus).toBe('OPEN');
    expect(indices.indices.map((index: { name: string }) => index.name)).toContain('Sensex');
  });

  it.each([
    ['/api/markets/top-gainers?exchange=nyse', 'exchange'],
    ['/api/markets/top-gainers?pagesize=11', 'pagesize'],
    ['/api/markets/top-funds?pagesize=0', 'pagesize'],
    ['/api/markets/top-funds?pagesize=5&pagesize=6', 'pagesize'],
    ['/api/markets/company-feed', 'companyid'],
    ['/api/markets/company-feed?companyid=1&companyid=2', 'companyid'],
    ["/api/markets/company-feed?companyid=1'%20or%201=1", 'companyid'],
    ['/api/markets/gainers-losers?exchange=lse', 'exchange'],
    ['/api/markets/gainers-losers?pagesize=500', 'pagesize'],
    ['/api/markets/gainers-losers?duration=1Y', 'duration'],
  ])('refuses %s naming %s', async (path, param) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect((await response.json()).error.param).toBe(param);
  });

  it('knows only its own calls and only GET', async () => {
    expect((await get('/api/markets/constructor')).status).toBe(404);
    expect((await get('/api/markets/__proto__')).status).toBe(404);
    const post = await fetch(`${siteUrl}/api/markets/company-feed?companyid=13001`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('answers 502 in words, and logs, when the backend refuses', async () => {
    const response = await get('/api/markets/company-feed?companyid=99');
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe('Market data is unavailable just now.');
    expect(logged.at(-1)).toMatch(/company-feed failed: content backend answered 404/);
  });

  it('AB-12 most-searched: the list (15 by default), pagesize checked', async () => {
    const answer = await (await get('/api/markets/most-searched')).json();
    expect(answer.searchresult).toHaveLength(15);
    expect(answer.pagesummary.marketstatus).toBe('OPEN');
    const refused = await get('/api/markets/most-searched?pagesize=41');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.param).toBe('pagesize');
  });

  it('AB-12 crypto-movers: rising coins as gainers, falling as losers, at most 6 by default', async () => {
    const answer = await (await get('/api/markets/crypto-movers')).json();
    expect(answer.gainers.length).toBeLessThanOrEqual(6);
    expect(answer.losers.length).toBeLessThanOrEqual(6);
    expect(answer.gainers.length + answer.losers.length).toBeGreaterThan(0);
    for (const coin of answer.gainers) expect(coin.percentChange).toBeGreaterThan(0);
    for (const coin of answer.losers) expect(coin.percentChange).toBeLessThan(0);
    const refused = await get('/api/markets/crypto-movers?pagesize=abc');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.param).toBe('pagesize');
  });

  it('AB-20 crypto-marketcap: the crypto table’s top coins by market cap, 5 at most', async () => {
    const coins = await (await get('/api/markets/crypto-marketcap')).json();
    expect(coins).toHaveLength(5);
    const caps = coins.map((coin: { marketCap: number }) => coin.marketCap);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    expect(await (await get('/api/markets/crypto-marketcap?pagesize=2')).json()).toHaveLength(2);
    for (const bad of ['0', '6', 'abc']) {
      const refused = await get(`/api/markets/crypto-marketcap?pagesize=${bad}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.param).toBe('pagesize');
    }
  });
});
