import {
  LATEST_BADGE_DELAY_MS,
  latestBadgeNumber,
  type TopNewsColumn,
  topNewsCount,
} from '@newsroom/rules/home';
import { assign, fromPromise, setup, stateIn } from 'xstate';

/**
 * HM-02 top news: two tabs, Top News (first) and Latest News, a badge on Latest, and the list's
 * length. Three regions:
 *
 * - `tab`: `top` | `latest` (SHOW_TOP / SHOW_LATEST, the reader's choice).
 * - `latest`: the Latest list is fetched the first time its tab opens (`idle` → `loading` →
 *   `loaded`), once: reopening shows what came. A failure (`failed`) is reported (spec §8: logged,
 *   the widget unchanged) and the next opening of the tab (from Top News) asks again.
 * - `badge`: `waiting` for BADGE_DELAY (1000 ms, a named delay) after the tabs wake, then `shown`
 *   with a number from 1 to 5 (`random`, given by the caller), until the Latest tab opens:
 *   `cleared`, for good. Opened before the second is up, the badge never shows.
 *
 * `limit` is the stories the lists show (HM-02: 17 beside live TV or an active IPL widget, else
 * the fitted count, at least 17); COLUMN tells the machine what stands beside it now.
 *
 * Issue 27: the page's address may choose Latest News (`?top=latest`), and the server then renders
 * that tab with its list (`opensOn: 'latest'`, `latestInPage: 'served'`), or with the failure when
 * the list could not be had (`'failed'`): the machine opens there, as the page shows it, so
 * hydration changes nothing. A served list (`served`) is the page's for good: nothing is fetched;
 * the badge never shows (Latest is open). Opening on Latest with nothing in the page fetches it.
 *
 * Pure: the caller provides `fetchLatest` (input: how many) and `reportFailure`.
 */

export const TOP_NEWS_BADGE_DELAY_MS = LATEST_BADGE_DELAY_MS;

export interface TopNewsTabsInput {
  /** The count fitted to the column (the layout's), before the live TV / IPL rule. */
  fitted: number;
  column?: Partial<TopNewsColumn>;
  /** A random value in [0, 1) for the badge's number; Math.random by default. */
  random?: () => number;
  /** The tab the page opens on (Top News by default). */
  opensOn?: TopNewsTab;
  /** Opening on Latest: its list is in the page (`served`), or the page says it failed. */
  latestInPage?: 'served' | 'failed';
}

export interface TopNewsTabsContext {
  fitted: number;
  column: TopNewsColumn;
  limit: number;
  latest: readonly unknown[] | null;
  badge: number | null;
  random: () => number;
  opensOn: TopNewsTab;
  latestInPage: 'served' | 'failed' | null;
}

export type TopNewsTabsEvent =
  | { type: 'SHOW_TOP' }
  | { type: 'SHOW_LATEST' }
  | { type: 'COLUMN'; column: Partial<TopNewsColumn> };

const columnOf = (given: Partial<TopNewsColumn> | undefined, base?: TopNewsColumn): TopNewsColumn => ({
  iplActive: given?.iplActive === undefined ? (base?.iplActive ?? false) : given.iplActive === true,
  liveTvInColumn:
    given?.liveTvInColumn === undefined ? (base?.liveTvInColumn ?? false) : given.liveTvInColumn === true,
});

export const topNewsTabsMachine = setup({
  types: {
    context: {} as TopNewsTabsContext,
    events: {} as TopNewsTabsEvent,
    input: {} as TopNewsTabsInput,
  },
  actors: {
    fetchLatest: fromPromise<readonly unknown[], { count: number }>(async () => {
      throw new Error('fetchLatest is provided by the page');
    }),
  },
  delays: {
    BADGE_DELAY: TOP_NEWS_BADGE_DELAY_MS,
  },
  guards: {
    onTopTab: stateIn({ tab: 'top' }),
    opensOnLatest: ({ context }) => context.opensOn === 'latest',
    latestServed: ({ context }) => context.opensOn === 'latest' && context.latestInPage === 'served',
    latestFailed: ({ context }) => context.opensOn === 'latest' && context.latestInPage === 'failed',
  },
  actions: {
    reportFailure: (_, _params: { error: unknown }) => {},
    keepLatest: assign({ latest: (_, params: { stories: readonly unknown[] }) => [...params.stories] }),
    pickBadge: assign({ badge: ({ context }) => latestBadgeNumber(context.random()) }),
    clearBadge: assign({ badge: null }),
    setColumn: assign(({ context, event }) => {
      if (event.type !== 'COLUMN') return {};
      const column = columnOf(event.column, context.column);
      return { column, limit: topNewsCount(column, context.fitted) };
    }),
  },
}).createMachine({
  id: 'topNewsTabs',
  context: ({ input }) => {
    const column = columnOf(input?.column);
    const fitted = Number.isFinite(input?.fitted) ? Math.floor(input.fitted) : 0;
    return {
      fitted,
      column,
      limit: topNewsCount(column, fitted),
      latest: null,
      badge: null,
      random: typeof input?.random === 'function' ? input.random : Math.random,
      opensOn: input?.opensOn === 'latest' ? 'latest' : 'top',
      latestInPage:
        input?.latestInPage === 'served' || input?.latestInPage === 'failed' ? input.latestInPage : null,
    };
  },
  type: 'parallel',
  on: { COLUMN: { actions: 'setColumn' } },
  states: {
    tab: {
      initial: 'opening',
      states: {
        // Transient: the tab the page opened on; never the value of a snapshot.
        opening: { always: [{ guard: 'opensOnLatest', target: 'latest' }, { target: 'top' }] },
        top: { on: { SHOW_LATEST: 'latest' } },
        latest: { on: { SHOW_TOP: 'top' } },
      },
    },
    latest: {
      initial: 'opening',
      states: {
        // Transient: what the page holds of the Latest list.
        opening: {
          always: [
            { guard: 'latestServed', target: 'served' },
            { guard: 'latestFailed', target: 'failed' },
            { guard: 'opensOnLatest', target: 'loading' },
            { target: 'idle' },
          ],
        },
        idle: { on: { SHOW_LATEST: 'loading' } },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchLatest',
            src: 'fetchLatest',
            input: ({ context }) => ({ count: context.limit }),
            onDone: {
              target: 'loaded',
              actions: { type: 'keepLatest', params: ({ event }) => ({ stories: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        // The server's list, in the page (KeptHtml): never fetched again.
        served: {},
        // Asked again when the reader comes back to the tab (not by pressing the open tab).
        failed: { on: { SHOW_LATEST: { guard: 'onTopTab', target: 'loading' } } },
      },
    },
    badge: {
      initial: 'opening',
      states: {
        // Transient: opened on Latest, the badge has nothing to tell.
        opening: { always: [{ guard: 'opensOnLatest', target: 'cleared' }, { target: 'waiting' }] },
        waiting: {
          after: { BADGE_DELAY: { target: 'shown', actions: 'pickBadge' } },
          on: { SHOW_LATEST: 'cleared' },
        },
        shown: { on: { SHOW_LATEST: { target: 'cleared', actions: 'clearBadge' } } },
        cleared: {},
      },
    },
  },
});

export type TopNewsTabsMachine = typeof topNewsTabsMachine;

export type TopNewsTab = 'top' | 'latest';
export type LatestStatus = 'idle' | 'loading' | 'loaded' | 'served' | 'failed';

export interface TopNewsTabsView {
  tab: TopNewsTab;
  latestStatus: LatestStatus;
  latest: readonly unknown[];
  /** The badge's number while it shows, else null. */
  badge: number | null;
  limit: number;
}

/** What the parts render from a snapshot. */
export function selectTopNewsTabsView(snapshot: {
  context: TopNewsTabsContext;
  value: unknown;
}): TopNewsTabsView {
  const value = snapshot.value as { tab: TopNewsTab; latest: LatestStatus; badge: string };
  const { context } = snapshot;
  return {
    tab: value.tab,
    latestStatus: value.latest,
    latest: context.latest ?? [],
    badge: value.badge === 'shown' ? context.badge : null,
    limit: context.limit,
  };
}
