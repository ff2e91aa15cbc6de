import { MOST_SEARCHED_MAX } from '@newsroom/rules/market-sidebar';
import { safeHref } from '@newsroom/rules/safe-url';
import type { MostSearched } from '../../content/markets/schemas.ts';

/** One stock of the list, as the view needs it: checked on the server and again after a refresh. */
export interface MostSearchedRow {
  id: string;
  name: string;
  /** The company page, when the backend's address is a safe one. */
  url: string | null;
  price: number;
  change: number;
  percent: number;
  /** Potential upside in per cent; null without a stock report. */
  upside: number | null;
}

export interface MostSearchedData {
  open: boolean;
  rows: MostSearchedRow[];
}

/** The backend's answer as rows: at most 15, no company twice. Runs in the browser too (no zod). */
export function toMostSearched(answer: MostSearched): MostSearchedData {
  const seen = new Set<string>();
  const rows: MostSearchedRow[] = [];
  for (const stock of answer.searchresult) {
    if (rows.length >= MOST_SEARCHED_MAX || seen.has(stock.assetId)) continue;
    seen.add(stock.assetId);
    rows.push({
      id: stock.assetId,
      name: stock.assetShortName,
      url: safeHref(stock.url),
      price: stock.ltp,
      change: stock.netChange,
      percent: stock.percentChange,
      upside: stock.potentialUpside,
    });
  }
  return { open: answer.pagesummary.marketstatus === 'OPEN', rows };
}
