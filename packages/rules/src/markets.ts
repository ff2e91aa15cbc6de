/**
 * Market rules shared by the machines (browser) and the site (server): AB-04, AB-12, AB-20, HM-04.
 *
 * Prices tick once a minute while NSE/BSE are open (09:15–15:30 IST, Monday to Friday; the
 * backend's simulation), so an island showing live prices asks again once a minute while it is in
 * view and the market is OPEN: more often would fetch the same minute twice, less often would
 * show a stale minute. One interval for every market widget (docs/decisions.md).
 */
export const MARKET_REFRESH_MS = 60_000;
