import type { Route } from '../http/router.ts';
import { renderChart } from './chart.ts';
import {
  getCommodity,
  getCryptoEditorsPick,
  getCryptoMetrics,
  getCryptoStats,
  getFundScreener,
  getGoldCities,
  getTopFunds,
} from './routes-crypto-gold-funds.ts';
import { getMarketIndices } from './routes-indices.ts';
import { getFundScheme, getMarketMoguls } from './routes-moguls-funds.ts';
import {
  getScreenerCollections,
  getStockOfTheDay,
  getStockReportsPlus,
  postScreener,
} from './routes-reports.ts';
import {
  getCompanyFeed,
  getGainersLosers,
  getMarketStatus,
  getMarketStocks,
  getMostSearched,
} from './routes-stocks.ts';

// Market data (AB-04, AB-12, AB-20, HM-02, HM-03, HM-04); docs/content-api.md "Markets".
export const marketRoutes: Route[] = [
  { method: 'GET', path: '/feed/stock_company_feed.cms', handler: getCompanyFeed },
  { method: 'GET', path: '/renderchart.cms', handler: renderChart },
  { method: 'GET', path: '/markets/status', handler: getMarketStatus },
  { method: 'GET', path: '/markets/gainers-losers', handler: getGainersLosers },
  { method: 'GET', path: '/markets/top-gainers', handler: getGainersLosers },
  { method: 'GET', path: '/markets/stocks', handler: getMarketStocks },
  { method: 'GET', path: '/markets/most-searched', handler: getMostSearched },
  { method: 'GET', path: '/markets/stock-of-the-day', handler: getStockOfTheDay },
  { method: 'GET', path: '/markets/stockreportsplus', handler: getStockReportsPlus },
  { method: 'GET', path: '/markets/screener/collections', handler: getScreenerCollections },
  { method: 'POST', path: '/markets/screener', handler: postScreener },
  { method: 'GET', path: '/markets/crypto/cryptocurrencystats', handler: getCryptoStats },
  { method: 'GET', path: '/markets/crypto/editorspick', handler: getCryptoEditorsPick },
  { method: 'GET', path: '/markets/crypto/cryptocurrencymetrics', handler: getCryptoMetrics },
  { method: 'GET', path: '/markets/gold/cities', handler: getGoldCities },
  { method: 'GET', path: '/markets/gold/commodity', handler: getCommodity },
  { method: 'GET', path: '/markets/mf/screener', handler: getFundScreener },
  { method: 'GET', path: '/markets/mf/topfunds', handler: getTopFunds },
  { method: 'GET', path: '/markets/indices', handler: getMarketIndices },
  { method: 'GET', path: '/markets/moguls', handler: getMarketMoguls },
  { method: 'GET', path: '/markets/mf/scheme', handler: getFundScheme },
];
