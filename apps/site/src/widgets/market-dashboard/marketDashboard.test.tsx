import { marketDashboardContract } from '@newsroom/contracts/widgets/market-dashboard';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { gainersAnswer, marketContext, row } from '../shared/markets/testMarkets.ts';
import { marketDashboard } from './marketDashboard.tsx';
import { dashboardTabLabel, marketStatsHref, toDashboardAnswer } from './rows.ts';

const rows = [row('1', 9.1), row('2', 8.2), row('3', 7.3), row('4', 6.4), row('5', 5.5)];

describe('AB-12 market dashboard: data', () => {
  it('4 rows of the answer, with its duration and market status', () => {
    const answer = toDashboardAnswer(gainersAnswer('1w', rows), 4);
    expect(answer.rows.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
    expect(answer).toMatchObject({ duration: '1w', open: true });
  });

  it('asks for the layout’s exchange and duration, 4 rows; refuses durations other than 1D and 1W', async () => {
    const gainersLosers = vi.fn(async () => gainersAnswer('1w', rows.slice(0, 4)));
    const props = marketDashboardContract.props.parse({ duration: '1W', exchange: 'bse' });
    const data = await marketDashboard.load(marketContext({ gainersLosers }), props);
    expect(gainersLosers).toHaveBeenCalledWith({
      exchange: 'bse',
      losers: false,
      pagesize: 4,
      duration: '1W',
    });
    expect(data.exchange).toBe('bse');
    expect(marketDashboardContract.props.parse({})).toEqual({
      title: 'Market dashboard',
      exchange: 'nse',
      duration: '1D',
    });
    for (const bad of [{ duration: '1M' }, { duration: '1d' }, { exchange: 'lse' }, { rows: 4 }]) {
      expect(marketDashboardContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the tab labels say Weekly when the reported duration is not 1d; See all leads to market stats', () => {
    expect(dashboardTabLabel('Gainers', '1d')).toBe('Gainers');
    expect(dashboardTabLabel('Gainers', '1w')).toBe('Weekly Gainers');
    expect(marketStatsHref({ list: 'losers', exchange: 'bse', duration: '1w' })).toBe(
      '/stocks/marketstats?type=losers&duration=1W&exchange=bse',
    );
  });
});

describe('AB-12 market dashboard: server HTML', () => {
  const html = (duration: '1d' | '1w') =>
    renderToStaticMarkup(
      <marketDashboard.View
        props={marketDashboardContract.props.parse({ duration: duration === '1d' ? '1D' : '1W' })}
        data={{
          exchange: 'nse',
          list: 'gainers',
          answer: toDashboardAnswer(gainersAnswer(duration, rows), 4),
          links: { path: '/story', anchor: 'market-dashboard-1' },
        }}
      />,
    );

  it('NSE pressed, Gainers selected, 4 rows with links, See all gainers', () => {
    const out = html('1d');
    expect(out).toMatch(/aria-pressed="true"[^>]*>NSE</);
    expect(out).toMatch(/aria-pressed="false"[^>]*>BSE</);
    expect(out).toMatch(/role="tab" aria-selected="true"[^>]*>Gainers</);
    expect(out.match(/class="market-list__row"/g)).toHaveLength(4);
    expect(out).toContain('href="/company-1/stocks/companyid-1.cms"');
    expect(out).toContain('href="/stocks/marketstats?type=gainers&amp;duration=1D&amp;exchange=nse"');
    expect(out).toContain('data-state="idle"');
  });

  it('a week’s answer: Weekly Gainers and Weekly Losers', () => {
    const out = html('1w');
    expect(out).toContain('>Weekly Gainers<');
    expect(out).toContain('>Weekly Losers<');
  });
});

describe('AB-12, issue 27 market dashboard: toggles and tabs are links the server answers', () => {
  const load = async (query: Record<string, string>, layout: Record<string, string> = {}) => {
    const gainersLosers = vi.fn(async () => gainersAnswer('1d', rows.slice(0, 4)));
    const props = marketDashboardContract.props.parse(layout);
    const data = await marketDashboard.load(marketContext({ gainersLosers }, query), props);
    return { html: renderToStaticMarkup(<marketDashboard.View props={props} data={data} />), gainersLosers };
  };
  const link = (html: string, name: string) => new RegExp(`<a [^>]*>${name}<`).exec(html)?.[0] ?? '';

  it('every view is a link to the story showing it; the layout’s first view is the story’s own address', async () => {
    const { html } = await load({});
    expect(html).toMatch(/<section [^>]*id="market-dashboard"/);
    expect(link(html, 'NSE')).toMatch(/^<a [^>]*href="\/story#market-dashboard" role="button"/);
    expect(link(html, 'BSE')).toContain('href="/story?dashboard=bse-gainers#market-dashboard"');
    expect(link(html, 'Gainers')).toMatch(/^<a href="\/story#market-dashboard"[^>]*role="tab"/);
    expect(link(html, 'Losers')).toContain('href="/story?dashboard=nse-losers#market-dashboard"');
    const bseFirst = await load({}, { exchange: 'bse' });
    expect(link(bseFirst.html, 'NSE')).toContain('href="/story?dashboard=nse-gainers#market-dashboard"');
    expect(link(bseFirst.html, 'BSE')).toContain('href="/story#market-dashboard"');
  });

  it('?dashboard=bse-losers asks for BSE losers and renders them chosen; the links keep the other half', async () => {
    const { html, gainersLosers } = await load({ dashboard: 'bse-losers' });
    expect(gainersLosers).toHaveBeenCalledWith({
      exchange: 'bse',
      losers: true,
      pagesize: 4,
      duration: '1D',
    });
    expect(link(html, 'BSE')).toContain('aria-pressed="true"');
    expect(link(html, 'Losers')).toContain('aria-selected="true"');
    expect(link(html, 'NSE')).toContain('href="/story?dashboard=nse-losers#market-dashboard"');
    expect(link(html, 'Gainers')).toContain('href="/story?dashboard=bse-gainers#market-dashboard"');
    expect(html).toContain('href="/stocks/marketstats?type=losers&amp;duration=1D&amp;exchange=bse"');
    const odd = await load({ dashboard: 'lse-losers' });
    expect(odd.gainersLosers).toHaveBeenCalledWith(
      expect.objectContaining({ exchange: 'nse', losers: false }),
    );
  });
});
