import type { Forward } from '../http.ts';
import { LoadingCache } from '../loadingCache.ts';
import type { z } from '../zod.ts';
import {
  type Coin,
  type Commodity,
  type CompanyFeed,
  coinListAnswerSchema,
  commodityAnswerSchema,
  companyFeedSchema,
  type Fund,
  type FundScreener,
  fundSchemeAnswerSchema,
  fundScreenerAnswerSchema,
  type GainersLosers,
  type GoldCities,
  gainersLosersAnswerSchema,
  goldCitiesAnswerSchema,
  indicesAnswerSchema,
  type MarketIndices,
  type MarketMogul,
  type MarketStatus,
  type MostSearched,
  marketStatusAnswerSchema,
  mogulsAnswerSchema,
  mostSearchedAnswerSchema,
  type ScreenerCollection,
  type ScreenerPage,
  type StockOfTheDay,
  type StockReportsPlus,
  screenerAnswerSchema,
  screenerCollectionsAnswerSchema,
  stockOfTheDayAnswerSchema,
  stockReportsPlusAnswerSchema,
  type TopFund,
  topFundsAnswerSchema,
} from './schemas.ts';

export interface MarketClientOptions {
  forward: Forward;
  /**
   * How long a market answer is kept. Prices tick once a minute and the backend marks its answers
   * `max-age=30`, so the site keeps them at most that long (0: not at all).
   */
  cacheSeconds: number;
  now?: () => number;
}

export type Exchange = 'nse' | 'bse';

export interface GainersLosersQuery {
  exchange: Exchange;
  /** Losers are the same list in ascending order (the spec's `sortorder=asc`). */
  losers: boolean;
  pagesize: number;
  /** The span the change is measured over; the answer's `pagesummary.duration` says which it was. */
  duration?: '1D' | '1W' | '1M';
}

/** A market answer the backend refused or could not give; the widget's failure (logged). */
export class MarketUnavailable extends Error {
  override name = 'MarketUnavailable';
  /** The backend's HTTP status when it refused (a 5xx is its failure, a 4xx this request's); none for a malformed answer. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The backend knows no such thing (a 404): a page that is not there, not a failure. */
export class MarketNotFound extends MarketUnavailable {
  override name = 'MarketNotFound';
}

/**
 * The site's only way to the backend's market data (AB-04, AB-12, AB-20, HM-02..04): typed calls,
 * answers parsed with the schemas in ./schemas.ts, kept for `cacheSeconds` and shared by every
 * reader — except a Prime reader's company feed, which carries the stock report and is never kept.
 */
export class MarketClient {
  readonly #forward: Forward;
  readonly #answers: LoadingCache<{ value: unknown }>;

  constructor(options: MarketClientOptions) {
    this.#forward = options.forward;
    this.#answers = new LoadingCache({
      max: 400,
      ttlMs: options.cacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /**
   * AB-04 company feed. A Prime reader's session token goes along as a bearer token and asks for
   * `primeuser=1`: the backend fills the score and reco items only for a live Prime session.
   */
  companyFeed(companyId: string, options: { primeToken?: string | null } = {}): Promise<CompanyFeed> {
    const query = { companyid: companyId, feedtype: 'json', primeuser: options.primeToken ? '1' : '0' };
    if (options.primeToken) {
      return this.#load('/feed/stock_company_feed.cms', query, companyFeedSchema, {
        authorization: `Bearer ${options.primeToken}`,
      });
    }
    return this.#cached('/feed/stock_company_feed.cms', query, companyFeedSchema);
  }

  /** Gainers (or losers) of an exchange, with the duration the backend measured them over. */
  gainersLosers(query: GainersLosersQuery): Promise<GainersLosers> {
    return this.#cached(
      '/markets/gainers-losers',
      {
        exchange: query.exchange,
        pagesize: String(query.pagesize),
        sortorder: query.losers ? 'asc' : 'desc',
        ...(query.duration ? { duration: query.duration } : {}),
      },
      gainersLosersAnswerSchema,
    );
  }

  /** HM-04 top gainers strip (the backend's top-gainers call; its query is not in the spec). */
  topGainers(exchange: Exchange, pagesize: number): Promise<GainersLosers> {
    return this.#cached(
      '/markets/top-gainers',
      { exchange, pagesize: String(pagesize) },
      gainersLosersAnswerSchema,
    );
  }

  mostSearched(pagesize: number): Promise<MostSearched> {
    return this.#cached('/markets/most-searched', { pagesize: String(pagesize) }, mostSearchedAnswerSchema);
  }

  /** The upside radar's collections (`collectiontypeid=10`, `screenercount=2`, `list=false`). */
  async upsideRadar(screenerCount = 2): Promise<ScreenerCollection[]> {
    const answer = await this.#cached(
      '/markets/screener/collections',
      { collectiontypeid: '10', screenercount: String(screenerCount), list: 'false' },
      screenerCollectionsAnswerSchema,
    );
    return answer.collections;
  }

  /** One screener's companies (the spec's POST screener-by-id), a page at a time. */
  screener(screenerId: string, page: { pageno: number; pagesize: number }): Promise<ScreenerPage> {
    const body = JSON.stringify({ screenerId, pageno: page.pageno, pagesize: page.pagesize, filterType: '' });
    return this.#cached('/markets/screener', {}, screenerAnswerSchema, body);
  }

  /** Crypto by market cap, gainers or losers (`cryptocurrencystats`). */
  async cryptoStats(statstype: 'marketcap' | 'gainers' | 'losers', pagesize: number): Promise<Coin[]> {
    const answer = await this.#cached(
      '/markets/crypto/cryptocurrencystats',
      { statstype, pagesize: String(pagesize) },
      coinListAnswerSchema,
    );
    return answer.data;
  }

  async cryptoEditorsPick(): Promise<Coin[]> {
    return (await this.#cached('/markets/crypto/editorspick', {}, coinListAnswerSchema)).data;
  }

  /** The named coins (the spec's ten tracked symbols), in the order asked. */
  async cryptoMetrics(symbols: readonly string[]): Promise<Coin[]> {
    const answer = await this.#cached(
      '/markets/crypto/cryptocurrencymetrics',
      { symbol: symbols.join(',') },
      coinListAnswerSchema,
    );
    return answer.data;
  }

  goldCities(pagesize?: number): Promise<GoldCities> {
    return this.#cached(
      '/markets/gold/cities',
      pagesize ? { pagesize: String(pagesize) } : {},
      goldCitiesAnswerSchema,
    );
  }

  commodity(symbol: 'GOLD' | 'SILVER', days: number): Promise<Commodity> {
    return this.#cached('/markets/gold/commodity', { symbol, days: String(days) }, commodityAnswerSchema);
  }

  fundScreener(query: { category?: string; pagesize: number }): Promise<FundScreener> {
    return this.#cached(
      '/markets/mf/screener',
      { pagesize: String(query.pagesize), ...(query.category ? { category: query.category } : {}) },
      fundScreenerAnswerSchema,
    );
  }

  async topFunds(pagesize: number): Promise<TopFund[]> {
    return (await this.#cached('/markets/mf/topfunds', { pagesize: String(pagesize) }, topFundsAnswerSchema))
      .topfunds;
  }

  stockOfTheDay(): Promise<StockOfTheDay> {
    return this.#cached('/markets/stock-of-the-day', {}, stockOfTheDayAnswerSchema);
  }

  /**
   * HM-04 stock reports. Expected returns and the recommendation are open; a Prime reader's
   * session token (as for the company feed) also gets the target price and score, never kept.
   */
  stockReportsPlus(
    pagesize: number,
    options: { primeToken?: string | null } = {},
  ): Promise<StockReportsPlus> {
    if (options.primeToken) {
      return this.#load(
        '/markets/stockreportsplus',
        { pagesize: String(pagesize), primeuser: '1' },
        stockReportsPlusAnswerSchema,
        { authorization: `Bearer ${options.primeToken}` },
      );
    }
    return this.#cached(
      '/markets/stockreportsplus',
      { pagesize: String(pagesize) },
      stockReportsPlusAnswerSchema,
    );
  }

  /** HM-02 / HM-03: the indices (Nifty 50, Sensex, …) and the market's status. */
  indices(): Promise<MarketIndices> {
    return this.#cached('/markets/indices', {}, indicesAnswerSchema);
  }

  /** HM-04: the market moguls' stories, each with its expert. */
  async moguls(pagesize: number): Promise<MarketMogul[]> {
    return (await this.#cached('/markets/moguls', { pagesize: String(pagesize) }, mogulsAnswerSchema)).data;
  }

  /** The fund factsheet's scheme; null when the backend knows no such scheme. */
  async fundScheme(schemeId: string): Promise<Fund | null> {
    try {
      return (await this.#cached('/markets/mf/scheme', { schemeid: schemeId }, fundSchemeAnswerSchema))
        .scheme;
    } catch (error) {
      if (error instanceof MarketNotFound) return null;
      throw error;
    }
  }

  status(): Promise<MarketStatus> {
    return this.#cached('/markets/status', {}, marketStatusAnswerSchema);
  }

  /** An answer every reader shares, kept `cacheSeconds` (a POST is told apart by its body). */
  async #cached<S extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: S,
    body?: string,
  ): Promise<z.infer<S>> {
    const key = `${path}${searchOf(query)}${body === undefined ? '' : ` ${body}`}`;
    const { value } = await this.#answers.getOrLoad(key, async () => ({
      value: await this.#load(path, query, schema, {}, body),
    }));
    return value as z.infer<S>;
  }

  async #load<S extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: S,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<z.infer<S>> {
    const search = searchOf(query);
    const response = await this.#forward(body === undefined ? 'GET' : 'POST', path, search, {
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      const message = `content backend answered ${response.status} for ${path}${search}`;
      if (response.status === 404) throw new MarketNotFound(message, 404);
      throw new MarketUnavailable(message, response.status);
    }
    const json = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MarketUnavailable(
        `unexpected answer for ${path}${search}: ${issue?.path.join('.')} ${issue?.message}`,
      );
    }
    return parsed.data;
  }
}

const searchOf = (query: Record<string, string>) =>
  Object.keys(query).length === 0 ? '' : `?${new URLSearchParams(query)}`;
