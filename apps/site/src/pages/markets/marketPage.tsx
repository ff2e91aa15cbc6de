import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import { MarketUnavailable } from '../../content/markets/client.ts';
import { marketStatsPath, readMarketStatsQuery } from '../../content/markets/marketStatsQuery.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { Route } from '../../lib/routes/match.ts';
import { CRYPTO_PAGES } from '../../widgets/crypto-dashboard/coins.ts';
import { UPSIDE_RADAR_PATH } from '../../widgets/upside-radar/collections.ts';
import type { PageDeps } from '../kit/pageDeps.ts';
import { notFoundPage, unavailablePage } from '../kit/statusPages.tsx';
import { CoinPageView, CRYPTO_TITLES, CryptoListPageView } from './CryptoPages.tsx';
import { MarketStatsPage, marketStatsTitle } from './MarketStatsPage.tsx';
import { ScreenerPageView, UpsideRadarPageView } from './UpsideRadarPages.tsx';

/**
 * AB-12 market pages, linked from the sidebar market widgets: the market stats table, the crypto
 * lists and coin pages, the upside radar and its screeners. Server-rendered tables that need no
 * script, cached like other pages (30 s: prices tick once a minute). A market answer the backend
 * cannot give is a 503 in words, never a half page.
 */

/** How long a shared cache may keep a market page: prices tick once a minute. */
const MARKET_PAGE_MAX_AGE = 30;
/** Rows of the market stats table (the spec's page is "a full table"). */
export const MARKET_STATS_ROWS = 25;
/** The ten tracked coins (spec §9). */
const TRACKED_COINS = 10;
/** Companies a screener page lists. */
export const SCREENER_PAGE_SIZE = 20;
/** The backend pages a screener up to page 100. */
const SCREENER_MAX_PAGE = 100;
/** Every screener of a collection on the radar page (the backend's `screenercount` bound). */
const SCREENERS_PER_COLLECTION_PAGE = 10;

function movedTo(location: string): PageResult {
  return { status: 301, redirect: location, head: { title: '' }, body: <></>, maxAge: 3600 };
}

async function marketsAnswered(build: () => Promise<PageResult>, deps: PageDeps): Promise<PageResult> {
  try {
    return await build();
  } catch (error) {
    if (!(error instanceof MarketUnavailable)) throw error;
    deps.log(`503: ${error.message}`);
    return unavailablePage();
  }
}

export function marketPage(
  route: Extract<Route, { kind: 'marketStats' | 'crypto' | 'coin' | 'upsideRadar' | 'screener' }>,
  deps: PageDeps,
): Promise<PageResult> {
  return marketsAnswered(() => {
    switch (route.kind) {
      case 'marketStats':
        return marketStats(deps);
      case 'crypto':
        return cryptoList(route.list, deps);
      case 'coin':
        return coinPage(route.slug, deps);
      case 'upsideRadar':
        return upsideRadarPage(deps);
      case 'screener':
        return screenerPage(route, deps);
    }
  }, deps);
}

async function marketStats(deps: PageDeps): Promise<PageResult> {
  const { query, valid } = readMarketStatsQuery(deps.url.search);
  // A value the page does not know: the page's own address, that parameter at its default.
  if (!valid && !deps.preview) return movedTo(marketStatsPath(query));
  const answer = await deps.content.markets.gainersLosers({
    exchange: query.exchange,
    losers: query.type === 'losers',
    duration: query.duration,
    pagesize: MARKET_STATS_ROWS,
  });
  return {
    status: 200,
    maxAge: MARKET_PAGE_MAX_AGE,
    head: {
      title: `${marketStatsTitle(query)} | ${publication.name}`,
      description: `${marketStatsTitle(query)}: price, change and per cent change of the ${MARKET_STATS_ROWS} biggest movers.`,
      canonical: `${deps.origin}${marketStatsPath(query)}`,
    },
    body: <MarketStatsPage query={query} answer={answer} />,
  };
}

async function cryptoList(list: 'all' | 'gainers' | 'losers', deps: PageDeps): Promise<PageResult> {
  const coins = await deps.content.markets.cryptoStats(list === 'all' ? 'marketcap' : list, TRACKED_COINS);
  return {
    status: 200,
    maxAge: MARKET_PAGE_MAX_AGE,
    head: {
      title: `${CRYPTO_TITLES[list]} today | ${publication.name}`,
      description: `${CRYPTO_TITLES[list]} in rupees: price, 24-hour change and market cap.`,
      canonical: `${deps.origin}${CRYPTO_PAGES[list]}`,
    },
    body: <CryptoListPageView list={list} coins={coins} />,
  };
}

async function coinPage(slug: string, deps: PageDeps): Promise<PageResult> {
  const coins = await deps.content.markets.cryptoStats('marketcap', TRACKED_COINS);
  const path = `${CRYPTO_PAGES.all}/${slug}`;
  // A coin's page is the backend's pageUrl for it; a name no tracked coin has is not a page.
  const coin = coins.find((candidate) => safeHref(candidate.pageUrl) === path);
  if (!coin) return notFoundPage();
  return {
    status: 200,
    maxAge: MARKET_PAGE_MAX_AGE,
    head: {
      title: `${coin.coinName} (${coin.symbol}) price in rupees today | ${publication.name}`,
      description: `${coin.coinName} price, 24-hour change and market cap in rupees.`,
      canonical: `${deps.origin}${path}`,
    },
    body: <CoinPageView coin={coin} others={coins.filter((other) => other !== coin)} />,
  };
}

async function upsideRadarPage(deps: PageDeps): Promise<PageResult> {
  const collections = await deps.content.markets.upsideRadar(SCREENERS_PER_COLLECTION_PAGE);
  return {
    status: 200,
    maxAge: MARKET_PAGE_MAX_AGE,
    head: {
      title: `Upside radar: stocks with the most room to rise | ${publication.name}`,
      description:
        'Stock screens by potential upside: how far analysts’ target prices are above the prices now.',
      canonical: `${deps.origin}${UPSIDE_RADAR_PATH}`,
    },
    body: <UpsideRadarPageView collections={collections} />,
  };
}

async function screenerPage(
  route: Extract<Route, { kind: 'screener' }>,
  deps: PageDeps,
): Promise<PageResult> {
  const collections = await deps.content.markets.upsideRadar(SCREENERS_PER_COLLECTION_PAGE);
  const collection = collections.find((c) => c.listScreenerMaster.some((s) => s.screenerId === route.id));
  const screener = collection?.listScreenerMaster.find((s) => s.screenerId === route.id);
  const path = safeHref(screener?.url);
  if (!collection || !screener || !path?.startsWith(`${UPSIDE_RADAR_PATH}/`)) return notFoundPage();
  // The screener's one address: a wrong collection or screener name goes there, the page kept.
  if (!deps.preview && path !== deps.url.pathname) return movedTo(path + deps.url.search);
  if (route.page > SCREENER_MAX_PAGE) return notFoundPage();
  const page = await deps.content.markets.screener(route.id, {
    pageno: route.page,
    pagesize: SCREENER_PAGE_SIZE,
  });
  if (route.page > Math.max(1, page.pagesummary.totalpages)) return notFoundPage();
  return {
    status: 200,
    maxAge: MARKET_PAGE_MAX_AGE,
    head: {
      title: `${screener.name}${route.page > 1 ? `, page ${route.page}` : ''} | Upside radar | ${publication.name}`,
      description: screener.description.slice(0, 300),
      canonical: `${deps.origin}${route.page > 1 ? `${path}?page=${route.page}` : path}`,
    },
    body: <ScreenerPageView screener={page} collectionName={collection.collectionName} path={path} />,
  };
}
