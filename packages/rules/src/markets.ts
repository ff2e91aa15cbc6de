// Market figures the machines and the site share (AB-04, AB-12, AB-20, HM-02..04).

/**
 * How often a market widget in view asks for new prices while the market is open. Prices tick
 * once a minute (docs/content-api.md "Markets"), so asking more often shows nothing new.
 */
export const MARKET_REFRESH_MS = 60_000;

/** HM-04: the top gainers and top funds strips move on one item every 6 s (spec §9). */
export const MARKET_STRIP_ROTATION_MS = 6000;

/** The backend's word for a market taking trades; anything else holds the last prices. */
export const MARKET_OPEN = 'OPEN';
