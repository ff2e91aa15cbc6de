/**
 * AB-12 market stats page (`/stocks/marketstats?type=gainers|losers&duration=1D|1W|1M&exchange=nse|bse&filter=…`):
 * the query read strictly. Every parameter has a default; a value given that is not one of the
 * allowed ones (any case is allowed) makes the address not the page's own, and the reader is sent
 * (301) to the page's address with that parameter at its default — so every address the page
 * answers 200 is one of a small, closed set (the page cache stays bounded) and a mistyped link
 * still lands on the table.
 */

export type StatsType = 'gainers' | 'losers';
export type StatsDuration = '1D' | '1W' | '1M';
export type StatsExchange = 'nse' | 'bse';

export interface MarketStatsQuery {
  type: StatsType;
  duration: StatsDuration;
  exchange: StatsExchange;
  /** The spec's `filter` (an index id in the original, e.g. 2371): digits, kept in every link. */
  filter: string | null;
}

export const MARKET_STATS_PATH = '/stocks/marketstats';
/** The parameters the page reads (and so keys its cached copies by). */
export const MARKET_STATS_QUERY_KEYS: readonly string[] = ['type', 'duration', 'exchange', 'filter'];

export const STATS_TYPES: readonly StatsType[] = ['gainers', 'losers'];
export const STATS_DURATIONS: readonly StatsDuration[] = ['1D', '1W', '1M'];
export const STATS_EXCHANGES: readonly StatsExchange[] = ['nse', 'bse'];

export const DEFAULT_STATS_QUERY: MarketStatsQuery = {
  type: 'gainers',
  duration: '1D',
  exchange: 'nse',
  filter: null,
};

function pick<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): { value: T; valid: boolean } {
  const values = params.getAll(name);
  if (values.length === 0) return { value: fallback, valid: true };
  const [given = ''] = values;
  const found = allowed.find((value) => value.toLowerCase() === given.trim().toLowerCase());
  return found && values.length === 1 ? { value: found, valid: true } : { value: fallback, valid: false };
}

/** The query as the page reads it, and whether the address named only allowed values. */
export function readMarketStatsQuery(search: string): { query: MarketStatsQuery; valid: boolean } {
  const params = new URLSearchParams(search.length > 2048 ? '' : search);
  const type = pick(params, 'type', STATS_TYPES, DEFAULT_STATS_QUERY.type);
  const duration = pick(params, 'duration', STATS_DURATIONS, DEFAULT_STATS_QUERY.duration);
  const exchange = pick(params, 'exchange', STATS_EXCHANGES, DEFAULT_STATS_QUERY.exchange);
  const filters = params.getAll('filter');
  const filterValid = filters.length === 0 || (filters.length === 1 && /^\d{1,12}$/.test(filters[0] ?? ''));
  const filter = filterValid && filters.length === 1 ? (filters[0] as string) : null;
  return {
    query: { type: type.value, duration: duration.value, exchange: exchange.value, filter },
    valid: type.valid && duration.valid && exchange.valid && filterValid && search.length <= 2048,
  };
}

/** The page's address for a query, parameters in a fixed order. */
export function marketStatsPath(query: MarketStatsQuery): string {
  const params = new URLSearchParams({
    type: query.type,
    duration: query.duration,
    exchange: query.exchange,
  });
  if (query.filter) params.set('filter', query.filter);
  return `${MARKET_STATS_PATH}?${params}`;
}
