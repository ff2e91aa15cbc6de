import type { PageKind } from '@newsroom/composer';
import { CHART_PERIODS, type ChartPeriod } from './chart.ts';
import { type MarketPageRoute, matchMarketPage } from './marketPages.ts';
import { ARTICLE_TAB_KEYS, HOME_TAB_KEYS, refusesTabQuery } from './tabQuery.ts';
import { topicSlug } from './topics.ts';

export type Route =
  | { kind: 'home' }
  | { kind: 'article'; msid: string }
  | { kind: 'print'; msid: string }
  /** AB-06: an article as a stacked fragment, for the infinite scroll below another. */
  | { kind: 'stacked'; msid: string }
  | { kind: 'opinions'; msid: string; page: number }
  /** HM-12 section pages (and the top and latest lists), a page (`?page=`) at a time. */
  | { kind: 'category'; path: string; page: number; skipRecommendations: boolean }
  | { kind: 'author'; seoname: string; id: string; page: number }
  | { kind: 'topic'; slug: string; page: number; canonical: boolean }
  /** AB-12 market pages (pages/markets/marketPage.tsx). */
  | { kind: 'marketStats' }
  | { kind: 'crypto'; list: CryptoListPage }
  | { kind: 'coin'; slug: string }
  | { kind: 'upsideRadar' }
  | { kind: 'screener'; collection: string; seoName: string; id: string; page: number }
  /** AB-04: a listed company's page: quotes, chart (`period`), stock report, its news (`page`). */
  | { kind: 'company'; seoname: string; id: string; period: ChartPeriod; page: number }
  /** AB-20, HM-04: gold, commodity, fund, market moguls and stock report pages. */
  | { kind: 'marketPage'; page: MarketPageRoute }
  /** VD-01: a video's page, `/{seopath}/videoshow/{msid}.cms`. */
  | { kind: 'video'; msid: string }
  /** A live blog's page, `/{seopath}/liveblog/{msid}.cms`. */
  | { kind: 'liveBlog'; msid: string }
  /** AB-18: a slideshow's page, `/{seopath}/slideshow/{msid}.cms`. */
  | { kind: 'slideshow'; msid: string }
  /** AB-18: `/etgrandmasters` (null) and `/etgrandmasters/{seriesId}`. */
  | { kind: 'grandmasters'; seriesId: string | null }
  /** AR-15, AB-11: an event the editors' configuration links, `/events/{slug}`. */
  | { kind: 'event'; slug: string }
  | { kind: 'notFound' };

export type CryptoListPage = 'all' | 'gainers' | 'losers';

const OPINIONS = /^\/opinions\/(\d{1,12})\.cms$/;
const PRINT = /^\/(?:[\w\-.%]+\/)*printarticle\/(\d{1,12})\.cms$/;
const ARTICLE = /^\/(?:[\w\-.%]+\/)*articleshow\/(\d{1,12})\.cms$/;
const LIVE_BLOG = /^\/(?:[\w\-.%]+\/)*liveblog\/(\d{1,12})\.cms$/;
const SLIDESHOW = /^\/(?:[\w\-.%]+\/)*slideshow\/(\d{1,12})\.cms$/;
const VIDEO = /^\/(?:[\w\-.%]+\/)*videoshow\/(\d{1,12})\.cms$/;
/** AB-06: the stacked fragment of an article (the site's own address; never linked to readers). */
export const STACKED_PREFIX = '/_stack/';
const STACKED = /^\/_stack\/(\d{1,12})$/;
/** AB-15: `/etreporter/author-{seoname}-{id}.cms`; the seoname's words are separated by single hyphens. */
const AUTHOR = /^\/etreporter\/author-([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,8})-([1-9]\d{0,9})\.cms$/;
/** AB-04: `/{seoName}/stocks/companyid-{id}.cms`; the seoName's words are separated by single hyphens. */
/** An event's page (AR-15, AB-11); its slug is the editors' link, checked again by the events' loader. */
export const EVENT_PATH = /^\/events\/([a-z0-9][a-z0-9-]{0,79})$/;
const COMPANY = /^\/([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,15})\/stocks\/companyid-([1-9]\d{0,9})\.cms$/;
/** The largest company id the backend takes (a 32-bit integer). */
const MAX_COMPANY_ID = 2_147_483_647;
/** AB-18: the Grandmasters pages; a trailing slash is the same page (a 301 to it). */
const GRANDMASTERS = /^\/etgrandmasters(?:\/([1-9]\d{0,11}))?\/?$/;
/** AB-16: `/topic/{keyword}`, one path segment. */
const TOPIC = /^\/topic\/([^/]{1,240})\/?$/;

/** A story's page of any kind (its print view too), wherever its section puts it. */
const STORY_PAGE = /\/(?:articleshow|printarticle|videoshow|slideshow|liveblog)\/\d{1,12}\.cms$/;
const CRYPTO = /^\/markets\/cryptocurrency(?:\/([a-z0-9]+(?:-[a-z0-9]+){0,9}))?\/?$/;
const CRYPTO_LISTS: Record<string, CryptoListPage> = { 'top-gainers': 'gainers', 'top-losers': 'losers' };
/** AB-12: `/markets/upside-radar/{collectionSeoName}/{seoName}/id-{screenerId}`. */
const SCREENER = /^\/markets\/upside-radar\/([a-z0-9-]{1,120})\/([a-z0-9-]{1,160})\/id-([1-9]\d{0,11})$/;

/** AB-12: the market pages' routes, or null when the path is not one of theirs. */
function marketRoute(pathname: string, search: string): Route | null {
  if (pathname === '/stocks/marketstats') return { kind: 'marketStats' };
  if (pathname.startsWith('/markets/cryptocurrency')) {
    const match = CRYPTO.exec(pathname);
    // A story filed under the crypto section is the story's page, not a coin's.
    if (!match) return STORY_PAGE.test(pathname) ? null : { kind: 'notFound' };
    const slug = match[1];
    if (!slug) return { kind: 'crypto', list: 'all' };
    const list = CRYPTO_LISTS[slug];
    return list ? { kind: 'crypto', list } : { kind: 'coin', slug };
  }
  if (pathname === '/markets/upside-radar' || pathname === '/markets/upside-radar/')
    return { kind: 'upsideRadar' };
  if (pathname.startsWith('/markets/upside-radar/')) {
    const match = pathname.length <= 400 ? SCREENER.exec(pathname) : null;
    const page = pageOf(search);
    return match && page
      ? { kind: 'screener', collection: match[1]!, seoName: match[2]!, id: match[3]!, page }
      : { kind: 'notFound' };
  }
  return null;
}

/** A `?page=` that names a page (1..500), or null: `abc`, `0`, `2.5` name none (a 404, not page 1). */
function pageOf(search: string): number | null {
  const given = new URLSearchParams(search).get('page') ?? '1';
  if (!/^[1-9]\d{0,2}$/.test(given) || Number(given) > 500) return null;
  return Number(given);
}

/**
 * AB-01 page kinds from the path: the root is home, a path with an articleshow segment ending in
 * a numeric `.cms` id is an article, anything else is a category page. A malformed articleshow
 * path is not a category: it is a missing page.
 */
export function matchRoute(pathname: string, search = ''): Route {
  // Issue 27: a tab the page does not have (`?top=oops`) names no page.
  if (pathname === '/' || pathname === '')
    return refusesTabQuery(search, HOME_TAB_KEYS) ? { kind: 'notFound' } : { kind: 'home' };
  const opinions = OPINIONS.exec(pathname);
  if (opinions) {
    // A page number that is not one (`?page=abc`, `0`, `2.5`) names no page: 404, not page 1.
    const given = new URLSearchParams(search).get('page') ?? '1';
    if (!/^[1-9]\d{0,4}$/.test(given)) return { kind: 'notFound' };
    return { kind: 'opinions', msid: opinions[1]!, page: Number(given) };
  }
  const market = marketRoute(pathname, search);
  if (market) return market;
  if (pathname.startsWith(STACKED_PREFIX)) {
    const match = STACKED.exec(pathname);
    return match ? { kind: 'stacked', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.startsWith('/etreporter/')) {
    const match = pathname.length <= 300 ? AUTHOR.exec(pathname) : null;
    const page = pageOf(search);
    return match && page ? { kind: 'author', seoname: match[1]!, id: match[2]!, page } : { kind: 'notFound' };
  }
  if (pathname.includes('/stocks/companyid-')) {
    const match = pathname.length <= 700 ? COMPANY.exec(pathname) : null;
    const page = pageOf(search);
    const period = periodOf(search);
    return match && page && period && Number(match[2]) <= MAX_COMPANY_ID
      ? { kind: 'company', seoname: match[1]!, id: match[2]!, period, page }
      : { kind: 'notFound' };
  }
  if (pathname.startsWith('/events/')) {
    const match = EVENT_PATH.exec(pathname);
    return match ? { kind: 'event', slug: match[1]! } : { kind: 'notFound' };
  }
  if (pathname === '/etgrandmasters' || pathname.startsWith('/etgrandmasters/')) {
    const match = GRANDMASTERS.exec(pathname);
    return match ? { kind: 'grandmasters', seriesId: match[1] ?? null } : { kind: 'notFound' };
  }
  if (pathname.startsWith('/topic/')) {
    const match = TOPIC.exec(pathname);
    const page = pageOf(search);
    const slug = match ? topicSlugOf(match[1]!) : null;
    return slug && page
      ? { kind: 'topic', slug, page, canonical: pathname === `/topic/${slug}` }
      : { kind: 'notFound' };
  }
  if (pathname.includes('/printarticle/')) {
    const match = PRINT.exec(pathname);
    return match ? { kind: 'print', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.includes('/articleshow/')) {
    const match = ARTICLE.exec(pathname);
    return match && !refusesTabQuery(search, ARTICLE_TAB_KEYS)
      ? { kind: 'article', msid: match[1]! }
      : { kind: 'notFound' };
  }
  if (pathname.includes('/videoshow/')) {
    const match = VIDEO.exec(pathname);
    return match ? { kind: 'video', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.includes('/liveblog/')) {
    const match = LIVE_BLOG.exec(pathname);
    return match ? { kind: 'liveBlog', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.includes('/slideshow/')) {
    const match = SLIDESHOW.exec(pathname);
    return match ? { kind: 'slideshow', msid: match[1]! } : { kind: 'notFound' };
  }
  const directory = matchMarketPage(pathname);
  if (directory) return { kind: 'marketPage', page: directory };
  const page = pageOf(search);
  if (!page) return { kind: 'notFound' };
  return {
    kind: 'category',
    path: pathname,
    page,
    // AB-01: the shopping pages load no recommendation script.
    skipRecommendations: pathname.startsWith('/top-trending-products'),
  };
}

/** A `?period=` of the chart (1d when absent), or null for one the chart does not draw (a 404). */
function periodOf(search: string): ChartPeriod | null {
  const given = new URLSearchParams(search).get('period') ?? '1d';
  return (CHART_PERIODS as readonly string[]).includes(given) ? (given as ChartPeriod) : null;
}

/** A topic path segment as a slug: `Gold%20Prices` is `gold-prices`; null when nothing is left. */
function topicSlugOf(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return topicSlug(decoded);
}

export function pageKindOf(route: Route): PageKind {
  if (route.kind === 'print' || route.kind === 'stacked') return 'article';
  return route.kind === 'notFound' ||
    route.kind === 'opinions' ||
    route.kind === 'author' ||
    route.kind === 'topic' ||
    route.kind === 'marketStats' ||
    route.kind === 'crypto' ||
    route.kind === 'coin' ||
    route.kind === 'upsideRadar' ||
    route.kind === 'screener' ||
    route.kind === 'company' ||
    route.kind === 'marketPage' ||
    route.kind === 'slideshow' ||
    route.kind === 'liveBlog' ||
    route.kind === 'grandmasters' ||
    route.kind === 'event'
    ? 'category'
    : route.kind;
}
