import { safeHref } from '@newsroom/rules/safe-url';
import type { Coin } from '../../content/markets/schemas.ts';
import type { TabLinks } from '../../lib/routes/tabHref.ts';

export interface CoinRow {
  symbol: string;
  name: string;
  /** The coin's page, when safe. */
  url: string | null;
  price: number;
  percent: number;
  /** An exchange's buy page (sponsored), when the coin has one and it is safe. */
  buyLink: string | null;
  marketCap: number;
}

export interface CryptoMoversData {
  gainers: CoinRow[];
  losers: CoinRow[];
}

/** The widget's data: both lists, and (issue 27) the list the address chose and where the links lead. */
export interface CryptoDashboardData extends CryptoMoversData {
  shown: 'gainers' | 'losers';
  links: TabLinks;
}

/** Coins as rows: at most `count`, no coin twice, links checked. Runs in the browser too (no zod). */
export function toCoinRows(coins: readonly Coin[], count: number): CoinRow[] {
  const seen = new Set<string>();
  const rows: CoinRow[] = [];
  for (const coin of coins) {
    if (rows.length >= count || seen.has(coin.symbol)) continue;
    seen.add(coin.symbol);
    const buyLink = coin.buyLink === null ? null : safeHref(coin.buyLink);
    rows.push({
      symbol: coin.symbol,
      name: coin.coinName,
      url: safeHref(coin.pageUrl),
      price: coin.price,
      percent: coin.percentChange,
      // Only a web address is a buy link (never a site path pretending to be one).
      buyLink: buyLink?.startsWith('https://') ? buyLink : null,
      marketCap: coin.marketCap,
    });
  }
  return rows;
}

export const CRYPTO_PAGES = {
  all: '/markets/cryptocurrency',
  gainers: '/markets/cryptocurrency/top-gainers',
  losers: '/markets/cryptocurrency/top-losers',
} as const;
