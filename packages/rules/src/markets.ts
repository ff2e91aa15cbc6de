/**
 * AB-04, AB-12, AB-20, HM-02..HM-04: market rules the site's server and the browser's machines
 * share (docs/decisions.md, "Markets").
 */

/**
 * How often a widget showing live prices asks for them again, while it is in view and the market
 * is OPEN. The backend's prices tick once a minute (09:15–15:30 IST), so asking more often shows
 * nothing new; one interval for every market widget.
 */
export const MARKET_REFRESH_MS = 60_000;

export type MarketStatus = 'OPEN' | 'CLOSED';

/** The backend's word for a market taking trades; anything else holds the last prices. */
export const MARKET_OPEN: MarketStatus = 'OPEN';

/** HM-04: the top gainers and top funds strips move on one item every 6 s (spec §9). */
export const MARKET_STRIP_ROTATION_MS = 6000;

/** Until a widget knows the status it says CLOSED (spec §4: "Market status label defaults to CLOSED"). */
export const DEFAULT_MARKET_STATUS: MarketStatus = 'CLOSED';

/** A status as the widgets show it: OPEN only when an answer says exactly that, else CLOSED. */
export function marketStatusOf(value: unknown): MarketStatus {
  return value === 'OPEN' ? 'OPEN' : DEFAULT_MARKET_STATUS;
}

/** AB-04: the stock widget shows this many companies as tabs; the rest sit in More (spec §9). */
export const STOCK_WIDGET_TABS = 2;

/** AB-04: the score is shown only when the feed's `showsr` is the string "true" (spec §5). */
export function showsStockScore(showsr: unknown): boolean {
  return showsr === 'true';
}
