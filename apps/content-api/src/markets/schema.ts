// Row types of the market-data tables (migration 0012). Money is stored in whole paise and rates
// in basis points, all 32-bit integers, so both engines hold and return exact numbers; prices
// shown are simulated from them.

export interface MarketCompanyTable {
  id: number;
  /** Full name, e.g. `Kaveri Steel Industries Ltd` (the spec's CompanyName2). */
  name: string;
  /** e.g. `Kaveri Steel`. */
  short_name: string;
  /** e.g. `kaveri-steel-industries-ltd`. */
  seo_name: string;
  sector: string;
  nse_symbol: string;
  bse_code: number;
  /** Centre of the simulated price, paise. */
  base_price_paise: number;
  /** Daily volatility, basis points. */
  volatility_bp: number;
  /** Order in the most-searched list (1 first); null when not in it. */
  search_rank: number | null;
  /** Stock score 1..10 of the stock report; null when the report has none. */
  report_score: number | null;
  /** Analysts' recommendation (`Strong Buy`, `Buy`, `Hold`, `Reduce`, `Sell`); null: no stock report. */
  report_reco: string | null;
  report_target_paise: number | null;
  /** Live-stream expert's call, e.g. `Buy`; null when none. */
  livestream_reco: string | null;
  livestream_expert: string | null;
  livestream_target_paise: number | null;
}

export interface MarketCoinTable {
  symbol: string;
  coin_name: string;
  page_url: string;
  /** Null: no partner sells the coin (the table then shows its market cap). */
  buy_link: string | null;
  base_price_paise: number;
  /** Coins in circulation, thousands (so the column stays a 32-bit integer on both engines). */
  supply_thousands: number;
  /** Basis points of the base swings (stable coins barely move). */
  volatility_bp: number;
  editors_pick: number;
  position: number;
}

export interface MarketGoldCityTable {
  seo_name: string;
  city_name: string;
  /** The city's premium over the national rate, basis points. */
  premium_bp: number;
  position: number;
}

export interface MarketCommodityTable {
  symbol: string;
  name: string;
  /** Spot price per spot unit at the centre of the simulation, paise. */
  base_spot_paise: number;
  /** Futures over spot, basis points. */
  future_premium_bp: number;
  spot_unit: string;
  price_unit: string;
  location: string;
}

export interface MarketFundTable {
  scheme_id: number;
  short_name: string;
  scheme_name: string;
  seo_name: string;
  category: string;
  /** One-year return, basis points (1234 = 12.34 %). */
  r1_year_bp: number;
  r3_year_bp: number;
  nav_paise: number;
  position: number;
}

export interface MarketScreenerCollectionTable {
  id: number;
  /** 10: the upside radar's collections. */
  collection_type_id: number;
  name: string;
  seo_name: string;
  position: number;
}

export interface MarketScreenerTable {
  id: number;
  collection_id: number;
  name: string;
  seo_name: string;
  description: string;
  image_id: number;
  position: number;
}

export interface MarketScreenerCompanyTable {
  screener_id: number;
  company_id: number;
  position: number;
}

export interface MarketDatabase {
  market_companies: MarketCompanyTable;
  market_coins: MarketCoinTable;
  market_gold_cities: MarketGoldCityTable;
  market_commodities: MarketCommodityTable;
  market_funds: MarketFundTable;
  market_screener_collections: MarketScreenerCollectionTable;
  market_screeners: MarketScreenerTable;
  market_screener_companies: MarketScreenerCompanyTable;
}

/** Tables in an order where every row's references are already stored. */
export const marketTables = [
  'market_companies',
  'market_coins',
  'market_gold_cities',
  'market_commodities',
  'market_funds',
  'market_screener_collections',
  'market_screeners',
  'market_screener_companies',
] as const satisfies ReadonlyArray<keyof MarketDatabase>;

/** Each table's key, for dumps in a stable order. */
export const marketTableKeys = {
  market_companies: ['id'],
  market_coins: ['symbol'],
  market_gold_cities: ['seo_name'],
  market_commodities: ['symbol'],
  market_funds: ['scheme_id'],
  market_screener_collections: ['id'],
  market_screeners: ['id'],
  market_screener_companies: ['screener_id', 'company_id'],
} as const satisfies Record<keyof MarketDatabase, readonly string[]>;
