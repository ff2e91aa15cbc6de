import type { MarketClient } from '../../../content/markets/client.ts';
import type {
  Coin,
  GainersLosers,
  MostSearched,
  ScreenerCollection,
} from '../../../content/markets/schemas.ts';
import type { WidgetContext } from '../../types.ts';

/** A widget context whose market client answers what a test gives it (unit tests of market widgets). */
export function marketContext(
  markets: Partial<MarketClient>,
  query: Readonly<Record<string, string>> = {},
): WidgetContext {
  // Issue 27: a market widget's chosen tab comes from the page's query; its links lead to its path.
  return { content: { markets } as never, page: { page: { path: '/story' }, url: { query } } as never };
}

export const stock = (id: string, extra: Partial<MostSearched['searchresult'][number]> = {}) => ({
  assetShortName: `Company ${id}`,
  assetSeoName: `company-${id}`,
  assetId: id,
  assetSymbol: `C${id}`,
  ltp: 100,
  netChange: 1.5,
  percentChange: 1.52,
  potentialUpside: 10.3,
  unixDateTime: 0,
  url: `/company-${id}/stocks/companyid-${id}.cms`,
  ...extra,
});

export const row = (id: string, percent: number): GainersLosers['searchresult'][number] => ({
  companyId: id,
  companyName2: `Company ${id} Ltd`,
  companyShortName: `Company ${id}`,
  seoName: `company-${id}`,
  symbol: `C${id}`,
  exchange: 'NSE',
  current: 250.5,
  absoluteChange: percent * 2.5,
  percentChange: percent,
  updatedDateTime: '2026-11-19T11:42:00+05:30',
  url: `/company-${id}/stocks/companyid-${id}.cms`,
});

export const gainersAnswer = (duration: '1d' | '1w', rows: GainersLosers['searchresult']): GainersLosers => ({
  pagesummary: {
    duration,
    exchange: 'NSE',
    sortorder: 'desc',
    pagesize: rows.length,
    totalrecords: 540,
    marketstatus: 'OPEN',
    updatedDateTime: '2026-11-19T11:42:00+05:30',
  },
  searchresult: rows,
});

export const coin = (symbol: string, extra: Partial<Coin> = {}): Coin => ({
  coinName: `Coin ${symbol}`,
  symbol,
  pageUrl: `/markets/cryptocurrency/coin-${symbol.toLowerCase()}`,
  buyLink: `https://exchange.example/buy/${symbol.toLowerCase()}`,
  price: 1234.5,
  percentChange: 2.5,
  marketCap: 1e13,
  updatedDateTime: '2026-11-19T11:42:00+05:30',
  ...extra,
});

export const collection = (id: string, screeners: number): ScreenerCollection => ({
  collectionId: id,
  collectionName: `Collection ${id}`,
  collectionSeoName: `collection-${id}`,
  listScreenerMaster: Array.from({ length: screeners }, (_, i) => ({
    screenerId: `${id}0${i}`,
    name: `Screener ${id}-${i}`,
    seoName: `screener-${i}`,
    description: 'A screen',
    screenerImageUrl: '/img.png',
    potentialUpside: 20 + i,
    resultsCompanyCount: 30,
    url: `/markets/upside-radar/collection-${id}/screener-${i}/id-${id}0${i}`,
  })),
});
