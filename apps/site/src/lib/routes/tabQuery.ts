import { INDUSTRY_MOST_TABS } from '@newsroom/contracts/widgets/industry-news';
import { STOCK_WIDGET_MOST_COMPANIES } from '@newsroom/contracts/widgets/stock-widget';
import { z } from 'zod';

/**
 * Issue 27: the query parameters that choose a content widget's tab, so that every tab is a link
 * the server answers with that tab chosen (a reader whose script failed, or who has none, still
 * reaches every tab's content). Each is read strictly: a value that is not one of a small closed
 * set makes the address no page of the site (a 404, cached under its own key), so the pages the
 * site renders for them stay few (the page cache and the backend see at most a handful per page)
 * and a hostile value never reaches the markup. docs/decisions.md "Issue 27 tab links".
 *
 * The tabs of a row the backend decides (the industries, the story's companies) are named by
 * their place in the row (1 is the first), not by an id: any id would be a page of its own.
 */

/** A tab's place in its row, 1 to `most`: digits only, no sign, no leading zero. */
const place = (most: number) =>
  z
    .string()
    .regex(/^[1-9]\d?$/)
    .transform(Number)
    .pipe(z.number().max(most));

export const TAB_QUERY = {
  /** HM-02 top news: Top News or Latest News. */
  top: z.enum(['top', 'latest']),
  /** HM-06 news by industry: the tab's place, Featured first (1). */
  industry: place(INDUSTRY_MOST_TABS + 1),
  /** AB-04 stock widget: the company's place among the story's companies. */
  company: place(STOCK_WIDGET_MOST_COMPANIES),
  /** AB-04 stock widget: the exchange shown. */
  exchange: z.enum(['nse', 'bse']),
  /** AB-04 stock widget: the More list open. */
  more: z.enum(['open']),
  /** AB-12 market dashboard: the exchange and the list. */
  dashboard: z.enum(['nse-gainers', 'nse-losers', 'bse-gainers', 'bse-losers']),
  /** AB-12 crypto prices: Top Gainers or Top Losers. */
  crypto: z.enum(['gainers', 'losers']),
} as const;

export type TabKey = keyof typeof TAB_QUERY;
export type TabValue<K extends TabKey> = z.output<(typeof TAB_QUERY)[K]>;

/** The tab parameters each page kind reads (part of its page-cache key). */
export const HOME_TAB_KEYS: readonly TabKey[] = ['top', 'industry'];
export const ARTICLE_TAB_KEYS: readonly TabKey[] = ['company', 'exchange', 'more', 'dashboard', 'crypto'];

/**
 * Each widget's parameters. A tab's link names its own widget's choices only (the others' tabs
 * are the first again), so an address naming two widgets' is no link of the site's: refused, it
 * keeps a story to some fifty addresses (the stock widget's 40, the dashboard's 4, crypto's 2).
 */
const WIDGET_KEYS: readonly (readonly TabKey[])[] = [
  ['top'],
  ['industry'],
  ['company', 'exchange', 'more'],
  ['dashboard'],
  ['crypto'],
];

/**
 * Whether an address names a tab the page does not have: a value outside its set, a parameter
 * given twice, or the choices of more than one widget. Absent parameters are the first tabs.
 */
export function refusesTabQuery(search: string, keys: readonly TabKey[]): boolean {
  if (search === '' || search === '?') return false;
  const params = new URLSearchParams(search);
  const given = keys.filter((key) => params.has(key));
  if (given.length === 0) return false;
  const widgets = WIDGET_KEYS.filter((widget) => widget.some((key) => given.includes(key)));
  return (
    widgets.length > 1 ||
    given.some((key) => {
      const values = params.getAll(key);
      return values.length > 1 || !TAB_QUERY[key].safeParse(values[0]).success;
    })
  );
}

/**
 * The tab a widget's loader opens on, from the page's query (only the keys the page reads reach
 * it); undefined when absent. Checked again here, as a preview page passes its query unfiltered.
 */
export function chosenTab<K extends TabKey>(
  query: Readonly<Record<string, string>>,
  key: K,
): TabValue<K> | undefined {
  const given = Object.hasOwn(query, key) ? query[key] : undefined;
  if (given === undefined) return undefined;
  const parsed = TAB_QUERY[key].safeParse(given);
  return parsed.success ? (parsed.data as TabValue<K>) : undefined;
}
