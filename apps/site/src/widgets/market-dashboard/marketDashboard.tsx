import { DASHBOARD_ROWS } from '@newsroom/rules/market-sidebar';
import MarketDashboardIsland from '../../islands/market-dashboard.island.tsx';
import { defineWidget } from '../types.ts';
import { marketDashboardContract } from './contract.ts';
import type { MarketDashboardData } from './MarketDashboardView.tsx';
import { toDashboardAnswer } from './rows.ts';

/** AB-12: the chosen exchange's gainers over the layout's duration, 4 rows (spec: pagesize=4). */
export const marketDashboard = defineWidget(marketDashboardContract, {
  async load(ctx, props): Promise<MarketDashboardData> {
    const answer = await ctx.content.markets.gainersLosers({
      exchange: props.exchange,
      losers: false,
      pagesize: DASHBOARD_ROWS,
      duration: props.duration,
    });
    return { exchange: props.exchange, answer: toDashboardAnswer(answer, DASHBOARD_ROWS) };
  },
  View: MarketDashboardIsland,
});
