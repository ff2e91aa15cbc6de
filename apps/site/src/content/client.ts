import type { VideoListName } from '@newsroom/contracts/widgets/video-list';
import { COMMENTS_PAGE_SIZE, type CommentsPage, readCommentsPage } from '@newsroom/machines';
import { AdsClient } from './ads/client.ts';
import { CricketClient } from './cricket/client.ts';
import { LayoutVersionsClient } from './layouts/client.ts';
import { type LiveBlog, liveBlogAnswerSchema } from './liveBlogs.ts';
import { CacheGeneration, LoadingCache } from './loadingCache.ts';
import { MarketClient } from './markets/client.ts';
import { type Newsletter, newslettersAnswerSchema } from './newsletters.ts';
import { type PollQuestion, pollOfTheDayAnswerSchema } from './poll.ts';
import { PromoClient } from './promos/client.ts';
import {
  type Article,
  type AuthorPageData,
  articleResponseSchema,
  authorPageAnswerSchema,
  type BenefitGroup,
  benefitsAnswerSchema,
  type CodeChallenge,
  type CompanyNewsData,
  codeChallengeSchema,
  codeSignInSchema,
  companyNewsAnswerSchema,
  type Details,
  detailsResponseSchema,
  type HighlightBlock,
  highlightAnswerSchema,
  listResponseSchema,
  loginResponseSchema,
  type PrimePlan,
  pagedListResponseSchema,
  plansAnswerSchema,
  type SectionEntry,
  type SessionUser,
  type StoryItem,
  type StoryPage,
  sectionsAnswerSchema,
  sessionResponseSchema,
  type TopicData,
  type TrendingTerms,
  topicAnswerSchema,
  trendingTermsAnswerSchema,
} from './schemas.ts';
import { type Slideshow, slideshowAnswerSchema } from './slideshows.ts';
import { ContentUnavailable } from './unavailable.ts';
import { type Video, type VideoItem, videoAnswerSchema, videoListAnswerSchema } from './videos.ts';
import { z } from './zod.ts';

/** A 400 whose error names `param` (the backend's `{ error: { param, message } }`). */
async function refusesParam(response: Response, param: string): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { param?: unknown } } | null;
  return body?.error?.param === param;
}

export interface ContentClientOptions {
  baseUrl: string;
  timeoutMs: number;
  listCacheSeconds: number;
  /** How long an anonymous reader's article answer is kept (0: not at all); see `article`. */
  articleCacheSeconds: number;
  /** How long the editors' switches (SWITCH_CONFIG_KEYS) are kept; 5 s when left out. */
  switchCacheSeconds?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ListQuery {
  msid: string;
  top: number;
  hierarchy?: boolean;
  /** Only stories of this kind (AB-12 sidebar videos: `VIDEO`; HM-12 picture stories: `SLIDESHOW`). */
  contentType?: 'SLIDESHOW' | 'VIDEO';
}

/** `GET /changes` (docs/content-api.md, issue 18): editorial changes after an id, oldest first. */
const changesAnswerSchema = z.object({
  last: z.number().int().nonnegative(),
  changes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        kind: z.enum(['story', 'list', 'config']),
        ref: z.string().max(200),
        at: z.number(),
      }),
    )
    .max(1000),
});
export type ChangesAnswer = z.infer<typeof changesAnswerSchema>;

/** `GET /config?key=…` (docs/content-api.md): editors' switches and texts, every value a string. */
const configAnswerSchema = z.object({ key: z.string(), data: z.record(z.string(), z.string()) });
export type SiteConfig = Record<string, string>;

/** A sign-in: the session, or why the backend refused it (a wrong password, or too many tries). */
/** `codeRequired`: the account's password sign-in is paused (Hardening, issue 26.4); a one-time code signs in. */
export type SignInResult =
  | { token: string; user: SessionUser }
  | { refused: 'wrong' | 'tooMany' | 'codeRequired' };

/** Who asks for the benefits (public values: they name the client, they prove nothing). */
const BENEFITS_CALLER = { 'client-id': 'ledger-web', 'site-app-code': 'economic-ledger' };
/**
 * A request the backend refused (4xx), with its error as the browser may see it: only the
 * `{ error: { param, message } }` shape, as strings of bounded length, and `Retry-After`.
 */
export interface Refused {
  status: number;
  error: { param: string | null; message: string };
  retryAfter: string | null;
}

/** AB-09 one-time code sign-in: the session, or the backend's refusal. */
export type CodeSignInResult =
  | { token: string; user: SessionUser; trialStarted: boolean }
  | { refused: Refused };

async function refusedOf(response: Response): Promise<Refused> {
  const body = (await response.json().catch(() => null)) as {
    error?: { param?: unknown; message?: unknown };
  } | null;
  const param = body?.error?.param;
  const message = body?.error?.message;
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    error: {
      param: typeof param === 'string' && param.length <= 40 ? param : null,
      message: typeof message === 'string' && message.length <= 300 ? message : 'The request was refused.',
    },
    retryAfter: retryAfter !== null && /^\d{1,6}$/.test(retryAfter) ? retryAfter : null,
  };
}

/** HM-08, HM-09: config keys editors switch while readers watch; the backend marks them max-age=5. */
export const SWITCH_CONFIG_KEYS: ReadonlySet<string> = new Set(['livetv', 'dptimerwidget']);
const DEFAULT_SWITCH_CACHE_SECONDS = 5;

/** The backend's market answers are `max-age=30`; the site keeps them no longer. */
const MARKET_CACHE_SECONDS = 30;

/** Thrown inside the article cache's load so that an answer "no such story" is never kept. */
class NoSuchArticle extends Error {
  override name = 'NoSuchArticle';
}

/** The only way the site reaches the content backend: typed calls, parsed answers, cached lists. */
export class ContentClient {
  readonly #options: ContentClientOptions;
  /** Every editorial answer kept here is dropped when it bumps (forgetEditorialAnswers). */
  readonly #generation = new CacheGeneration();
  readonly #lists: LoadingCache<StoryItem[]>;
  readonly #articles: LoadingCache<Article>;
  readonly #fetch: typeof fetch;
  /** Market data (quotes, gainers and losers, crypto, gold, funds, screeners): ./markets/client.ts. */
  readonly markets: MarketClient;
  /** AB-23 the house ad server: ./ads/client.ts. */
  readonly ads: AdsClient;
  /** Promotions (AB-03, AB-05, AB-18: courses, Grandmasters, slideshows, recommendations): ./promos/client.ts. */
  readonly promos: PromoClient;
  /** HM-07 the IPL score: ./cricket/client.ts. */
  readonly cricket: CricketClient;
  /** ED-04 layouts as versions (the site's current layouts, the editors' history): ./layouts/client.ts. */
  readonly layouts: LayoutVersionsClient;

  constructor(options: ContentClientOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
    this.markets = new MarketClient({
      forward: (method, path, search, init) => this.forward(method, path, search, init),
      // Prices tick once a minute and the backend marks them max-age=30: never kept longer.
      cacheSeconds: Math.min(options.listCacheSeconds, MARKET_CACHE_SECONDS),
      ...(options.now ? { now: options.now } : {}),
    });
    this.ads = new AdsClient({
      forward: (method, path, search, init) => this.forward(method, path, search, init),
      cacheSeconds: options.listCacheSeconds,
      ...(options.now ? { now: options.now } : {}),
    });
    this.promos = new PromoClient({
      forward: (method, path, search, init) => this.forward(method, path, search, init),
      cacheSeconds: options.listCacheSeconds,
      ...(options.now ? { now: options.now } : {}),
    });
    this.cricket = new CricketClient({
      forward: (method, path, search) => this.forward(method, path, search),
      cacheSeconds: options.switchCacheSeconds ?? DEFAULT_SWITCH_CACHE_SECONDS,
      ...(options.now ? { now: options.now } : {}),
    });
    this.layouts = new LayoutVersionsClient((method, path, search, init) =>
      this.forward(method, path, search, init),
    );
    this.#lists = new LoadingCache({
      generation: this.#generation,
      max: 500,
      ttlMs: options.listCacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
    this.#articles = new LoadingCache({
      generation: this.#generation,
      // Parsed stories are tens of KB each; 500 covers the stories being read at any moment.
      max: 500,
      ttlMs: options.articleCacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /**
   * The article, or null when the backend says there is no such msid. With the reader's session
   * token the backend itself decides whether they get a premium story whole (Prime readers) or
   * the preview; nothing the site could claim about the reader counts there.
   *
   * Only the answer to a request without a token is cached (`articleCacheSeconds`): that answer
   * is the same for every anonymous reader. A request with a token goes to the backend every
   * time and its answer is never kept, so one reader's full story cannot reach anyone else.
   * "No such story" is not kept either: a story published a moment later shows at once.
   */
  async article(msid: string, options: { sessionToken?: string | null } = {}): Promise<Article | null> {
    if (options.sessionToken) {
      return this.#loadArticle(msid, { authorization: `Bearer ${options.sessionToken}` });
    }
    try {
      return await this.#articles.getOrLoad(msid, async () => {
        const article = await this.#loadArticle(msid, {});
        if (!article) throw new NoSuchArticle(msid);
        return article;
      });
    } catch (error) {
      if (error instanceof NoSuchArticle) return null;
      throw error;
    }
  }

  async #loadArticle(msid: string, headers: Record<string, string>): Promise<Article | null> {
    const body = await this.#get({ type: 'article', msid, platform: 'web' }, headers, {
      allowNotFound: true,
    });
    if (body === null) return null;
    return this.#parse(articleResponseSchema, body, `article ${msid}`).searchResult[0]!.data;
  }

  /** The reader behind a session token, or null when it is not (or no longer) valid. */
  async session(token: string): Promise<SessionUser | null> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#options.baseUrl}/auth/session`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw new ContentUnavailable(
        `content backend unreachable for the session: ${(error as Error).message}`,
      );
    }
    if (response.status === 401) return null;
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} for the session`);
    return this.#parse(sessionResponseSchema, await response.json().catch(() => null), 'session').user;
  }

  /** Signs a reader in; the token goes into the site's own cookie. Null for wrong credentials. */
  async login(email: string, password: string, clientAddress: string): Promise<SignInResult> {
    const response = await this.forward('POST', '/auth/login', '', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ email, password }),
    });
    if (response.status === 401 || response.status === 400) return { refused: 'wrong' };
    if (response.status === 429) return { refused: 'tooMany' };
    if (response.status === 403) return { refused: 'codeRequired' };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a sign-in`);
    const body = this.#parse(loginResponseSchema, await response.json().catch(() => null), 'sign-in');
    return { token: body.session, user: body.user };
  }

  /** AB-09: sends a one-time sign-in code to an e-mail address or mobile number. */
  async requestSignInCode(
    request: { channel: string; address: string },
    clientAddress: string,
  ): Promise<{ challenge: CodeChallenge } | { refused: Refused }> {
    const response = await this.forward('POST', '/auth/code', '', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(request),
    });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a code request`);
    return {
      challenge: this.#parse(codeChallengeSchema, await response.json().catch(() => null), 'code request'),
    };
  }

  /** AB-09: signs in with a one-time code (and starts the trial when asked and eligible). */
  async verifySignInCode(
    request: { challengeId: string; code: string; startTrial: boolean },
    clientAddress: string,
  ): Promise<CodeSignInResult> {
    const response = await this.forward('POST', '/auth/code/verify', '', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(request),
    });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a code sign-in`);
    const body = this.#parse(codeSignInSchema, await response.json().catch(() => null), 'code sign-in');
    return { token: body.session, user: body.user, trialStarted: body.trial?.started === true };
  }

  async logout(token: string): Promise<void> {
    await this.forward('POST', '/auth/logout', '', { headers: { authorization: `Bearer ${token}` } });
  }

  /**
   * A raw call to the backend, for the browser's calls the site passes on (comments, votes):
   * network failures become ContentUnavailable, every HTTP answer is returned as it is.
   */
  async forward(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    search: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Response> {
    try {
      return await this.#fetch(`${this.#options.baseUrl}${path}${search}`, {
        method,
        headers: init.headers ?? {},
        ...(init.body !== undefined ? { body: init.body } : {}),
        // A backend redirect (a picture at its nearest size) goes on to the browser as it is.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw new ContentUnavailable(`content backend unreachable for ${path}: ${(error as Error).message}`);
    }
  }

  /**
   * Issue 18, purge on publish: the editorial changes after `since` (`GET /changes`), or without
   * it only where the change log stands now. Never cached.
   */
  async changes(since?: number): Promise<ChangesAnswer> {
    const search = since === undefined ? '' : `?since=${since}`;
    const response = await this.forward('GET', '/changes', search);
    if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for changes`);
    return this.#parse(changesAnswerSchema, await response.json().catch(() => null), 'changes');
  }

  /** Drops every story, list and editors' value kept (markets, ads and sessions keep theirs). */
  forgetEditorialAnswers(): void {
    this.#generation.bump();
  }

  /** A page of an article's comments (AR-02); never cached, so a new comment shows at once. */
  async comments(msid: string, page: number): Promise<CommentsPage> {
    const search = `?${new URLSearchParams({ msid, pagenum: String(page), size: String(COMMENTS_PAGE_SIZE) })}`;
    const response = await this.forward('GET', '/comments', search);
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} for comments of ${msid}`);
    const parsed = readCommentsPage(await response.json().catch(() => null));
    if (!parsed) throw new ContentUnavailable(`malformed comments of ${msid}`);
    return parsed;
  }

  #plans?: LoadingCache<PrimePlan[]>;

  /** AB-09: the Prime plans, the same for every reader; kept like the lists. */
  plans(): Promise<PrimePlan[]> {
    this.#plans ??= new LoadingCache({
      generation: this.#generation,
      max: 1,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#plans.getOrLoad('plans', async () => {
      const response = await this.forward('GET', '/plans', '');
      if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for plans`);
      return this.#parse(plansAnswerSchema, await response.json().catch(() => null), 'plans').plans;
    });
  }

  #benefits?: LoadingCache<BenefitGroup[]>;

  /**
   * AB-09: Prime's clustered benefits (the paywall's and the plans page's), the same for every
   * reader and kept like the lists. The call names the site as the spec's does (`client-id`,
   * `site-app-code`); the groups are `planGroups[0].plans[0].additionalBenefitsNew.data`.
   */
  benefits(): Promise<BenefitGroup[]> {
    this.#benefits ??= new LoadingCache({
      generation: this.#generation,
      max: 1,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#benefits.getOrLoad('benefits', async () => {
      const response = await this.forward('GET', '/benefits', '', { headers: BENEFITS_CALLER });
      if (!response.ok)
        throw new ContentUnavailable(`content backend answered ${response.status} for benefits`);
      const body = this.#parse(benefitsAnswerSchema, await response.json().catch(() => null), 'benefits');
      return body.planGroups[0]!.plans[0]!.additionalBenefitsNew.data;
    });
  }

  #pollOfTheDay?: LoadingCache<{ poll: PollQuestion | null }>;

  /**
   * AB-14: the poll of the day as everyone sees it (question and options, no one's vote), kept
   * like the lists; null when the backend has none (a 404), so the widget is simply absent.
   */
  async pollOfTheDay(): Promise<PollQuestion | null> {
    this.#pollOfTheDay ??= new LoadingCache({
      generation: this.#generation,
      max: 1,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const { poll } = await this.#pollOfTheDay.getOrLoad('poll', async () => {
      const body = await this.#get({ type: 'poll_of_the_day', platform: 'web' }, {}, { allowNotFound: true });
      return { poll: body === null ? null : this.#parse(pollOfTheDayAnswerSchema, body, 'poll of the day') };
    });
    return poll;
  }

  #newsletters?: LoadingCache<Newsletter[]>;

  /** AB-13: every newsletter's definition, the same for every reader; kept like the lists. */
  newsletters(): Promise<Newsletter[]> {
    this.#newsletters ??= new LoadingCache({
      generation: this.#generation,
      max: 1,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#newsletters.getOrLoad('newsletters', async () => {
      const response = await this.forward('GET', '/newsletters', '');
      if (!response.ok)
        throw new ContentUnavailable(`content backend answered ${response.status} for newsletters`);
      return this.#parse(newslettersAnswerSchema, await response.json().catch(() => null), 'newsletters')
        .newsletters;
    });
  }

  /**
   * AB-13: confirms a newsletter subscription with the token of its mailed link: the newsletter's
   * name, or the backend's refusal in its words (a link used, expired or not one of ours).
   */
  async confirmNewsletter(
    token: string,
  ): Promise<{ confirmed: { sid: string; name: string } } | { refused: Refused }> {
    const response = await this.forward('POST', '/newsletters/confirm', '', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(
        `content backend answered ${response.status} to a newsletter confirmation`,
      );
    const body = this.#parse(
      z.object({ sid: z.string(), name: z.string().trim().min(1).max(80) }),
      await response.json().catch(() => null),
      'newsletter confirmation',
    );
    return { confirmed: { sid: body.sid, name: body.name } };
  }

  #commentCounts?: LoadingCache<{ count: number }>;

  /**
   * AR-10: how many comments an article has, as its page shows it. The count is the same for
   * every reader and kept like the lists (LIST_CACHE_SECONDS), as a cached page keeps it: a page
   * rendered per request does not ask the backend for it each time. The comments themselves
   * (the drawer, the opinions page) are never cached.
   */
  async commentCount(msid: string): Promise<number> {
    this.#commentCounts ??= new LoadingCache({
      generation: this.#generation,
      max: 2000,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const { count } = await this.#commentCounts.getOrLoad(msid, async () => ({
      count: (await this.comments(msid, 1)).header.totalcount,
    }));
    return count;
  }

  list(query: ListQuery): Promise<StoryItem[]> {
    const params: Record<string, string> = {
      type: 'plist',
      msid: query.msid,
      top: String(query.top),
      platform: 'web',
    };
    if (query.hierarchy) params.mode = 'hierarchy';
    if (query.contentType) params.contenttype = query.contentType;
    return this.#cachedList(params);
  }

  /** AB-12 trending in section: the section's most discussed recent stories (at most 30). */
  trending(sectionId: string, top: number): Promise<StoryItem[]> {
    return this.#cachedList({ type: 'trending', msid: sectionId, top: String(top), platform: 'web' });
  }

  /** AB-23 the recommendation widget's stories for a story (those sharing its keywords). */
  recommendations(msid: string, top: number): Promise<StoryItem[]> {
    return this.#cachedList({ type: 'recommendations', msid, top: String(top), platform: 'web' });
  }

  latestNews(top: number): Promise<StoryItem[]> {
    return this.#cachedList({
      type: 'getdata',
      searchtype: 'metadata',
      metatype: 'latestnewsflag',
      solrtypeid: '1001',
      platform: 'web',
      top: String(top),
    });
  }

  #pages?: LoadingCache<StoryPage>;

  /**
   * Section pages (HM-12): a page of a section's stories (with its sub-sections) or of the
   * latest-news list (`latest`), with the count of the whole list; kept like the lists. A section
   * the backend does not know is ContentUnavailable here: the caller asks the directory first.
   */
  storyPage(list: { section: string } | { latest: true }, page: number, top: number): Promise<StoryPage> {
    const params: Record<string, string> =
      'section' in list
        ? { type: 'plist', msid: list.section, mode: 'hierarchy' }
        : { type: 'getdata', searchtype: 'metadata', metatype: 'latestnewsflag', solrtypeid: '1001' };
    Object.assign(params, { top: String(top), page: String(page), platform: 'web' });
    this.#pages ??= new LoadingCache({
      generation: this.#generation,
      max: 500,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const key = new URLSearchParams(params).toString();
    return this.#pages.getOrLoad(key, async () => {
      const body = await this.#get(params, {}, { allowNotFound: false });
      const [first] = this.#parse(pagedListResponseSchema, body, key).searchResult;
      return { stories: first!.data, count: first!.count };
    });
  }

  #sections?: LoadingCache<{ sections: SectionEntry[] }>;

  /** The section directory (section pages), the same for every reader; kept like the lists. */
  async sections(): Promise<SectionEntry[]> {
    this.#sections ??= new LoadingCache({
      generation: this.#generation,
      max: 1,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const { sections } = await this.#sections.getOrLoad('sections', async () => {
      const body = await this.#get({ type: 'sections', platform: 'web' }, {}, { allowNotFound: false });
      return { sections: this.#parse(sectionsAnswerSchema, body, 'sections').searchResult[0]!.data };
    });
    return sections;
  }

  #trending?: LoadingCache<TrendingTerms>;

  /**
   * HM-05: the terms trending in a section (its most used keywords lately), or across the site
   * without one; kept like the lists.
   */
  trendingTerms(sectionId: string | null, top: number): Promise<TrendingTerms> {
    const params: Record<string, string> = { type: 'trending_terms', top: String(top), platform: 'web' };
    if (sectionId) params.msid = sectionId;
    this.#trending ??= new LoadingCache({
      generation: this.#generation,
      max: 200,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const key = new URLSearchParams(params).toString();
    return this.#trending.getOrLoad(key, async () => {
      const body = await this.#get(params, {}, { allowNotFound: false });
      const [first] = this.#parse(trendingTermsAnswerSchema, body, key).searchResult;
      return { name: first!.name, terms: first!.data };
    });
  }

  #details?: LoadingCache<Details>;

  /**
   * `type=getdetails`: a story's or an editorial document's title and metainfo (AB-20: the crypto
   * teaser's facts), kept like the lists. A failure, or no such msid, is ContentUnavailable.
   */
  details(msid: string): Promise<Details> {
    this.#details ??= new LoadingCache({
      generation: this.#generation,
      max: 100,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#details.getOrLoad(msid, async () => {
      const body = await this.#get(
        { type: 'getdetails', msid, platform: 'web' },
        {},
        { allowNotFound: false },
      );
      return this.#parse(detailsResponseSchema, body, `details ${msid}`).searchResult[0]!.data;
    });
  }

  #highlights?: LoadingCache<HighlightBlock>;

  /**
   * HM-11: the highlight widget's feed, the first block of a section's list with its metainfo
   * (`type=plist&metaInfo=true`), kept like the lists.
   */
  highlight(msid: string, top: number): Promise<HighlightBlock> {
    this.#highlights ??= new LoadingCache({
      generation: this.#generation,
      max: 20,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const params = { type: 'plist', msid, top: String(top), metaInfo: 'true', platform: 'web' };
    const key = new URLSearchParams(params).toString();
    return this.#highlights.getOrLoad(key, async () => {
      const body = await this.#get(params, {}, { allowNotFound: false });
      return this.#parse(highlightAnswerSchema, body, key).searchResult[0]!;
    });
  }

  #configs?: LoadingCache<SiteConfig>;
  #switches?: LoadingCache<SiteConfig>;

  /**
   * One key of the editors' configuration (AR-15 `inarticle_events`), cached like the lists; the
   * switches editors flip while readers watch (HM-08 countdown, HM-09 live TV: SWITCH_CONFIG_KEYS)
   * only `switchCacheSeconds` (5 s), so a change reaches readers without a deploy or a wait.
   * A failure or a malformed answer is ContentUnavailable: the widget's failure, not the page's.
   */
  config(key: string): Promise<SiteConfig> {
    const now = this.#options.now ? { now: this.#options.now } : {};
    this.#configs ??= new LoadingCache({
      generation: this.#generation,
      max: 50,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...now,
    });
    this.#switches ??= new LoadingCache({
      generation: this.#generation,
      max: 10,
      ttlMs: (this.#options.switchCacheSeconds ?? DEFAULT_SWITCH_CACHE_SECONDS) * 1000,
      ...now,
    });
    const cache = SWITCH_CONFIG_KEYS.has(key) ? this.#switches : this.#configs;
    return cache.getOrLoad(key, async () => {
      const response = await this.forward('GET', '/config', `?${new URLSearchParams({ key })}`);
      if (!response.ok)
        throw new ContentUnavailable(`content backend answered ${response.status} for config ${key}`);
      const body = this.#parse(configAnswerSchema, await response.json().catch(() => null), `config ${key}`);
      return body.data;
    });
  }

  #pagedLists?: LoadingCache<{ found: AuthorPageData | TopicData | CompanyNewsData | null }>;

  /** Paged lists (author, topic and company pages), kept like the lists; "not found" is kept too, briefly. */
  #pagedList<T extends AuthorPageData | TopicData | CompanyNewsData>(
    params: Record<string, string>,
    read: (body: unknown) => T,
  ): Promise<T | null> {
    this.#pagedLists ??= new LoadingCache({
      generation: this.#generation,
      max: 500,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const key = new URLSearchParams(params).toString();
    return this.#pagedLists
      .getOrLoad(key, async () => {
        const body = await this.#get(params, {}, { allowNotFound: true });
        return { found: body === null ? null : read(body) };
      })
      .then(({ found }) => found as T | null);
  }

  /** AB-15: an author's bio and a page of their stories; null for an author the backend does not know. */
  authorPage(authorId: string, page: number, top: number): Promise<AuthorPageData | null> {
    const params = {
      type: 'author_info',
      author_id: authorId,
      bio: '1',
      story: '1',
      top: String(top),
      page: String(page),
      platform: 'web',
    };
    return this.#pagedList(params, (body) => {
      const parsed = this.#parse(authorPageAnswerSchema, body, `author ${authorId}`);
      return parsed.searchResult[0]!.data[0]!;
    });
  }

  /** AB-16: a keyword's stories, a page at a time; null for a topic the backend does not know. */
  topic(slug: string, page: number, top: number): Promise<TopicData | null> {
    const params = { type: 'topic', keyword: slug, top: String(top), page: String(page), platform: 'web' };
    return this.#pagedList(
      params,
      (body) => this.#parse(topicAnswerSchema, body, `topic ${slug}`).searchResult[0]!,
    );
  }

  /**
   * AB-04: a listed company and a page of the stories tagged with it; null for a company the
   * backend does not know (a 404 naming `companyid`).
   */
  companyNews(companyId: string, page: number, top: number): Promise<CompanyNewsData | null> {
    const params = {
      type: 'company_news',
      companyid: companyId,
      top: String(top),
      page: String(page),
      platform: 'web',
    };
    return this.#pagedList(
      params,
      (body) => this.#parse(companyNewsAnswerSchema, body, `company ${companyId}`).searchResult[0]!,
    );
  }

  #videos?: LoadingCache<{ found: Video | null }>;

  /** VD-01: a video and its player's media; null for a msid that is not a video (a 404). */
  video(msid: string): Promise<Video | null> {
    this.#videos ??= new LoadingCache({
      generation: this.#generation,
      max: 200,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#videos
      .getOrLoad(msid, async () => {
        const body = await this.#get(
          { type: 'videoshow', msid, platform: 'web' },
          {},
          { allowNotFound: true },
        );
        if (body === null) return { found: null };
        return { found: this.#parse(videoAnswerSchema, body, `video ${msid}`).searchResult[0]!.data };
      })
      .then(({ found }) => found);
  }

  #slideshows?: LoadingCache<{ found: Slideshow | null }>;

  /** A slideshow and its slides (AB-18's call, `top=100`); null for a msid that is not one (a 404). */
  slideshow(msid: string): Promise<Slideshow | null> {
    this.#slideshows ??= new LoadingCache({
      generation: this.#generation,
      max: 100,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    return this.#slideshows
      .getOrLoad(msid, async () => {
        const params = { type: 'widget_slideshow1', msid, top: '100', platform: 'web' };
        const body = await this.#get(params, {}, { allowNotFound: true });
        if (body === null) return { found: null };
        return { found: this.#parse(slideshowAnswerSchema, body, `slideshow ${msid}`).searchResult[0]! };
      })
      .then(({ found }) => found);
  }

  /**
   * A live blog and its newest updates; null for a msid that is not one (a 404). Not kept here:
   * the page itself is kept 30 s, and a live blog is read for what is new.
   */
  async liveBlog(msid: string, top: number): Promise<LiveBlog | null> {
    const params = { type: 'liveblog', msid, top: String(top), platform: 'web' };
    const body = await this.#get(params, {}, { allowNotFound: true });
    if (body === null) return null;
    return this.#parse(liveBlogAnswerSchema, body, `live blog ${msid}`).searchResult[0]!;
  }

  #videoLists?: LoadingCache<VideoItem[]>;

  /**
   * VD-02: one of a video page's lists, without the video `msid` itself (related: the videos most
   * like it). Kept like the lists; a failure is the widget's (ContentUnavailable).
   */
  videoList(list: VideoListName, top: number, msid?: string): Promise<VideoItem[]> {
    this.#videoLists ??= new LoadingCache({
      generation: this.#generation,
      max: 500,
      ttlMs: this.#options.listCacheSeconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
    const params: Record<string, string> = { type: 'videolist', list, top: String(top), platform: 'web' };
    if (msid) params.msid = msid;
    const key = new URLSearchParams(params).toString();
    return this.#videoLists.getOrLoad(key, async () => {
      const body = await this.#get(params, {}, { allowNotFound: false });
      return this.#parse(videoListAnswerSchema, body, `video list ${list}`).searchResult[0]!.data;
    });
  }

  #cachedList(params: Record<string, string>): Promise<StoryItem[]> {
    const key = new URLSearchParams(params).toString();
    return this.#lists.getOrLoad(key, async () => {
      const body = await this.#get(params, {}, { allowNotFound: false });
      return this.#parse(listResponseSchema, body, key).searchResult[0]!.data;
    });
  }

  async #get(
    params: Record<string, string>,
    headers: Record<string, string>,
    { allowNotFound }: { allowNotFound: boolean },
  ) {
    const url = `${this.#options.baseUrl}/request?${new URLSearchParams(params)}`;
    let response: Response;
    try {
      response = await this.#fetch(url, { headers, signal: AbortSignal.timeout(this.#options.timeoutMs) });
    } catch (error) {
      throw new ContentUnavailable(`content backend unreachable for ${url}: ${(error as Error).message}`);
    }
    // A malformed id is answered 400 naming `msid`: to a reader that is a page that is not there.
    if (allowNotFound && (response.status === 404 || (await refusesParam(response, 'msid')))) return null;
    if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for ${url}`);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new ContentUnavailable(`content backend sent malformed JSON for ${url}`);
    }
  }

  #parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
    const result = schema.safeParse(body);
    if (!result.success)
      throw new ContentUnavailable(`unexpected answer for ${what}: ${result.error.issues[0]?.message}`);
    return result.data;
  }
}
