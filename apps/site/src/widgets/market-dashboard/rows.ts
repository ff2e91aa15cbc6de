import { safeHref } from '@newsroom/rules/safe-url';
import type { GainersLosers, MarketDuration } from '../../content/markets/schemas.ts';

export interface DashboardRow {
  id: string;
  name: string;
  url: string | null;
  price: number;
  change: number;
  percent: number;
}

/** One view of the dashboard: what the backend measured (`duration`), whether the market is open, 4 rows. */
export interface DashboardAnswer {
  duration: MarketDuration;
  open: boolean;
  rows: DashboardRow[];
}

/** The gainers/losers answer as the dashboard's rows. Runs in the browser too (no zod). */
export function toDashboardAnswer(answer: GainersLosers, rows: number): DashboardAnswer {
  return {
    duration: answer.pagesummary.duration,
    open: answer.pagesummary.marketstatus === 'OPEN',
    rows: answer.searchresult.slice(0, rows).map((row) => ({
      id: row.companyId,
      name: row.companyShortName,
      url: safeHref(row.url),
      price: row.current,
      change: row.absoluteChange,
      percent: row.percentChange,
    })),
  };
}

/** The spec: the tab labels say Weekly when the reported duration is not 1d. */
export const dashboardTabLabel = (label: string, duration: MarketDuration) =>
  duration === '1d' ? label : `Weekly ${label}`;

/** The market stats page for a view of the dashboard ("See all"). */
export function marketStatsHref(view: { list: string; exchange: string; duration: string }): string {
  return `/stocks/marketstats?${new URLSearchParams({
    type: view.list,
    duration: view.duration.toUpperCase(),
    exchange: view.exchange,
  })}`;
}
