import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { gainersAnswer, marketContext, row } from '../shared/markets/testMarkets.ts';
import { marketDashboardContract } from './contract.ts';
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
        data={{ exchange: 'nse', answer: toDashboardAnswer(gainersAnswer(duration, rows), 4) }}
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
