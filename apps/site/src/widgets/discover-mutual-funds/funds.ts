import { FUND_SLIDE_SIZES, fundSlides } from '@newsroom/rules/market-sidebar';
import { safeHref } from '@newsroom/rules/safe-url';
import type { Fund } from '../../content/markets/schemas.ts';

export interface FundCard {
  id: string;
  name: string;
  category: string;
  url: string | null;
  /** One-year return, per cent. */
  r1Year: number;
}

/** How many funds the carousel holds (4 + 4 + 3). */
export const FUNDS_SHOWN = FUND_SLIDE_SIZES.reduce((sum, size) => sum + size, 0);

/** The screener's funds as the carousel's slides: no fund twice, links checked, 4, 4, 3. */
export function toFundSlides(funds: readonly Fund[]): FundCard[][] {
  const seen = new Set<string>();
  const cards: FundCard[] = [];
  for (const fund of funds) {
    if (seen.has(fund.schemeId)) continue;
    seen.add(fund.schemeId);
    cards.push({
      id: fund.schemeId,
      name: fund.shortName,
      category: fund.category,
      url: safeHref(fund.url),
      r1Year: fund.r1Year,
    });
  }
  return fundSlides(cards);
}
