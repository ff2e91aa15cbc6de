/**
 * AB-12 sidebar market widgets: the counts of the spec (§4, §5, §9), shared by the server loaders
 * (how much to fetch and render) and the machines (how much to show).
 */

/** Most-searched stocks: 5 at first; "Load more" adds 10. */
export const MOST_SEARCHED_FIRST = 5;
export const MOST_SEARCHED_STEP = 10;
/** Everything the widget can show: the server renders all of it (the rest hidden until asked). */
export const MOST_SEARCHED_MAX = MOST_SEARCHED_FIRST + MOST_SEARCHED_STEP;

/** Market dashboard: 4 rows a list. */
export const DASHBOARD_ROWS = 4;

/** Crypto prices and dashboard: at most 6 coins a list. */
export const CRYPTO_SIDEBAR_MAX = 6;

/** Upside radar: 2 screeners a collection (`screenercount=2`). */
export const UPSIDE_SCREENERS_PER_COLLECTION = 2;

/** Discover mutual funds: 3 slides of up to 4, 4 and 3 funds. */
export const FUND_SLIDE_SIZES = [4, 4, 3] as const;

/** Splits `items` into the carousel's slides (4, 4, 3); empty slides are left out. */
export function fundSlides<T>(items: readonly T[]): T[][] {
  const slides: T[][] = [];
  let start = 0;
  for (const size of FUND_SLIDE_SIZES) {
    const slide = items.slice(start, start + size);
    start += size;
    if (slide.length > 0) slides.push(slide);
  }
  return slides;
}
