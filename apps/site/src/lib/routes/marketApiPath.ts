/** Where the browser asks for market data (apps/site/src/server/marketApi.ts). */
export const MARKET_API_PREFIX = '/api/markets/';
