import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import { ContentUnavailable } from '../../content/http.ts';
import { MarketUnavailable } from '../../content/markets/client.ts';
import type { Fund } from '../../content/markets/schemas.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import {
  categorySlug,
  FUND_LIST_PATH,
  fundCategoryPath,
  MARKET_MOGULS_PATH,
  type MarketPageRoute,
  STOCK_REPORTS_PATH,
} from '../../lib/routes/marketPages.ts';
import type { PageDeps } from '../kit/pageDeps.ts';
import { COMMODITY_SYMBOLS, CommodityPage, type CommoditySymbol } from './CommodityPage.tsx';
import { FundFactsheetPage, FundListPage } from './FundPages.tsx';
import { GoldCityPage } from './GoldCityPage.tsx';
import { MarketMogulsPage } from './MarketMogulsPage.tsx';
import { StockReportsPage } from './StockReportsPage.tsx';

// The market pages of AB-20 and HM-04, from the backend's market calls. As author pages: an
// address that is not the page's own is a 301 to it, a thing the backend does not know a 404;
// a backend that cannot answer is the site's 503 (ContentUnavailable).

/** Market figures move every minute: a shared cache keeps these pages as briefly as the others. */
const PAGE_MAX_AGE = 30;
/** Recent days of the commodity on the gold and commodity pages. */
const RECENT_DAYS = 10;
/** The fund list's length for "every category" (one category shows all its schemes). */
const BEST_FUNDS = 20;
const ALL_FUNDS = 60;

type MarketPageDeps = Pick<PageDeps, 'content' | 'url' | 'origin' | 'preview' | 'sessionToken' | 'context'>;

/** A market answer the page cannot do without: its failure is the backend's, a 503. */
async function needed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof MarketUnavailable) throw new ContentUnavailable(error.message);
    throw error;
  }
}

/** A market answer the page can do without (a list beside the figures): null when it fails. */
function optional<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof MarketUnavailable) return null;
    throw error;
  });
}

function page(
  deps: MarketPageDeps,
  path: string,
  title: string,
  description: string,
  body: PageResult['body'],
) {
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: { title: `${title} | ${publication.name}`, description, canonical: `${deps.origin}${path}` },
    body,
  } satisfies PageResult;
}

function movedTo(path: string, search: string): PageResult {
  return { status: 301, redirect: path + search, head: { title: '' }, body: <></>, maxAge: 3600 };
}

/** The page for a market route; `notFound` builds the site's 404. */
export async function marketDirectoryPage(
  route: MarketPageRoute,
  deps: MarketPageDeps,
  notFound: () => PageResult,
): Promise<PageResult> {
  const { markets } = deps.content;
  const here = deps.url.pathname;
  const own = (path: string) => deps.preview === true || path === here;
  switch (route.kind) {
    case 'goldCity': {
      const [cities, commodity] = await Promise.all([
        needed(markets.goldCities()),
        optional(markets.commodity('GOLD', RECENT_DAYS)),
      ]);
      const city = cities.data.find((each) => each.seoName.toLowerCase() === route.seoName.toLowerCase());
      const path = city && safeHref(city.url);
      if (!city || !path?.startsWith('/')) return notFound();
      if (!own(path)) return movedTo(path, deps.url.search);
      return page(
        deps,
        path,
        `Gold rate in ${city.goldCityName} today`,
        `Today's 22 and 24 carat gold rate in ${city.goldCityName} for 1 gram and 8 grams.`,
        <GoldCityPage city={city} cities={cities} commodity={commodity} />,
      );
    }
    case 'commodity': {
      const symbol = route.symbol.toUpperCase();
      if (!(COMMODITY_SYMBOLS as readonly string[]).includes(symbol)) return notFound();
      const path = `/commoditysummary/symbol-${symbol}.cms`;
      if (!own(path)) return movedTo(path, deps.url.search);
      const [commodity, cities] = await Promise.all([
        needed(markets.commodity(symbol as CommoditySymbol, RECENT_DAYS)),
        symbol === 'GOLD' ? optional(markets.goldCities()) : null,
      ]);
      return page(
        deps,
        path,
        `${commodity.name} price today`,
        `${commodity.name} spot and futures prices today, the contract's expiry and the recent days.`,
        <CommodityPage commodity={commodity} cities={cities} />,
      );
    }
    case 'fundFactsheet': {
      const fund = await needed(markets.fundScheme(route.schemeId));
      const path = fund && safeHref(fund.url);
      if (!fund || !path?.startsWith('/')) return notFound();
      if (!own(path)) return movedTo(path, deps.url.search);
      const peers = await optional(markets.fundScreener({ category: fund.category, pagesize: 6 }));
      return page(
        deps,
        path,
        `${fund.schemeName}: NAV and returns`,
        `${fund.schemeName}, a ${fund.category} fund: NAV, one-year and three-year returns.`,
        <FundFactsheetPage fund={fund} peers={peers?.searchresult ?? []} />,
      );
    }
    case 'fundList': {
      const all = await needed(markets.fundScreener({ pagesize: route.category ? 1 : BEST_FUNDS }));
      const category = route.category
        ? all.categories.find((name) => categorySlug(name) === route.category)
        : undefined;
      if (route.category && !category) return notFound();
      let funds: Fund[] = all.searchresult;
      if (category)
        funds = (await needed(markets.fundScreener({ category, pagesize: ALL_FUNDS }))).searchresult;
      const path = category ? fundCategoryPath(category) : FUND_LIST_PATH;
      return page(
        deps,
        path,
        category ? `Best ${category} mutual funds to invest in` : 'Best mutual funds to invest in',
        'Mutual fund schemes ranked by their one-year return, by category.',
        <FundListPage categories={all.categories} category={category ?? null} funds={funds} />,
      );
    }
    case 'marketMoguls': {
      const moguls = await needed(markets.moguls(12));
      return page(
        deps,
        MARKET_MOGULS_PATH,
        'Market Moguls',
        'Fund managers, strategists and research heads on where the market goes next.',
        <MarketMogulsPage moguls={moguls} />,
      );
    }
    case 'stockReports': {
      // Prime values come only with the reader's own session, which the backend checks.
      const prime = deps.context.reader.tier === 'prime' && Boolean(deps.sessionToken);
      const reports = await needed(
        markets.stockReportsPlus(10, { primeToken: prime ? (deps.sessionToken ?? null) : null }),
      );
      return page(
        deps,
        STOCK_REPORTS_PATH,
        'Stock Reports Plus',
        'Buy-rated companies with the most upside to their analysts’ target.',
        <StockReportsPage reports={reports} prime={prime} />,
      );
    }
    default: {
      const unreachable: never = route;
      throw new Error(`unhandled market page ${JSON.stringify(unreachable)}`);
    }
  }
}
