import {
  DEFAULT_MARKET_STATUS,
  MARKET_REFRESH_MS,
  type MarketStatus,
  marketStatusOf,
} from '@newsroom/rules/markets';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * AB-04 stock widget (spec §4 "Stock widget", §8, §9): which company and exchange show, each
 * company's feed, the More list, and the price refresh.
 *
 * - The selected company starts as the first; SELECT of another one fetches its feed (the spec's
 *   "choosing another tab refetches its feed"). Feeds are kept per company: a company fetched
 *   before shows its last feed at once while the new one comes (`refreshing`), and a failed fetch
 *   keeps what the widget had. A company that never loaded is `failed` until it is chosen again.
 * - The exchange starts NSE; EXCHANGE switches it (both exchanges come in one feed: no fetch).
 * - The market status is the shown feed's, CLOSED until one says OPEN (`marketStatusOf`).
 * - While the widget is in view (`visible`, from the injected `visibilitySource`) and the shown
 *   feed says OPEN, the feed is fetched again every MARKET_REFRESH (60 s, the markets rule).
 * - Every failed fetch is handed to `logFailure` (the page logs "Error fetching stock data:").
 * - More (the companies after the first two) is a disclosure: open, closed, closed by a choice.
 *
 * Issue 27: the page's address may choose the company, the exchange and More open; the server
 * renders the widget so (the chosen company's feed with the page, `initialFeed`), and the machine
 * starts as the page shows it (`selected`, `exchange`, `moreOpen`), so hydration changes nothing.
 *
 * Pure: the caller provides `fetchFeed` (the site's /api/markets/company-feed), `visibilitySource`
 * and `logFailure`. The first company's feed usually comes with the page (`initialFeed`), so
 * nothing is fetched at start.
 */

export const STOCK_REFRESH_MS = MARKET_REFRESH_MS;

export type StockExchange = 'nse' | 'bse';

/** What the machine itself reads of a company feed; the rest is the UI's to show. */
export interface StockFeedLike {
  marketstatus?: unknown;
}

export type CompanyFeedStatus = 'loading' | 'loaded' | 'failed';

export interface CompanyFeedEntry {
  status: CompanyFeedStatus;
  /** The newest feed that loaded for the company; kept through later failures. */
  feed: StockFeedLike | null;
}

export interface StockWidgetInput {
  /** Company ids in the editors' order (digits; others and repeats are dropped). */
  companies: readonly string[];
  /** The selected company's feed as the page was rendered with it. */
  initialFeed?: StockFeedLike | null;
  visible?: boolean;
  /** The company the page opened on (one of `companies`); the first by default. */
  selected?: string;
  /** The exchange the page opened on; NSE by default. */
  exchange?: StockExchange;
  /** The page opened with More open. */
  moreOpen?: boolean;
}

export interface StockWidgetContext {
  companies: readonly string[];
  selected: string;
  exchange: StockExchange;
  feeds: Readonly<Record<string, CompanyFeedEntry>>;
  visible: boolean;
  /** The page opened with More open (read once, at start). */
  moreAtStart: boolean;
}

export type StockWidgetEvent =
  | { type: 'SELECT'; companyId: string }
  | { type: 'EXCHANGE'; exchange: StockExchange }
  | { type: 'MORE.TOGGLE' }
  | { type: 'MORE.CLOSE' }
  | { type: 'VISIBILITY'; visible: boolean };

const COMPANY_ID = /^\d{1,12}$/;

function companiesOf(input: unknown): string[] {
  if (!Array.isArray(input)) return [];
  return [...new Set(input.filter((id): id is string => typeof id === 'string' && COMPANY_ID.test(id)))];
}

const isFeed = (value: unknown): value is StockFeedLike => typeof value === 'object' && value !== null;

const entryOf = (context: StockWidgetContext, companyId = context.selected): CompanyFeedEntry | undefined =>
  Object.hasOwn(context.feeds, companyId) ? context.feeds[companyId] : undefined;

/** The feeds with one company's entry replaced (or removed, for `undefined`). */
function withEntry(
  feeds: Readonly<Record<string, CompanyFeedEntry>>,
  companyId: string,
  entry: CompanyFeedEntry | undefined,
): Record<string, CompanyFeedEntry> {
  const next = { ...feeds };
  if (entry) next[companyId] = entry;
  else delete next[companyId];
  return next;
}

export const stockWidgetMachine = setup({
  types: {
    context: {} as StockWidgetContext,
    events: {} as StockWidgetEvent,
    input: {} as StockWidgetInput,
  },
  actors: {
    // Placeholders, replaced by the caller.
    fetchFeed: fromPromise<StockFeedLike, { companyId: string }>(async () => {
      throw new Error('fetchFeed is provided by the page');
    }),
    visibilitySource: fromCallback<StockWidgetEvent>(() => {}),
  },
  actions: {
    logFailure: (_, _params: { companyId: string; error: unknown }) => {},
    select: assign(({ context: c, event }) => {
      if (event.type !== 'SELECT') return {};
      // A fetch abandoned for the company left behind leaves no "loading" behind it.
      const left = entryOf(c);
      const feeds =
        left?.status === 'loading' && !left.feed ? withEntry(c.feeds, c.selected, undefined) : c.feeds;
      return { selected: event.companyId, feeds };
    }),
    markLoading: assign({
      feeds: ({ context: c }) => {
        const entry = entryOf(c);
        return entry?.feed ? c.feeds : withEntry(c.feeds, c.selected, { status: 'loading', feed: null });
      },
    }),
    storeFeed: assign({
      feeds: ({ context: c }, params: { feed: unknown }) =>
        isFeed(params.feed)
          ? withEntry(c.feeds, c.selected, { status: 'loaded', feed: params.feed })
          : c.feeds,
    }),
    keepOrFail: assign({
      feeds: ({ context: c }) => {
        const entry = entryOf(c);
        return entry?.feed
          ? withEntry(c.feeds, c.selected, { status: 'loaded', feed: entry.feed })
          : withEntry(c.feeds, c.selected, { status: 'failed', feed: null });
      },
    }),
    setExchange: assign({
      exchange: ({ context: c, event }) =>
        event.type === 'EXCHANGE' && (event.exchange === 'nse' || event.exchange === 'bse')
          ? event.exchange
          : c.exchange,
    }),
    setVisible: assign({
      visible: ({ context: c, event }) => (event.type === 'VISIBILITY' ? event.visible === true : c.visible),
    }),
  },
  guards: {
    choosesAnother: ({ context: c, event }) =>
      event.type === 'SELECT' && event.companyId !== c.selected && c.companies.includes(event.companyId),
    needsFeed: ({ context: c }) => c.selected !== '' && entryOf(c) === undefined,
    mayRefresh: ({ context: c }) =>
      c.visible &&
      entryOf(c)?.status === 'loaded' &&
      marketStatusOf(entryOf(c)?.feed?.marketstatus) === 'OPEN',
    isFeed: (_, params: { feed: unknown }) => isFeed(params.feed),
    opensMore: ({ context: c }) => c.moreAtStart,
  },
  delays: {
    MARKET_REFRESH: STOCK_REFRESH_MS,
  },
}).createMachine({
  id: 'stockWidget',
  context: ({ input }) => {
    const companies = companiesOf(input?.companies);
    const chosen = input?.selected;
    const selected = typeof chosen === 'string' && companies.includes(chosen) ? chosen : (companies[0] ?? '');
    const initial = input?.initialFeed;
    return {
      companies,
      selected,
      exchange: input?.exchange === 'bse' ? 'bse' : 'nse',
      feeds: selected && isFeed(initial) ? { [selected]: { status: 'loaded', feed: initial } } : {},
      visible: input?.visible === true,
      moreAtStart: input?.moreOpen === true,
    };
  },
  type: 'parallel',
  invoke: { src: 'visibilitySource' },
  on: {
    EXCHANGE: { actions: 'setExchange' },
  },
  states: {
    feed: {
      initial: 'deciding',
      on: {
        SELECT: { guard: 'choosesAnother', actions: 'select', target: '.fetching' },
      },
      states: {
        // Transient: never the value of a snapshot.
        deciding: {
          always: [
            { guard: 'needsFeed', target: 'fetching' },
            { guard: 'mayRefresh', target: 'waiting' },
            { target: 'idle' },
          ],
        },
        fetching: {
          tags: ['fetching'],
          entry: 'markLoading',
          invoke: {
            id: 'fetchFeed',
            src: 'fetchFeed',
            input: ({ context }) => ({ companyId: context.selected }),
            onDone: [
              {
                guard: { type: 'isFeed', params: ({ event }) => ({ feed: event.output }) },
                actions: { type: 'storeFeed', params: ({ event }) => ({ feed: event.output }) },
                target: 'deciding',
              },
              {
                actions: [
                  'keepOrFail',
                  {
                    type: 'logFailure',
                    params: ({ context }) => ({
                      companyId: context.selected,
                      error: new Error('the feed was not an object'),
                    }),
                  },
                ],
                target: 'deciding',
              },
            ],
            onError: {
              actions: [
                'keepOrFail',
                {
                  type: 'logFailure',
                  params: ({ context, event }) => ({ companyId: context.selected, error: event.error }),
                },
              ],
              target: 'deciding',
            },
          },
          on: { VISIBILITY: { actions: 'setVisible' } },
        },
        idle: {
          on: { VISIBILITY: { actions: 'setVisible', target: 'deciding' } },
        },
        // In view with the market open: the next fetch is due after MARKET_REFRESH.
        waiting: {
          tags: ['refreshing'],
          after: { MARKET_REFRESH: 'fetching' },
          on: { VISIBILITY: { actions: 'setVisible', target: 'deciding' } },
        },
      },
    },
    more: {
      initial: 'opening',
      on: {
        // A choice closes the list, whichever company it was.
        SELECT: '.closed',
      },
      states: {
        // Transient: as the page opened; never the value of a snapshot.
        opening: { always: [{ guard: 'opensMore', target: 'open' }, { target: 'closed' }] },
        closed: { on: { 'MORE.TOGGLE': 'open' } },
        open: { on: { 'MORE.TOGGLE': 'closed', 'MORE.CLOSE': 'closed' } },
      },
    },
  },
});

export type StockWidgetMachine = typeof stockWidgetMachine;

export interface StockWidgetView<F extends StockFeedLike = StockFeedLike> {
  companies: readonly string[];
  selected: string;
  exchange: StockExchange;
  /** The selected company's feed status: loading until its first feed, failed when that failed. */
  status: CompanyFeedStatus;
  /** The selected company's newest feed, or null. */
  feed: F | null;
  /** From the shown feed; CLOSED until a feed says OPEN. */
  marketStatus: MarketStatus;
  /** A feed is being fetched for the selected company while an older one shows. */
  updating: boolean;
  /** Prices refresh every minute while this holds (in view, market open). */
  live: boolean;
  moreOpen: boolean;
}

/** What the UI renders from a snapshot; `F` is the UI's own feed type. */
export function selectStockWidgetView<F extends StockFeedLike = StockFeedLike>(snapshot: {
  context: StockWidgetContext;
  value: unknown;
  hasTag: (tag: 'fetching' | 'refreshing') => boolean;
}): StockWidgetView<F> {
  const { context } = snapshot;
  const entry = entryOf(context);
  const feed = (entry?.feed ?? null) as F | null;
  const value = snapshot.value as { more?: string };
  return {
    companies: context.companies,
    selected: context.selected,
    exchange: context.exchange,
    status: entry?.status ?? 'loading',
    feed,
    marketStatus: feed ? marketStatusOf(feed.marketstatus) : DEFAULT_MARKET_STATUS,
    updating: snapshot.hasTag('fetching') && feed !== null,
    live: snapshot.hasTag('refreshing'),
    moreOpen: value.more === 'open',
  };
}
