import type { IncomingMessage, ServerResponse } from 'node:http';
import { ContentUnavailable } from '../content/http.ts';
import { type MarketClient, MarketUnavailable } from '../content/markets/client.ts';
import type { Reader } from '../lib/reader.ts';
import { MARKET_API_PREFIX } from '../lib/routes/marketApiPath.ts';

/**
 * `GET /api/markets/{call}`: the market data the browser's islands ask for after the page (a new
 * tab, exchange or duration; prices refreshed while the market is open). The site asks the
 * backend through its market client and answers the parsed, checked answer — the same data the
 * widget's server loader had — so the browser never parses a backend answer itself and needs no
 * schema code. Only the calls below, each with its query checked here; the backend checks again.
 */
export { MARKET_API_PREFIX };

/** A refused query, answered 400 with the parameter it names. */
export interface QueryRefusal {
  param: string;
  message: string;
}

export interface MarketCallContext {
  markets: MarketClient;
  reader: Reader;
}

type MarketCall = (params: URLSearchParams, context: MarketCallContext) => Promise<unknown> | QueryRefusal;

/** One value of a parameter from a closed list (the first when absent), or a refusal naming it. */
export function oneOf<const T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | QueryRefusal {
  const values = params.getAll(name);
  if (values.length === 0) return allowed[0] as T;
  const [value] = values;
  if (values.length === 1 && allowed.includes(value as T)) return value as T;
  return { param: name, message: `${name} must be one of ${allowed.join(', ')}.` };
}

/** A whole number in [min, max] (`fallback` when absent), or a refusal naming it. */
export function wholeNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | QueryRefusal {
  const values = params.getAll(name);
  if (values.length === 0) return fallback;
  const [value = ''] = values;
  const number = Number(value);
  if (values.length === 1 && /^\d{1,4}$/.test(value) && number >= min && number <= max) return number;
  return { param: name, message: `${name} must be a whole number from ${min} to ${max}.` };
}

/** A company id (digits), or a refusal naming `companyid`. */
export function companyIdOf(params: URLSearchParams): string | QueryRefusal {
  const values = params.getAll('companyid');
  const [value = ''] = values;
  if (values.length === 1 && /^\d{1,12}$/.test(value)) return value;
  return { param: 'companyid', message: 'companyid must be a company id (digits).' };
}

export const isRefusal = (value: unknown): value is QueryRefusal =>
  typeof value === 'object' && value !== null && 'param' in value && 'message' in value;

/** The calls, by the path after /api/markets/. Each widget adds its own here. */
const CALLS: Readonly<Record<string, MarketCall>> = {
  // AB-04: a company's feed; the Prime reader's own session unlocks the score and reco items.
  'company-feed': (params, { markets, reader }) => {
    const companyId = companyIdOf(params);
    if (isRefusal(companyId)) return companyId;
    return markets.companyFeed(companyId, { primeToken: reader.tier === 'prime' ? reader.token : null });
  },
  // AB-12 market dashboard: gainers or losers of an exchange.
  'gainers-losers': (params, { markets }) => {
    const exchange = oneOf(params, 'exchange', ['nse', 'bse'] as const);
    const list = oneOf(params, 'list', ['gainers', 'losers'] as const);
    const duration = oneOf(params, 'duration', ['1D', '1W', '1M'] as const);
    const pagesize = wholeNumber(params, 'pagesize', 1, 10, 4);
    for (const value of [exchange, list, duration, pagesize]) if (isRefusal(value)) return value;
    return markets.gainersLosers({
      exchange: exchange as 'nse' | 'bse',
      losers: list === 'losers',
      duration: duration as '1D' | '1W' | '1M',
      pagesize: pagesize as number,
    });
  },
  // AB-12 most-searched stocks: the list refreshed while the market is open.
  'most-searched': (params, { markets }) => {
    const pagesize = wholeNumber(params, 'pagesize', 1, 40, 15);
    if (isRefusal(pagesize)) return pagesize;
    return markets.mostSearched(pagesize);
  },
  // AB-12 crypto prices and dashboard: top gainers and top losers in one answer (both tabs).
  'crypto-movers': async (params, { markets }) => {
    const pagesize = wholeNumber(params, 'pagesize', 1, 10, 6);
    if (isRefusal(pagesize)) return pagesize;
    const [gainers, losers] = await Promise.all([
      markets.cryptoStats('gainers', pagesize),
      markets.cryptoStats('losers', pagesize),
    ]);
    return { gainers, losers };
  },
  // AB-20 crypto table: the top coins by market cap again, every minute while in view.
  'crypto-marketcap': (params, { markets }) => {
    const pagesize = wholeNumber(params, 'pagesize', 1, 5, 5);
    if (isRefusal(pagesize)) return pagesize;
    return markets.cryptoStats('marketcap', pagesize);
  },
  // HM-04 top gainers strip: its list again while the market is open.
  'top-gainers': (params, { markets }) => {
    const exchange = oneOf(params, 'exchange', ['nse', 'bse'] as const);
    const pagesize = wholeNumber(params, 'pagesize', 1, 10, 5);
    for (const value of [exchange, pagesize]) if (isRefusal(value)) return value;
    return markets.topGainers(exchange as 'nse' | 'bse', pagesize as number);
  },
  // HM-04 top funds strip: the funds a page came without (`loading...` until they arrive).
  'top-funds': (params, { markets }) => {
    const pagesize = wholeNumber(params, 'pagesize', 1, 10, 5);
    if (isRefusal(pagesize)) return pagesize;
    return markets.topFunds(pagesize);
  },
  // HM-02 / HM-03 markets widget: the indices again while the market is open.
  indices: (_params, { markets }) => markets.indices(),
};

export async function answerMarketCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: MarketCallContext & { answerHeaders: Record<string, string>; log: (message: string) => void },
): Promise<void> {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}): void => {
    res
      .writeHead(status, {
        ...context.answerHeaders,
        'content-type': 'application/json; charset=utf-8',
        // A Prime reader's feed is theirs alone; the rest changes every minute. Nothing is kept.
        'cache-control': 'no-store',
        ...extra,
      })
      .end(JSON.stringify(body));
  };
  const name = url.pathname.slice(MARKET_API_PREFIX.length);
  const call = Object.hasOwn(CALLS, name) ? CALLS[name] : undefined;
  if (!call) return json(404, { error: { param: 'path', message: `no such call: ${url.pathname}` } });
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return json(405, { error: { param: 'method', message: 'use GET' } }, { allow: 'GET, HEAD' });
  try {
    const answer = await call(url.searchParams, context);
    if (isRefusal(answer)) return json(400, { error: answer });
    json(200, answer);
  } catch (error) {
    if (!(error instanceof MarketUnavailable || error instanceof ContentUnavailable)) throw error;
    context.log(`market call ${name} failed: ${error.message}`);
    json(502, { error: { param: null, message: 'Market data is unavailable just now.' } });
  }
}
