import { marketsWidgetContract } from '@newsroom/contracts/widgets/markets-widget';
import { topNewsContract } from '@newsroom/contracts/widgets/top-news';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import { MarketUnavailable } from '../../content/markets/client.ts';
import type { MarketIndices } from '../../content/markets/schemas.ts';
import type { StoryItem } from '../../content/schemas.ts';
import { type TopNewsData, topNews } from '../top-news/topNews.tsx';
import type { WidgetContext } from '../types.ts';
import { toMarketsWidgetData } from './MarketsWidgetView.tsx';
import { marketsWidget } from './marketsWidget.tsx';

// HM-02 / HM-03 markets widget, and its place after the 5th top story.

const indices: MarketIndices = {
  marketstatus: 'OPEN',
  updatedDateTime: '2026-11-19T11:42:00+05:30',
  indices: [
    {
      indexId: 'nifty-50',
      name: 'Nifty 50',
      exchange: 'NSE',
      current: 24330.48,
      previousClose: 24315.51,
      absoluteChange: 14.97,
      percentChange: 0.06,
      updatedDateTime: '2026-11-19T11:42:00+05:30',
    },
    {
      indexId: 'sensex',
      name: 'Sensex',
      exchange: 'BSE',
      current: 79226.8,
      previousClose: 79293.29,
      absoluteChange: -66.49,
      percentChange: -0.08,
      updatedDateTime: '2026-11-19T11:42:00+05:30',
    },
  ],
};
const props = marketsWidgetContract.props.parse({});
const html = (data: MarketIndices) =>
  renderToStaticMarkup(<marketsWidget.View props={props} data={toMarketsWidgetData(data)} />);

describe('HM-02 markets widget', () => {
  it('shows each index with its level and signed change, and that the market is open', () => {
    const out = html(indices);
    expect(out).toContain('data-state="held"');
    expect(out).toMatch(/<h2 class="widget__title"><a href="\/markets">Markets<\/a><\/h2>/);
    expect(out).toContain('data-status="open"');
    expect(out).toContain('Market open');
    expect(out).toContain('11:42 IST, 19 Nov');
    expect(out).toContain('Nifty 50');
    expect(out).toContain('24,330.48');
    expect(out).toMatch(/data-direction="up".*\+14\.97 \(\+0\.06%\)/);
    expect(out).toContain('79,226.80');
    expect(out).toMatch(/data-direction="down".*−66\.49 \(−0\.08%\)/);
  });

  it('says when the market is closed, and shows nothing without indices', () => {
    expect(html({ ...indices, marketstatus: 'CLOSED' })).toContain('Market closed');
    expect(html({ ...indices, indices: [] })).toBe('');
  });

  it('keeps only what it shows in the island’s props', () => {
    const [nifty] = toMarketsWidgetData(indices).indices;
    expect(Object.keys(nifty ?? {}).sort()).toEqual([
      'absoluteChange',
      'current',
      'indexId',
      'name',
      'percentChange',
    ]);
  });

  it('wakes on the first scroll (to refresh; React stays off the home page until then), and refuses a heading link off the site', () => {
    expect(marketsWidgetContract.hydrate).toBe('scroll');
    for (const bad of [
      { href: 'javascript:alert(1)' },
      { href: 'https://evil.example/' },
      { href: '//evil.example' },
      { title: '' },
      { x: 1 },
    ]) {
      expect(marketsWidgetContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

/** Issue 27: the page opened on Top News. */
const TOP_TAB = { tab: 'top', links: { path: '/', anchor: 'top-news' }, latest: null } as const;

describe('HM-02 top news with the markets widget after the 5th story', () => {
  const stories: StoryItem[] = Array.from({ length: 8 }, (_, i) => ({
    msid: String(100 + i),
    title: `Story ${i + 1}`,
    url: `/news/s/articleshow/${100 + i}.cms`,
  }));
  const view = (data: TopNewsData, marketsAfter = 5) =>
    renderToStaticMarkup(<topNews.View props={topNewsContract.props.parse({ marketsAfter })} data={data} />);

  it('the headline is the 1st story; the widget (an island, woken by the first scroll) comes after the 5th', () => {
    const out = view({ stories, markets: toMarketsWidgetData(indices), ...TOP_TAB });
    const island = out.indexOf('data-island="markets-widget"');
    expect(island).toBeGreaterThan(out.indexOf('Story 5<'));
    expect(island).toBeLessThan(out.indexOf('Story 6<'));
    expect(out).toContain('data-hydrate="scroll"');
  });

  it('without the indices the stories show as one list, and nothing is left out', () => {
    const out = view({ stories, markets: null, ...TOP_TAB });
    expect(out).not.toContain('markets-widget');
    expect(out.match(/<li>/g)).toHaveLength(7);
  });

  it('asks for the indices only when it places the widget; a failure is logged, not the stories’ failure', async () => {
    const log = vi.fn();
    const content = {
      stories: { list: vi.fn(async () => stories) },
      markets: {
        indices: vi.fn(async () => Promise.reject(new MarketUnavailable('502 for /markets/indices'))),
      },
    };
    const page = { page: { path: '/' }, url: { query: {} } };
    const ctx = { content: content as unknown as ContentClient, page, log } as unknown as WidgetContext;
    const data = (await topNews.load(ctx, topNewsContract.props.parse({}))) as TopNewsData;
    expect(data.stories).toHaveLength(8);
    expect(data.markets).toBeNull();
    expect(log).toHaveBeenCalledWith('widget top-news: markets widget left out: 502 for /markets/indices');
    content.markets.indices.mockClear();
    await topNews.load(ctx, topNewsContract.props.parse({ marketsAfter: 0 }));
    expect(content.markets.indices).not.toHaveBeenCalled();
  });
});
