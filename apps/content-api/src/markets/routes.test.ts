import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseQuery } from '../http/query.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { idList } from './params.ts';
import { forgetCompanyDirectory } from './store.ts';
import { ist, type OpenedStore, storeEngines } from './test-engines.ts';

// Every market call on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set, at fixed clocks.

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in each case
type Answer = any;

/** A Thursday, mid-session. */
const openTime = ist('2026-11-19T11:42:30');

/** Tags open and close in order, attributes quoted, entities known: enough to catch broken escaping. */
function expectWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  const tokens = body.match(/<[^>]*>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
      expect(tag, token).not.toBeNull();
      const [, closing, name, , selfClosing] = tag as RegExpExecArray;
      if (closing) expect(stack.pop(), token).toBe(name);
      else if (!selfClosing) stack.push(name as string);
    } else {
      expect(token.replace(/&(amp|lt|gt|quot|apos);/g, ''), token).not.toMatch(/[&<>]/);
    }
  }
  expect(stack).toEqual([]);
}

describe.each(storeEngines)('market calls on $engine (AB-04, AB-12, AB-20, HM-03, HM-04)', ({ open }) => {
  let opened: OpenedStore;
  let api: TestApi;
  let clock = openTime;
  beforeAll(async () => {
    opened = await open();
    api = await startTestApi(opened.store, { now: () => clock, closeStore: false });
  });
  afterAll(async () => {
    await api?.close();
    await opened?.drop();
  });
  const json = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.get(path, headers);
    const body = (await response.json()) as Answer;
    expect(response.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    return body;
  };
  const expect400 = async (path: string, param: string) => {
    const error = await api.getError(path, 400);
    expect(error.param, path).toBe(param);
  };

  describe('stock company feed', () => {
    const feed = (id: number, prime: '0' | '1', headers: Record<string, string> = {}) =>
      json(`/feed/stock_company_feed.cms?companyid=${id}&feedtype=json&primeuser=${prime}`, headers);

    it('AB-04 answers NSE and BSE quotes, showsr as a string, the report links and the widgets', async () => {
      clock = openTime;
      const body = await feed(13_001, '0');
      expect(body).toMatchObject({
        companyid: '13001',
        marketstatus: 'OPEN',
        showsr: expect.stringMatching(/^(true|false)$/),
        srurl: '/markets/benefits/stockreportsplus',
        surl: `/${body.seoname}/stocks/companyid-13001.cms`,
      });
      for (const exchange of ['nse', 'bse'] as const) {
        expect(body[exchange]).toMatchObject({
          ltp: expect.any(Number),
          change: expect.any(Number),
          pchange: expect.any(Number),
          color: body[exchange].change >= 0 ? 'up' : 'down',
          updatetime: '2026-11-19T11:42:00+05:30',
        });
      }
      expect(body.nse.symbol).toMatch(/^[A-Z0-9]+$/);
      expect(body.bse.symbol).toMatch(/^\d{6}$/);
      expect(body.widget.map((item: { type: string }) => item.type)).toContain('metrics');
    });

    it('AB-04 locks score and reco for anyone without a Prime session, also when primeuser=1 is asked', async () => {
      const { id } = (await opened.store.db
        .selectFrom('market_companies')
        .select('id')
        .where('report_score', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()) as { id: number };
      for (const headers of [{}, await api.signIn('reader'), await api.signIn('expired')]) {
        const body = await feed(Number(id), '1', headers);
        expect(body.primeuser).toBe(0);
        expect(body.showsr).toBe('true');
        expect(body.stockscore).toBe('');
        const locked = body.widget.filter(
          (item: { type: string }) => item.type === 'score' || item.type === 'reco',
        );
        expect(locked).toHaveLength(2);
        for (const item of locked) {
          expect(item.locked).toBe(true);
          for (const line of item.list) expect(line.value).toBe('');
        }
      }
      const prime = await api.signIn('prime');
      const response = await api.get(
        `/feed/stock_company_feed.cms?companyid=${id}&feedtype=json&primeuser=1`,
        prime,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = (await response.json()) as Answer;
      expect(body.primeuser).toBe(1);
      expect(body.stockscore).toMatch(/^([1-9]|10)$/);
      const reco = body.widget.find((item: { type: string }) => item.type === 'reco');
      expect(reco.list.map((line: { title: string }) => line.title)).toEqual([
        'Recommendation',
        'Target Price',
        'Expected Returns',
      ]);
      for (const line of reco.list) expect(line.value).not.toBe('');
      // A Prime reader asking primeuser=0 gets the locked answer.
      expect((await feed(Number(id), '0', prime)).primeuser).toBe(0);
    });

    it('AB-04 says showsr "false" for a company no stock report covers', async () => {
      const { id } = (await opened.store.db
        .selectFrom('market_companies')
        .select('id')
        .where('report_reco', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()) as { id: number };
      const body = await feed(Number(id), '0');
      expect(body.showsr).toBe('false');
      expect(body.widget.some((item: { type: string }) => item.type === 'score')).toBe(false);
    });

    it('AB-04 refuses bad company ids with a 400 naming companyid, and unknown ones with a 404', async () => {
      for (const bad of ['abc', '0', '99999999999', '1%20OR%201%3D1', "1'--", '-5', '']) {
        await expect400(`/feed/stock_company_feed.cms?companyid=${bad}&feedtype=json`, 'companyid');
      }
      await expect400('/feed/stock_company_feed.cms?feedtype=json', 'companyid');
      await expect400('/feed/stock_company_feed.cms?companyid=13001&primeuser=2', 'primeuser');
      await expect400('/feed/stock_company_feed.cms?companyid=13001&feedtype=xml', 'feedtype');
      expect((await api.getError('/feed/stock_company_feed.cms?companyid=2147483647', 404)).param).toBe(
        'companyid',
      );
    });
  });

  describe('gainers and losers', () => {
    it('AB-12 answers 4 gainers, biggest rise first, with pagesummary.duration 1d', async () => {
      clock = openTime;
      const body = await json('/markets/gainers-losers?pagesize=4&exchange=nse');
      expect(body.pagesummary).toMatchObject({ duration: '1d', exchange: 'NSE', marketstatus: 'OPEN' });
      expect(body.searchresult).toHaveLength(4);
      const changes = body.searchresult.map((row: { percentChange: number }) => row.percentChange);
      expect([...changes].sort((a, b) => b - a)).toEqual(changes);
      for (const row of body.searchresult) {
        expect(row.percentChange).toBeGreaterThan(0);
        expect(row).toMatchObject({
          companyId: expect.stringMatching(/^\d+$/),
          companyName2: expect.any(String),
          companyShortName: expect.any(String),
          seoName: expect.any(String),
          current: expect.any(Number),
          absoluteChange: expect.any(Number),
        });
      }
    });

    it('AB-12 answers losers for sortorder=asc, on BSE, and a weekly change for duration=1W', async () => {
      const losers = await json('/markets/gainers-losers?pagesize=4&exchange=bse&sortorder=asc&duration=1W');
      expect(losers.pagesummary).toMatchObject({ duration: '1w', exchange: 'BSE', sortorder: 'asc' });
      const changes = losers.searchresult.map((row: { percentChange: number }) => row.percentChange);
      expect([...changes].sort((a, b) => a - b)).toEqual(changes);
      for (const row of losers.searchresult) {
        expect(row.percentChange).toBeLessThan(0);
        expect(row.symbol).toMatch(/^\d{6}$/);
      }
      const top = await json('/markets/top-gainers?pagesize=5');
      expect(top.searchresult).toHaveLength(5);
    });

    it('AB-12 refuses bad exchange, pagesize, sortorder and duration with a 400 naming each', async () => {
      await expect400('/markets/gainers-losers?exchange=nyse', 'exchange');
      await expect400('/markets/gainers-losers?pagesize=0', 'pagesize');
      await expect400('/markets/gainers-losers?pagesize=51', 'pagesize');
      await expect400('/markets/gainers-losers?pagesize=4;DROP%20TABLE', 'pagesize');
      await expect400('/markets/gainers-losers?sortorder=random', 'sortorder');
      await expect400('/markets/gainers-losers?duration=10Y', 'duration');
      await expect400('/markets/gainers-losers?exchange=nse&exchange=bse', 'exchange');
    });

    it('AB-12 holds the last close when the market is shut: Saturday answers Friday’s close', async () => {
      clock = ist('2026-11-20T16:05:00');
      const friday = await json('/markets/gainers-losers?pagesize=10');
      clock = ist('2026-11-21T11:00:00');
      const saturday = await json('/markets/gainers-losers?pagesize=10');
      expect(saturday.pagesummary.marketstatus).toBe('CLOSED');
      expect(saturday).toEqual(friday);
      expect(saturday.pagesummary.updatedDateTime).toBe('2026-11-20T15:30:00+05:30');
      clock = openTime;
    });

    it('AB-12 gives any instance the same answer at the same moment', async () => {
      const other = await startTestApi(undefined, { now: () => openTime });
      try {
        const path = '/markets/gainers-losers?pagesize=20&exchange=bse';
        expect(await (await other.get(path)).json()).toEqual(await json(path));
      } finally {
        await other.close();
      }
    });
  });

  describe('market stocks (XML)', () => {
    it('answers the companies asked for, in their order, as well-formed XML', async () => {
      const response = await api.get('/markets/stocks?companies=13012,13001,13012,999999');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const xml = await response.text();
      expectWellFormed(xml);
      expect([...xml.matchAll(/<companyid>(\d+)<\/companyid>/g)].map((m) => m[1])).toEqual([
        '13012',
        '13001',
      ]);
      expect(xml).toMatch(/<current>\d+\.\d{2}<\/current>/);
    });

    it('escapes every text: a company named with markup stays text', async () => {
      const db = opened.store.db;
      const before = await db
        .selectFrom('market_companies')
        .select(['name', 'short_name'])
        .where('id', '=', 13_001)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('market_companies')
        .set({ name: `<script>alert("x")</script> & Sons' \u0001Ltd`, short_name: 'A<B & "C"' })
        .where('id', '=', 13_001)
        .execute();
      forgetCompanyDirectory(db);
      try {
        const xml = await (await api.get('/markets/stocks?companies=13001')).text();
        expectWellFormed(xml);
        expect(xml).not.toContain('<script>');
        expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&apos; Ltd');
        const svg = await (await api.get('/renderchart.cms?type=stock&symbol=AADHBANK&exchange=nse')).text();
        expectWellFormed(svg);
        expect(svg).toContain('<title>A&lt;B &amp; &quot;C&quot; (NSE)</title>');
      } finally {
        await db.updateTable('market_companies').set(before).where('id', '=', 13_001).execute();
        forgetCompanyDirectory(db);
      }
    });

    it('refuses lists that are not 1 to 50 numeric ids', async () => {
      // 10,000 ids do not fit in a request line (over 16 KiB of headers): Node answers 431.
      const many = Array.from({ length: 10_000 }, (_, index) => 13_001 + index).join(',');
      expect((await api.get(`/markets/stocks?companies=${many}`)).status).toBe(431);
      // The parser refuses them too, before splitting the text.
      expect(() =>
        parseQuery(z.object({ companies: idList(50) }), new URLSearchParams({ companies: many })),
      ).toThrow(expect.objectContaining({ status: 400, param: 'companies' }));
      const twoThousand = Array.from({ length: 2_000 }, (_, index) => index + 1).join(',');
      await expect400(`/markets/stocks?companies=${twoThousand}`, 'companies');
      const fiftyOne = Array.from({ length: 51 }, (_, index) => 13_001 + index * 11).join(',');
      await expect400(`/markets/stocks?companies=${fiftyOne}`, 'companies');
      for (const bad of [
        '',
        'abc',
        '13001,,13012',
        '13001;DROP%20TABLE%20market_companies',
        '99999999999',
        '%3Cx%3E',
      ]) {
        await expect400(`/markets/stocks?companies=${bad}`, 'companies');
      }
      await expect400('/markets/stocks', 'companies');
    });
  });

  it('AB-12 most searched: 25 by rank with the spec’s fields', async () => {
    const body = await json('/markets/most-searched');
    expect(body.searchresult).toHaveLength(25);
    expect(body.searchresult[0]).toMatchObject({
      assetShortName: expect.any(String),
      assetSeoName: expect.any(String),
      assetId: expect.stringMatching(/^\d+$/),
      ltp: expect.any(Number),
      netChange: expect.any(Number),
      percentChange: expect.any(Number),
      unixDateTime: ist('2026-11-19T11:42:00'),
    });
    expect((await json('/markets/most-searched?pagesize=5')).searchresult).toHaveLength(5);
    await expect400('/markets/most-searched?pagesize=1000', 'pagesize');
  });

  describe('upside radar and screeners', () => {
    it('AB-12 HM-03 answers collections of type 10 with 2 screeners each', async () => {
      const body = await json('/markets/screener/collections?collectiontypeid=10&screenercount=2&list=false');
      expect(body.collections.length).toBeGreaterThanOrEqual(3);
      for (const collection of body.collections) {
        expect(collection).toMatchObject({
          collectionId: expect.any(String),
          collectionName: expect.any(String),
          collectionSeoName: expect.any(String),
        });
        expect(collection.listScreenerMaster.length).toBeGreaterThan(0);
        expect(collection.listScreenerMaster.length).toBeLessThanOrEqual(2);
        for (const screener of collection.listScreenerMaster) {
          expect(screener).toMatchObject({
            screenerId: expect.stringMatching(/^\d+$/),
            name: expect.any(String),
            seoName: expect.any(String),
            screenerImageUrl: expect.stringMatching(/^http:\/\/pictures\.test\/photos\/\d+\.png$/),
            potentialUpside: expect.any(Number),
            resultsCompanyCount: expect.any(Number),
          });
          expect(screener.companyIds).toBeUndefined();
        }
      }
      const listed = await json(
        '/markets/screener/collections?collectiontypeid=10&screenercount=2&list=true',
      );
      expect(listed.collections[0].listScreenerMaster[0].companyIds.length).toBe(
        listed.collections[0].listScreenerMaster[0].resultsCompanyCount,
      );
      expect((await json('/markets/screener/collections?collectiontypeid=999')).collections).toEqual([]);
      await expect400('/markets/screener/collections?screenercount=2', 'collectiontypeid');
      await expect400('/markets/screener/collections?collectiontypeid=10&list=maybe', 'list');
      await expect400('/markets/screener/collections?collectiontypeid=10&screenercount=11', 'screenercount');
    });

    const postScreener = (body: unknown, contentType = 'application/json') =>
      fetch(`${api.baseUrl}/markets/screener`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('HM-03 POST screener by id answers its companies a page at a time', async () => {
      const first = await postScreener({
        deviceId: 'web',
        pageno: 1,
        pagesize: 5,
        screenerId: 30101,
        viewId: 1,
        filterType: '',
        filterValue: [],
      });
      expect(first.status).toBe(200);
      const body = (await first.json()) as Answer;
      expect(body.dataList).toHaveLength(5);
      expect(body.pagesummary).toMatchObject({ pageno: 1, pagesize: 5 });
      expect(body.dataList[0]).toMatchObject({
        companyId: expect.any(String),
        current: expect.any(Number),
        potentialUpside: expect.any(Number),
      });
      const second = (await (
        await postScreener({ pageno: 2, pagesize: 5, screenerId: '30101' })
      ).json()) as Answer;
      expect(second.dataList[0].companyId).not.toBe(body.dataList[0].companyId);
      const banks = (await (
        await postScreener({ screenerId: 30107, filterType: 'sector', filterValue: ['banking'] })
      ).json()) as Answer;
      for (const row of banks.dataList) expect(row.sector).toBe('Banking');
    });

    it('HM-03 refuses bad screener bodies by field, unknown screeners with 404', async () => {
      const cases: [unknown, string][] = [
        [{ screenerId: 'x' }, 'screenerId'],
        [{ screenerId: 99_999_999_999 }, 'screenerId'],
        [{ screenerId: 30101, pagesize: 1000 }, 'pagesize'],
        [{ screenerId: 30101, filterValue: Array.from({ length: 21 }, () => 'IT') }, 'filterValue'],
        [{ screenerId: 30101, filterType: 'drop table' }, 'filterType'],
        [{}, 'screenerId'],
        ['not json', 'body'],
      ];
      for (const [body, param] of cases) {
        const response = await postScreener(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as Answer).error.param).toBe(param);
      }
      expect((await postScreener({ screenerId: 1 })).status).toBe(404);
      expect((await postScreener({ screenerId: 30101 }, 'text/plain')).status).toBe(415);
      expect((await postScreener({ screenerId: 30101, deviceId: 'x'.repeat(10_000) })).status).toBe(413);
    });
  });

  describe('crypto', () => {
    it('AB-20 stats by market cap, gainers and losers, 4 or 5 at a time', async () => {
      const cap = await json('/markets/crypto/cryptocurrencystats?statstype=marketcap&pagesize=5');
      expect(cap.data).toHaveLength(5);
      const caps = cap.data.map((coin: { marketCap: number }) => coin.marketCap);
      expect([...caps].sort((a, b) => b - a)).toEqual(caps);
      expect(cap.data[0]).toMatchObject({
        coinName: expect.any(String),
        symbol: expect.any(String),
        pageUrl: expect.stringMatching(/^\/markets\/cryptocurrency\//),
        price: expect.any(Number),
        percentChange: expect.any(Number),
      });
      const gainers = await json('/markets/crypto/cryptocurrencystats?statstype=gainers&pagesize=4');
      for (const coin of gainers.data) expect(coin.percentChange).toBeGreaterThan(0);
      const losers = await json('/markets/crypto/cryptocurrencystats?statstype=losers&pagesize=4');
      for (const coin of losers.data) expect(coin.percentChange).toBeLessThan(0);
      await expect400('/markets/crypto/cryptocurrencystats?statstype=volume', 'statstype');
      await expect400('/markets/crypto/cryptocurrencystats?statstype=gainers&pagesize=11', 'pagesize');
    });

    it('AB-20 metrics for the ten coins in the order asked, some without a buy link; editors’ pick', async () => {
      const symbols = ['BTC', 'ETH', 'USDT', 'BNB', 'SOL', 'XRP', 'USDC', 'ADA', 'DOGE', 'TRX'];
      const body = await json(`/markets/crypto/cryptocurrencymetrics?symbol=${symbols.join(',')}`);
      expect(body.data.map((coin: { symbol: string }) => coin.symbol)).toEqual(symbols);
      expect(
        body.data.filter((coin: { buyLink: string | null }) => coin.buyLink === null).length,
      ).toBeGreaterThan(0);
      expect((await json('/markets/crypto/editorspick')).data.length).toBeGreaterThan(0);
      await expect400('/markets/crypto/cryptocurrencymetrics?symbol=BTC,NOPE', 'symbol');
      await expect400(
        `/markets/crypto/cryptocurrencymetrics?symbol=${[...symbols, 'BTC2'].join(',')}`,
        'symbol',
      );
      await expect400('/markets/crypto/cryptocurrencymetrics?symbol=%3Cscript%3E', 'symbol');
      await expect400('/markets/crypto/cryptocurrencymetrics', 'symbol');
    });
  });

  it('AB-20 gold by city (22 and 24 carat, 1 g and 8 g) and the commodity with its contract', async () => {
    const cities = await json('/markets/gold/cities');
    expect(cities.data.length).toBe(15);
    for (const city of cities.data) {
      expect(city.spot22c8gPrice).toBe(city.spot22cPrice * 8);
      expect(city.spot24c8gPrice).toBe(city.spot24cPrice * 8);
      expect(city.spot22cPrice).toBeLessThan(city.spot24cPrice);
      expect(city.seoName).toMatch(/^gold-rate-in-[a-z-]+$/);
    }
    const gold = await json('/markets/gold/commodity?symbol=GOLD&days=5');
    expect(gold.prices).toHaveLength(5);
    expect(gold.prices[0]).toMatchObject({
      date: '2026-11-19',
      spotPrice: expect.any(Number),
      futurePrice: expect.any(Number),
    });
    expect(gold.commodityDetail).toEqual({
      spotPricequotationUnit: '10 Grams',
      priceQuotationUnit: '10 Grams',
      location: 'Ahmedabad',
      displayExpiryDate: '05 Dec 2026',
      expiryDate: '2026-12-05',
    });
    await expect400('/markets/gold/commodity?symbol=OIL', 'symbol');
    await expect400('/markets/gold/commodity?days=31', 'days');
    expect((await json('/markets/gold/cities?pagesize=50')).data).toHaveLength(15);
    await expect400('/markets/gold/cities?pagesize=0', 'pagesize');
    await expect400('/markets/gold/cities?pagesize=51', 'pagesize');
  });

  it('HM-04 AB-12 mutual funds: top funds and the screener list, best one-year return first', async () => {
    const top = await json('/markets/mf/topfunds?pagesize=5');
    expect(top.topfunds).toHaveLength(5);
    expect(Object.keys(top.topfunds[0])).toEqual(
      expect.arrayContaining(['schemeId', 'seoName', 'shortName', 'r1Year']),
    );
    const returns = top.topfunds.map((fund: { r1Year: number }) => fund.r1Year);
    expect([...returns].sort((a, b) => b - a)).toEqual(returns);
    const list = await json('/markets/mf/screener');
    expect(list.searchresult).toHaveLength(11);
    const small = await json('/markets/mf/screener?category=small%20cap&pagesize=60');
    expect(small.searchresult.every((fund: { category: string }) => fund.category === 'Small Cap')).toBe(
      true,
    );
    await expect400('/markets/mf/screener?category=%27%20OR%201%3D1', 'category');
    expect((await json('/markets/mf/topfunds?pagesize=20')).topfunds.length).toBeLessThanOrEqual(20);
    await expect400('/markets/mf/topfunds?pagesize=0', 'pagesize');
    await expect400('/markets/mf/topfunds?pagesize=21', 'pagesize');
  });

  it('HM-04 stock of the day holds all day; stock report plus answers 3 rows with expected returns and recommendation', async () => {
    clock = ist('2026-11-19T09:30:00');
    const morning = await json('/markets/stock-of-the-day');
    clock = ist('2026-11-19T15:00:00');
    const afternoon = await json('/markets/stock-of-the-day');
    expect(afternoon.stock.companyId).toBe(morning.stock.companyId);
    const keys = morning.stock.data.map((pair: { keyId: string }) => pair.keyId);
    expect(keys).toEqual(expect.arrayContaining(['sr_targetVsCurrent', 'sr_recText']));
    const plus = await json('/markets/stockreportsplus');
    expect(plus.searchresult).toHaveLength(3);
    for (const item of plus.searchresult) {
      const byKey = Object.fromEntries(
        item.data.map((pair: { keyId: string; value: string }) => [pair.keyId, pair.value]),
      );
      expect(Number(byKey.sr_targetVsCurrent)).toBeGreaterThan(0);
      expect(byKey.sr_recText).toMatch(/Buy/);
    }
    await expect400('/markets/stockreportsplus?pagesize=100', 'pagesize');
    await expect400('/markets/stock-of-the-day?primeuser=2', 'primeuser');
    await expect400('/markets/stock-of-the-day?primeuser=yes', 'primeuser');
    clock = openTime;
  });

  it('AB-04 market status follows the clock', async () => {
    clock = openTime;
    expect((await json('/markets/status')).marketstatus).toBe('OPEN');
    clock = ist('2026-11-22T11:00:00');
    expect((await json('/markets/status')).marketstatus).toBe('CLOSED');
    expect((await json('/feed/stock_company_feed.cms?companyid=13001')).marketstatus).toBe('CLOSED');
    clock = openTime;
  });

  describe('price chart', () => {
    it('AB-04 draws the session so far as an SVG polyline, coloured by the change', async () => {
      clock = openTime;
      const response = await api.get(
        '/renderchart.cms?type=stock&symbol=AADHBANK&exchange=nse&height=110&whitebg=1',
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expectWellFormed(svg);
      expect(svg).toContain('height="110"');
      expect(svg).toContain('fill="#ffffff"');
      const points = /points="([^"]+)"/.exec(svg)?.[1]?.split(' ') ?? [];
      expect(points).toHaveLength(148);
      const feed = await json('/feed/stock_company_feed.cms?companyid=13001');
      expect(svg).toContain(feed.nse.change >= 0 ? '#1a7f37' : '#c62828');
      const year = await (
        await api.get('/renderchart.cms?type=stock&symbol=500002&exchange=bse&period=1y&whitebg=0')
      ).text();
      expect(/points="([^"]+)"/.exec(year)?.[1]?.split(' ')).toHaveLength(250);
      expect(year).not.toContain('<rect');
    });

    it('AB-04 refuses bad chart parameters with a 400 naming each', async () => {
      await expect400('/renderchart.cms?type=stock&symbol=%3Cscript%3E&exchange=nse', 'symbol');
      await expect400('/renderchart.cms?type=stock&symbol=AADHBANK&height=100000', 'height');
      await expect400('/renderchart.cms?type=stock&symbol=AADHBANK&height=-1', 'height');
      await expect400('/renderchart.cms?type=index&symbol=AADHBANK', 'type');
      await expect400('/renderchart.cms?type=stock&symbol=AADHBANK&whitebg=yes', 'whitebg');
      await expect400(`/renderchart.cms?type=stock&symbol=${'A'.repeat(5000)}`, 'symbol');
      expect((await api.getError('/renderchart.cms?type=stock&symbol=NOSUCH', 404)).param).toBe('symbol');
    });
  });
});
