import { AdsClient } from './ads/client.ts';
import { CommentsClient } from './comments.ts';
import { CricketClient } from './cricket/client.ts';
import { EditorialClient } from './editorial.ts';
import { ContentHttp, type Forward } from './http.ts';
import { LayoutVersionsClient } from './layouts/client.ts';
import { ListPagesClient } from './listPages.ts';
import { MarketClient } from './markets/client.ts';
import { MediaClient } from './media.ts';
import { NewslettersClient, PollClient } from './pollAndNewsletters.ts';
import { PrimeClient } from './prime.ts';
import { PromoClient } from './promos/client.ts';
import { ReadersClient } from './readers.ts';
import { StoriesClient } from './stories.ts';

export interface ContentClientOptions {
  baseUrl: string;
  timeoutMs: number;
  listCacheSeconds: number;
  /** How long an anonymous reader's article answer is kept (0: not at all); see `stories.article`. */
  articleCacheSeconds: number;
  /** How long the editors' switches (SWITCH_CONFIG_KEYS) are kept; 5 s when left out. */
  switchCacheSeconds?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const DEFAULT_SWITCH_CACHE_SECONDS = 5;

/** The backend's market answers are `max-age=30`; the site keeps them no longer. */
const MARKET_CACHE_SECONDS = 30;

/** The only way the site reaches the content backend: one client per domain, over one HTTP path. */
export class ContentClient {
  readonly #http: ContentHttp;
  /** A raw call the site passes on as it is (the browser's comments, votes, pictures). */
  readonly forward: Forward;
  readonly stories: StoriesClient;
  readonly listPages: ListPagesClient;
  readonly media: MediaClient;
  readonly editorial: EditorialClient;
  readonly readers: ReadersClient;
  readonly comments: CommentsClient;
  readonly prime: PrimeClient;
  readonly poll: PollClient;
  readonly newsletters: NewslettersClient;
  /** Market data (quotes, gainers and losers, crypto, gold, funds, screeners). */
  readonly markets: MarketClient;
  /** AB-23 the house ad server. */
  readonly ads: AdsClient;
  /** Promotions (AB-03, AB-05, AB-18: courses, Grandmasters, slideshows, recommendations). */
  readonly promos: PromoClient;
  /** HM-07 the IPL score. */
  readonly cricket: CricketClient;
  /** ED-04 layouts as versions (the site's current layouts, the editors' history). */
  readonly layouts: LayoutVersionsClient;

  constructor(options: ContentClientOptions) {
    const http = new ContentHttp(options);
    const now = options.now ? { now: options.now } : {};
    const switchCacheSeconds = options.switchCacheSeconds ?? DEFAULT_SWITCH_CACHE_SECONDS;
    this.#http = http;
    this.forward = http.forward;
    this.stories = new StoriesClient(http, options);
    this.listPages = new ListPagesClient(http);
    this.media = new MediaClient(http);
    this.editorial = new EditorialClient(http, { switchCacheSeconds });
    this.readers = new ReadersClient(http);
    this.comments = new CommentsClient(http);
    this.prime = new PrimeClient(http);
    this.poll = new PollClient(http);
    this.newsletters = new NewslettersClient(http);
    this.markets = new MarketClient({
      forward: http.forward,
      // Prices tick once a minute and the backend marks them max-age=30: never kept longer.
      cacheSeconds: Math.min(options.listCacheSeconds, MARKET_CACHE_SECONDS),
      ...now,
    });
    this.ads = new AdsClient({ forward: http.forward, cacheSeconds: options.listCacheSeconds, ...now });
    this.promos = new PromoClient({ forward: http.forward, cacheSeconds: options.listCacheSeconds, ...now });
    this.cricket = new CricketClient({ forward: http.forward, cacheSeconds: switchCacheSeconds, ...now });
    this.layouts = new LayoutVersionsClient(http.forward);
  }

  /** Drops every story, list and editors' value kept (markets, ads and sessions keep theirs). */
  forgetEditorialAnswers(): void {
    this.#http.forgetEditorialAnswers();
  }
}
