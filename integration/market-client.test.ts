import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The reference backend itself, in this process: the site's schemas are held to its real answers.
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import { MarketUnavailable } from '../apps/site/src/content/markets/client.ts';

const ist = (text: string) => Date.parse(`${text}+05:30`);
/** A Thursday at 11:42 IST: the market is open. */
const openTime = ist('2026-11-19T11:42:30');

let api: TestApi;
let content: ContentClient;
const calls: string[] = [];

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => openTime });
  content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 60,
    articleCacheSeconds: 0,
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      calls.push(String(input));
      return fetch(input, init);
    }) as typeof fetch,
  });
});
afterAll(() => api.close());

describe('the site reads every market answer of the reference backend (AB-04, AB-12, AB-20, HM-04)', () => {
  it('AB-04 company feed: locked for everyone but a Prime session', async () => {
    const open = await content.markets.companyFeed('13001');
    expect(open.marketstatus).toBe('OPEN');
    expect(open.nse.symbol).toBe('AADHBANK');
    const prime = await api.signIn('prime');
    const token = prime.authorization?.replace('Bearer ', '') ?? '';
    const unlocked = await content.markets.companyFeed('13001', { primeToken: token });
    expect(unlocked.primeuser).toBe(1);
    const score = unlocked.widget.find((item) => item.type === 'score');
    expect(score && 'locked' in score && score.locked).toBe(false);
    const locked = open.widget.find((item) => item.type === 'score');
    expect(locked && 'locked' in locked && locked.locked).toBe(true);
  });

  it('AB-12 gainers and losers, with the duration the backend measured', async () => {
    const gainers = await content.markets.gainersLosers({ exchange: 'nse', losers: false, pagesize: 4 });
    const losers = await content.markets.gainersLosers({ exchange: 'bse', losers: true, pagesize: 4 });
    expect(gainers.searchresult).toHaveLength(4);
    expect(gainers.pagesummary.duration).toBe('1d');
    expect(losers.pagesummary.exchange).toBe('BSE');
    expect(losers.searchresult[0]!.percentChange).toBeLessThanOrEqual(losers.searchresult[3]!.percentChange);
    const weekly = await content.markets.gainersLosers({
      exchange: 'nse',
      losers: false,
      pagesize: 4,
      duration: '1W',
    });
    expect(weekly.pagesummary.duration).toBe('1w');
  });

  it('every other call parses', async () => {
    const markets = content.markets;
    expect((await markets.topGainers('nse', 5)).searchresult).toHaveLength(5);
    expect((await markets.mostSearched(15)).searchresult).toHaveLength(15);
    const radar = await markets.upsideRadar();
    expect(radar.length).toBeGreaterThan(0);
    expect(radar.every((collection) => collection.listScreenerMaster.length <= 2)).toBe(true);
    const screenerId = radar[0]!.listScreenerMaster[0]!.screenerId;
    expect((await markets.screener(screenerId, { pageno: 1, pagesize: 5 })).dataList).toHaveLength(5);
    expect(await markets.cryptoStats('marketcap', 5)).toHaveLength(5);
    expect((await markets.cryptoEditorsPick()).length).toBeGreaterThan(0);
    expect((await markets.cryptoMetrics(['BTC', 'ETH'])).map((coin) => coin.symbol)).toEqual(['BTC', 'ETH']);
    expect((await markets.goldCities()).data.length).toBeGreaterThan(4);
    expect((await markets.commodity('GOLD', 7)).prices).toHaveLength(7);
    expect((await markets.fundScreener({ pagesize: 11 })).searchresult).toHaveLength(11);
    expect(await markets.topFunds(4)).toHaveLength(4);
    expect((await markets.stockOfTheDay()).stock.companyId).toMatch(/^\d+$/);
    expect((await markets.stockReportsPlus(3)).searchresult).toHaveLength(3);
    expect((await markets.status()).marketstatus).toBe('OPEN');
    const indices = await markets.indices();
    expect(indices.marketstatus).toBe('OPEN');
    expect(indices.indices.map((index) => index.name).slice(0, 2)).toEqual(['Nifty 50', 'Sensex']);
    const moguls = await markets.moguls(3);
    expect(moguls).toHaveLength(3);
    expect(moguls[0]!.authors[0]!.designation).not.toBe('');
    const [top] = await markets.topFunds(1);
    expect((await markets.fundScheme(top!.schemeId))?.schemeId).toBe(top!.schemeId);
  });

  it('HM-04 stock reports: target and score only with a Prime reader’s session, never kept', async () => {
    const open = await content.markets.stockReportsPlus(3);
    expect(open.primeuser).toBe(0);
    const prime = await api.signIn('prime');
    const token = prime.authorization?.replace('Bearer ', '') ?? '';
    calls.length = 0;
    const unlocked = await content.markets.stockReportsPlus(3, { primeToken: token });
    await content.markets.stockReportsPlus(3, { primeToken: token });
    expect(unlocked.primeuser).toBe(1);
    expect(unlocked.searchresult[0]!.data.find((pair) => pair.keyId === 'sr_targetPrice')?.value).not.toBe(
      '',
    );
    expect(calls.filter((url) => url.includes('/markets/stockreportsplus'))).toHaveLength(2);
  });

  it('a scheme the backend does not know is null (a missing page), not a failure', async () => {
    expect(await content.markets.fundScheme('99')).toBeNull();
  });

  it('AB-20 getdetails: the crypto teaser’s document', async () => {
    const details = await content.stories.details('2147040');
    expect(details.title).toBe('Crypto: did you know?');
    expect(String(details.metainfo.DidYouKnow?.value)).toContain('satoshi');
  });

  it('keeps a shared answer (one backend call for two readers), never a Prime reader’s feed', async () => {
    calls.length = 0;
    await content.markets.mostSearched(7);
    await content.markets.mostSearched(7);
    expect(calls.filter((url) => url.includes('/markets/most-searched'))).toHaveLength(1);
    const prime = await api.signIn('prime');
    const token = prime.authorization?.replace('Bearer ', '') ?? '';
    await content.markets.companyFeed('13012', { primeToken: token });
    await content.markets.companyFeed('13012', { primeToken: token });
    expect(calls.filter((url) => url.includes('companyid=13012'))).toHaveLength(2);
  });

  it('turns a refusal into the widget’s failure, naming the call', async () => {
    await expect(content.markets.companyFeed('99')).rejects.toThrow(MarketUnavailable);
    await expect(content.markets.companyFeed('99')).rejects.toThrow(/404 for \/feed\/stock_company_feed.cms/);
  });
});
