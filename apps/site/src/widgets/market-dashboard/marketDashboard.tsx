import { marketDashboardContract } from '@newsroom/contracts/widgets/market-dashboard';
import { DASHBOARD_ROWS } from '@newsroom/rules/market-sidebar';
import { tabLinksOf } from '../../lib/routes/tabHref.ts';
import { chosenTab } from '../../lib/routes/tabQuery.ts';
import { defineWidget } from '../types.ts';
import type { MarketDashboardData } from './MarketDashboardView.tsx';
import MarketDashboardIsland from './market-dashboard.island.tsx';
import { toDashboardAnswer } from './rows.ts';

/**
 * AB-12: the layout's exchange's gainers over the layout's duration, 4 rows (spec: pagesize=4);
 * issue 27: or the view the address chose (`?dashboard=bse-losers`).
 */
export const marketDashboard = defineWidget(marketDashboardContract, {
  async load(ctx, props): Promise<MarketDashboardData> {
    const chosen = chosenTab(ctx.page.url.query, 'dashboard');
    const [exchange, list] = chosen
      ? (chosen.split('-') as [MarketDashboardData['exchange'], MarketDashboardData['list']])
      : [props.exchange, 'gainers' as const];
    const answer = await ctx.content.markets.gainersLosers({
      exchange,
      losers: list === 'losers',
      pagesize: DASHBOARD_ROWS,
      duration: props.duration,
    });
    return {
      exchange,
      list,
      answer: toDashboardAnswer(answer, DASHBOARD_ROWS),
      links: tabLinksOf(ctx.page, 'market-dashboard', ctx.article?.msid),
    };
  },
  View: MarketDashboardIsland,
});
