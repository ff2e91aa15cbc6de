/**
 * HM-02, HM-05, HM-13: the home page's rules the site's server and the browser's machines share
 * (spec §4, §9; docs/decisions.md, "Home page").
 */

/** HM-02: top news shows at least this many stories, and exactly this many beside live TV or IPL. */
export const TOP_NEWS_MIN_STORIES = 17;

/** HM-02: the Latest News tab's badge shows this long after the tabs wake. */
export const LATEST_BADGE_DELAY_MS = 1000;
/** HM-02: the badge's number is a whole number from 1 to this. */
export const LATEST_BADGE_MAX = 5;

/** A badge number from 1 to LATEST_BADGE_MAX, from a random value in [0, 1). */
export function latestBadgeNumber(random: number): number {
  const unit = Number.isFinite(random) ? Math.min(Math.max(random, 0), 0.999_999) : 0;
  return 1 + Math.floor(unit * LATEST_BADGE_MAX);
}

/** What stands in the left column beside top news (HM-07's IPL widget, HM-09's live TV player). */
export interface TopNewsColumn {
  /** HM-07: the IPL score widget is showing a match (it reports itself active). */
  iplActive: boolean;
  /** HM-09: the live TV player sits in the left column (`home_status` 1). */
  liveTvInColumn: boolean;
}

/**
 * HM-02: how many top stories the list shows: 17 when live TV is in the column or the IPL widget
 * is active (they take the room), otherwise the count fitted to the column, never fewer than 17.
 * `fitted` is the layout's `fittedCount`: the stories that fill the left column's top layout
 * beside the right column's opening widgets at the spec's widths (docs/decisions.md).
 */
export function topNewsCount(column: TopNewsColumn, fitted: number): number {
  if (column.iplActive || column.liveTvInColumn) return TOP_NEWS_MIN_STORIES;
  return Math.max(TOP_NEWS_MIN_STORIES, Number.isFinite(fitted) ? Math.floor(fitted) : 0);
}

/** HM-05: terms a slide of the trending-terms carousel. */
export const TRENDING_TERMS_PER_SLIDE = 4;

/** HM-13: the home page refreshes this often (6 minutes). */
export const PAGE_REFRESH_MS = 360_000;

/** HM-06: the stories a news-by-industry tab asks the backend for (spec §7, `top=7`). */
export const INDUSTRY_TAB_TOP = 7;
/** HM-06: the most stories a tab shows (spec §9), ad items not counted. */
export const INDUSTRY_TAB_MAX_STORIES = 8;

/** Items of a feed list that are ads, not stories (the feeds mark them `type: "ad"`). */
export function isAdItem(item: { type?: string | undefined }): boolean {
  return typeof item.type === 'string' && item.type.trim().toLowerCase() === 'ad';
}

/**
 * HM-06: what an industry tab shows of a list: the stories in the list's order, ad items
 * skipped, at most INDUSTRY_TAB_MAX_STORIES. The server's Featured tab and the browser's other
 * tabs both use it.
 */
export function industryTabStories<T extends { type?: string | undefined }>(items: readonly T[]): T[] {
  const stories: T[] = [];
  for (const item of items) {
    if (stories.length >= INDUSTRY_TAB_MAX_STORIES) break;
    if (!isAdItem(item)) stories.push(item);
  }
  return stories;
}
