import type { LayoutContext } from '@newsroom/composer';
import { stockWidgetContract } from '@newsroom/contracts/widgets/stock-widget';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../apps/content-api/src/seed/landmarks.ts';
// The reference backend itself, in this process: the widget loads what a page would.
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { articleModel } from '../apps/site/src/article/articleModel.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import type { Article } from '../apps/site/src/content/schemas.ts';
import type { StockWidgetData } from '../apps/site/src/widgets/stock-widget/StockWidgetView.tsx';
import {
  stockWidget,
  stockWidgetCompanies,
  subscribeHrefFor,
} from '../apps/site/src/widgets/stock-widget/stockWidget.tsx';
import type { WidgetContext } from '../apps/site/src/widgets/types.ts';

/** A Thursday at 11:42 IST: the market is open. */
const openTime = Date.parse('2026-11-19T11:42:30+05:30');

let api: TestApi;
let content: ContentClient;
let article: Article;
const sent: { url: string; authorization: string | null }[] = [];

beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => openTime });
  content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 30,
    articleCacheSeconds: 0,
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return fetch(input, init);
    }) as typeof fetch,
  });
  article = (await content.stories.article(String(seedLandmarks.stockWidget))) as Article;
});
afterAll(() => api.close());

const props = stockWidgetContract.props.parse({});

function contextFor(
  tier: LayoutContext['reader']['tier'],
  sessionToken: string | null = null,
  query: Record<string, string> = {},
): WidgetContext {
  return {
    content,
    article,
    sessionToken,
    page: {
      page: {
        kind: 'article',
        type: 'articleshow',
        hour: 11,
        weekday: 4,
        paywall: 'none',
        path: article.url,
      },
      reader: { tier, trialEligible: false, geo: 'IN', device: 'desktop' },
      article: articleModel(article).facts,
      site: { liveTvStatus: '', liveTvSlot: '' },
      url: { query },
    },
  };
}

const tokenOf = async (who: 'prime' | 'reader') =>
  ((await api.signIn(who)).authorization ?? '').replace('Bearer ', '');
const html = (data: StockWidgetData | null) =>
  renderToStaticMarkup(<stockWidget.View props={props} data={data} />);
const feedCalls = () => sent.filter((call) => call.url.includes('stock_company_feed'));

describe('AB-04 stock widget: data', () => {
  it('offers the story’s tagged companies, each by its short name, and counts them for layouts', () => {
    expect(article.taggedcomp).toHaveLength(4);
    expect(articleModel(article).facts.taggedCompanies).toBe(4);
    expect(stockWidgetCompanies(article, 10)).toEqual(
      article.taggedcomp.map((company) => ({ id: company.companyid, name: company.companyshortname })),
    );
    expect(stockWidgetCompanies(article, 3)).toHaveLength(3);
    expect(stockWidgetCompanies(undefined, 10)).toEqual([]);
  });

  it('loads the first company’s feed, shared and locked for a reader who is not Prime', async () => {
    sent.length = 0;
    const data = (await stockWidget.load(contextFor('anonymous'), props)) as StockWidgetData;
    expect(data.feed.companyid).toBe(article.taggedcomp[0]?.companyid);
    expect(data.feed.primeuser).toBe(0);
    expect(data.subscribeHref).toBe(`/prime?return=${encodeURIComponent(article.url)}`);
    expect(feedCalls()).toEqual([
      expect.objectContaining({ url: expect.stringContaining('primeuser=0'), authorization: null }),
    ]);
  });

  it('never sends a signed-in reader’s session who is not Prime', async () => {
    sent.length = 0;
    const token = await tokenOf('reader');
    const data = (await stockWidget.load(contextFor('loggedIn', token), props)) as StockWidgetData;
    expect(data.feed.primeuser).toBe(0);
    expect(feedCalls().every((call) => call.authorization === null)).toBe(true);
  });

  it('asks with a Prime reader’s own session: the score and the cards unlocked', async () => {
    sent.length = 0;
    const token = await tokenOf('prime');
    const data = (await stockWidget.load(contextFor('prime', token), props)) as StockWidgetData;
    expect(data.feed.primeuser).toBe(1);
    expect(feedCalls()).toEqual([
      expect.objectContaining({
        url: expect.stringContaining('primeuser=1'),
        authorization: `Bearer ${token}`,
      }),
    ]);
  });

  it('a page laid out as Prime for a session that is not (the editors’ preview) stays locked', async () => {
    const token = await tokenOf('reader');
    const data = (await stockWidget.load(contextFor('prime', token), props)) as StockWidgetData;
    expect(data.feed.primeuser).toBe(0);
    expect(html(data)).toContain('Ledger Prime Only');
  });

  it('a story without companies: nothing', async () => {
    const ctx = { ...contextFor('anonymous'), article: { ...article, taggedcomp: [] } };
    expect(await stockWidget.load(ctx, props)).toBeNull();
    expect(html(null)).toBe('');
  });

  it('takes its settings bounded, and wakes when visible', () => {
    expect(props).toEqual({ title: 'Stocks in this story', count: 10 });
    for (const bad of [{ count: 0 }, { count: 11 }, { title: '' }, { title: 'x'.repeat(61) }, { extra: 1 }]) {
      expect(stockWidgetContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(stockWidgetContract.hydrate).toBe('visible');
  });

  it('comes back to a story only by a site path', () => {
    expect(subscribeHrefFor({ ...article, url: 'javascript:alert(1)' })).toBe('/prime');
    expect(subscribeHrefFor({ ...article, url: 'https://evil.example/x' })).toBe('/prime');
    expect(subscribeHrefFor(undefined)).toBe('/prime');
  });
});

describe('AB-04 stock widget: server HTML (reads without JavaScript)', () => {
  it('for a reader who is not Prime: tabs, More, both exchanges, the lock and SUBSCRIBE NOW', async () => {
    const data = (await stockWidget.load(contextFor('anonymous'), props)) as StockWidgetData;
    const out = html(data);
    const [first, second, third] = data.companies;
    expect(out).toMatch(/<section [^>]*aria-label="Stocks in this story"[^>]*data-state="loaded"/);
    expect(out).toContain('data-exchange="nse"');
    expect(out).toContain(`data-market="${data.feed.marketstatus}"`);
    expect(out).toMatch(new RegExp(`role="tab"[^>]*aria-selected="true"[^>]*>${first?.name}<`));
    expect(out).toMatch(new RegExp(`role="tab"[^>]*aria-selected="false"[^>]*>${second?.name}<`));
    // The rest are in More, closed: not in the page until it opens.
    expect(out).toMatch(/<a [^>]*aria-expanded="false"[^>]*role="button">More<\/a>/);
    expect(out).not.toContain(`>${third?.name}<`);
    // Both exchanges' quotes are in the HTML; BSE is hidden until chosen.
    expect(out).toContain(`NSE: ${data.feed.nse.symbol}`);
    expect(out).toContain(`BSE: ${data.feed.bse.symbol}`);
    expect(out).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>.*BSE: /s);
    // The chart at the spec's height, from the site's own origin, sized so nothing shifts.
    expect(out).toMatch(
      /<img src="\/renderchart\.cms\?type=stock&amp;symbol=[A-Z0-9]+&amp;exchange=nse&amp;height=110&amp;width=600&amp;whitebg=1&amp;v=[^"]+" width="600" height="110"/,
    );
    if (data.feed.showsr === 'true') {
      expect(out).toContain('Ledger Prime Only');
      expect(out).toContain(`href="${data.subscribeHref.replace(/&/g, '&amp;')}">SUBSCRIBE NOW</a>`);
    }
    // The company page, by the feed's own address.
    expect(out).toContain(`href="${data.feed.surl}"`);
  });

  it('no locked value reaches a page for readers who are not Prime', async () => {
    const token = await tokenOf('prime');
    const prime = (await stockWidget.load(contextFor('prime', token), props)) as StockWidgetData;
    const anonymous = (await stockWidget.load(contextFor('anonymous'), props)) as StockWidgetData;
    const reco = prime.feed.widget.find((item) => item.type === 'reco');
    const values = reco && 'list' in reco ? reco.list.map((line) => line.value).filter(Boolean) : [];
    expect(values.length).toBeGreaterThan(0);
    const out = html(anonymous);
    for (const value of values) expect(out).not.toContain(`>${value}<`);
    expect(JSON.stringify(anonymous)).not.toContain(values[0]);
  });

  it('for a Prime reader: the score or NR, the cards’ values, no SUBSCRIBE NOW', async () => {
    const token = await tokenOf('prime');
    const data = (await stockWidget.load(contextFor('prime', token), props)) as StockWidgetData;
    const out = html(data);
    expect(out).toMatch(/data-state="(scored|unrated)"/);
    expect(out).toContain(data.feed.stockscore === '' ? '>NR<' : `>${data.feed.stockscore}<`);
    expect(out).not.toContain('Ledger Prime Only');
    expect(out).not.toContain('SUBSCRIBE NOW');
  });
});

describe('AB-04, issue 27 stock widget: every choice is a link the server answers', () => {
  const link = (out: string, name: string) =>
    new RegExp(`<a [^>]*>${name}</a>`).exec(out)?.[0].replaceAll('&amp;', '&') ?? '';
  const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)?.[1];

  it('the companies, the exchanges and More lead to the story with that choice, landing on the widget', async () => {
    const data = (await stockWidget.load(contextFor('anonymous'), props)) as StockWidgetData;
    const out = html(data);
    const anchor = `#stock-widget-${article.msid}`;
    const [first, second] = data.companies;
    expect(out).toContain(`id="stock-widget-${article.msid}"`);
    expect(hrefOf(link(out, first!.name))).toBe(`${article.url}${anchor}`);
    expect(hrefOf(link(out, second!.name))).toBe(`${article.url}?company=2${anchor}`);
    expect(hrefOf(link(out, 'BSE'))).toBe(`${article.url}?exchange=bse${anchor}`);
    expect(hrefOf(link(out, 'More'))).toBe(`${article.url}?more=open${anchor}`);
    expect(link(out, second!.name)).toContain('role="tab"');
  });

  it('?company=3&exchange=bse&more=open: that company’s feed asked and shown on BSE, More open with links', async () => {
    sent.length = 0;
    const query = { company: '3', exchange: 'bse', more: 'open' };
    const data = (await stockWidget.load(contextFor('anonymous', null, query), props)) as StockWidgetData;
    const third = data.companies[2]!;
    expect(feedCalls()).toEqual([
      expect.objectContaining({ url: expect.stringContaining(`companyid=${third.id}`) }),
    ]);
    expect(data.feed.companyid).toBe(third.id);
    const out = html(data);
    expect(out).toContain('data-exchange="bse"');
    expect(out).toContain('data-more="open"');
    expect(link(out, 'BSE')).toContain('aria-selected="true"');
    expect(out).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>.*NSE: /s);
    // Third is in More: its item pressed, More marked; the others link on keeping BSE.
    expect(link(out, third.name)).toMatch(/aria-pressed="true"/);
    const fourth = data.companies[3]!;
    expect(hrefOf(link(out, fourth.name))).toBe(
      `${article.url}?company=4&exchange=bse#stock-widget-${article.msid}`,
    );
    expect(hrefOf(link(out, 'More'))).toBe(
      `${article.url}?company=3&exchange=bse#stock-widget-${article.msid}`,
    );
    // The island opens as the page shows it.
    const islandProps = JSON.stringify(data);
    expect(islandProps).toContain(`"selected":"${third.id}"`);
  });

  it('a place past the story’s companies is the first company; More only where there is a More', async () => {
    const data = (await stockWidget.load(
      contextFor('anonymous', null, { company: '9', more: 'open' }),
      stockWidgetContract.props.parse({ count: 2 }),
    )) as StockWidgetData;
    expect(data.selected).toBe(data.companies[0]?.id);
    expect(data.feed.companyid).toBe(data.companies[0]?.id);
    expect(data.moreOpen).toBe(false);
  });
});
