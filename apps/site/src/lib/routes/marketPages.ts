// The market pages of AB-20 and HM-04 (gold, commodity, funds, market moguls, stock reports):
// which address names which page. A route here only says what was asked for; the page decides
// whether it exists (404) and whether the address is its own (301), as author pages do.

/** The fund list (spec §2 links). */
export const FUND_LIST_PATH = '/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest';
export const MARKET_MOGULS_PATH = '/markets/market-moguls';
export const STOCK_REPORTS_PATH = '/markets/benefits/stockreportsplus';

export type MarketPageRoute =
  /** `/markets/{seoName}`: a city's gold rate, e.g. `/markets/gold-rate-in-mumbai`. */
  | { kind: 'goldCity'; seoName: string }
  /** `/commoditysummary/symbol-GOLD.cms`. */
  | { kind: 'commodity'; symbol: string }
  /** `/{seoName}/mffactsheet/schemeid-{schemeId}.cms`. */
  | { kind: 'fundFactsheet'; seoName: string; schemeId: string }
  /** The fund list, all categories (`category` null) or one (`…/{category-slug}`). */
  | { kind: 'fundList'; category: string | null }
  | { kind: 'marketMoguls' }
  | { kind: 'stockReports' };

const GOLD_CITY = /^\/markets\/(gold-rate-in-[a-z0-9]{1,30}(?:-[a-z0-9]{1,30}){0,4})$/i;
const COMMODITY = /^\/commoditysummary\/symbol-([a-z]{1,12})\.cms$/i;
const FACTSHEET = /^\/([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,15})\/mffactsheet\/schemeid-([1-9]\d{0,9})\.cms$/i;
const FUND_CATEGORY = /^([a-z0-9]{1,20}(?:-[a-z0-9]{1,20}){0,5})$/;

/** A fund category as its page's last path segment: `Flexi Cap` → `flexi-cap`. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page of one fund category. */
export function fundCategoryPath(category: string): string {
  return `${FUND_LIST_PATH}/${categorySlug(category)}`;
}

/** The market page an address names, or null when it names none of them. */
export function matchMarketPage(pathname: string): MarketPageRoute | null {
  if (pathname.length > 400) return null;
  if (pathname === MARKET_MOGULS_PATH) return { kind: 'marketMoguls' };
  if (pathname === STOCK_REPORTS_PATH) return { kind: 'stockReports' };
  if (pathname === FUND_LIST_PATH) return { kind: 'fundList', category: null };
  if (pathname.startsWith(`${FUND_LIST_PATH}/`)) {
    const slug = FUND_CATEGORY.exec(pathname.slice(FUND_LIST_PATH.length + 1));
    return slug ? { kind: 'fundList', category: slug[1]! } : null;
  }
  const gold = GOLD_CITY.exec(pathname);
  if (gold) return { kind: 'goldCity', seoName: gold[1]! };
  const commodity = COMMODITY.exec(pathname);
  if (commodity) return { kind: 'commodity', symbol: commodity[1]! };
  const factsheet = FACTSHEET.exec(pathname);
  if (factsheet) return { kind: 'fundFactsheet', seoName: factsheet[1]!, schemeId: factsheet[2]! };
  return null;
}
