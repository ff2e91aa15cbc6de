import type { PageKind } from '@newsroom/composer';

export type Route =
  | { kind: 'home' }
  | { kind: 'article'; msid: string }
  | { kind: 'print'; msid: string }
  /** AB-06: an article as a stacked fragment, for the infinite scroll below another. */
  | { kind: 'stacked'; msid: string }
  | { kind: 'opinions'; msid: string; page: number }
  | { kind: 'category'; path: string; skipRecommendations: boolean }
  | { kind: 'notFound' };

const OPINIONS = /^\/opinions\/(\d{1,12})\.cms$/;
const PRINT = /^\/(?:[\w\-.%]+\/)*printarticle\/(\d{1,12})\.cms$/;
const ARTICLE = /^\/(?:[\w\-.%]+\/)*articleshow\/(\d{1,12})\.cms$/;
/** AB-06: the stacked fragment of an article (the site's own address; never linked to readers). */
export const STACKED_PREFIX = '/_stack/';
const STACKED = /^\/_stack\/(\d{1,12})$/;

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
  if (pathname.includes('/printarticle/')) {
    const match = PRINT.exec(pathname);
    return match ? { kind: 'print', msid: match[1]! } : { kind: 'notFound' };
  }
  if (pathname.includes('/articleshow/')) {
    const match = ARTICLE.exec(pathname);
    return match ? { kind: 'article', msid: match[1]! } : { kind: 'notFound' };
  }
  return {
    kind: 'category',
    path: pathname,
    // AB-01: the shopping pages load no recommendation script.
    skipRecommendations: pathname.startsWith('/top-trending-products'),
  };
}

export function pageKindOf(route: Route): PageKind {
  if (route.kind === 'print' || route.kind === 'stacked') return 'article';
  return route.kind === 'notFound' || route.kind === 'opinions' ? 'category' : route.kind;
}
