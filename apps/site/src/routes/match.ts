import type { PageKind } from '@newsroom/composer';
import { topicSlug } from '../article/topics.ts';
import { type MarketPageRoute, matchMarketPage } from './marketPages.ts';

export type Route =
  | { kind: 'home' }
  | { kind: 'article'; msid: string }
  | { kind: 'print'; msid: string }
  /** AB-06: an article as a stacked fragment, for the infinite scroll below another. */
  | { kind: 'stacked'; msid: string }
  | { kind: 'opinions'; msid: string; page: number }
  | { kind: 'category'; path: string; skipRecommendations: boolean }
  | { kind: 'author'; seoname: string; id: string; page: number }
  | { kind: 'topic'; slug: string; page: number; canonical: boolean }
  /** AB-20, HM-04: gold, commodity, fund, market moguls and stock report pages. */
  | { kind: 'marketPage'; page: MarketPageRoute }
  | { kind: 'notFound' };

const OPINIONS = /^\/opinions\/(\d{1,12})\.cms$/;
const PRINT = /^\/(?:[\w\-.%]+\/)*printarticle\/(\d{1,12})\.cms$/;
const ARTICLE = /^\/(?:[\w\-.%]+\/)*articleshow\/(\d{1,12})\.cms$/;
/** AB-06: the stacked fragment of an article (the site's own address; never linked to readers). */
export const STACKED_PREFIX = '/_stack/';
const STACKED = /^\/_stack\/(\d{1,12})$/;
/** AB-15: `/etreporter/author-{seoname}-{id}.cms`; the seoname's words are separated by single hyphens. */
const AUTHOR = /^\/etreporter\/author-([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,8})-([1-9]\d{0,9})\.cms$/;
/** AB-16: `/topic/{keyword}`, one path segment. */
const TOPIC = /^\/topic\/([^/]{1,240})\/?$/;

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
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  const opinions = OPINIONS.exec(pathname);
  if (opinions) {
    // A page number that is not one (`?page=abc`, `0`, `2.5`) names no page: 404, not page 1.
    const given = new URLSearchParams(search).get('page') ?? '1';
    if (!/^[1-9]\d{0,4}$/.test(given)) return { kind: 'notFound' };
    return { kind: 'opinions', msid: opinions[1]!, page: Number(given) };
  }
  if (pathname.startsWith(STACKED_PREFIX)) {
    const match = STACKED.exec(pathname);
    return match ? { kind: 'stacked', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.startsWith('/etreporter/')) {
    const match = pathname.length <= 300 ? AUTHOR.exec(pathname) : null;
    const page = pageOf(search);
    return match && page ? { kind: 'author', seoname: match[1]!, id: match[2]!, page } : { kind: 'notFound' };
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
    return match ? { kind: 'article', msid: match[1]! } : { kind: 'notFound' };
  }
  const market = matchMarketPage(pathname);
  if (market) return { kind: 'marketPage', page: market };
  return {
    kind: 'category',
    path: pathname,
    // AB-01: the shopping pages load no recommendation script.
    skipRecommendations: pathname.startsWith('/top-trending-products'),
  };
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
    route.kind === 'marketPage'
    ? 'category'
    : route.kind;
}
