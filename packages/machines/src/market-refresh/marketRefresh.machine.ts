import { MARKET_REFRESH_MS } from '@newsroom/rules/markets';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * Live market figures (HM-02 / HM-03 markets widget, HM-04 top gainers): the page comes with the
 * server's numbers; while the market is open and the widget is in view, new ones are asked for
 * every REFRESH (60 s, a named delay: MARKET_REFRESH_MS, shared with the site). Out of view, or
 * once an answer says the market has closed, nothing is asked (`held`).
 *
 * - `held` (tag `held`): not refreshing (market closed, or not in view).
 * - `waiting` (tag `live`): in view and open; REFRESH later it fetches.
 * - `fetching` (tags `live`, `fetching`): the `fetchLatest` actor runs; its answer replaces the data
 *   (and says whether the market is still open). A failure keeps the figures shown (spec: the
 *   widget stays unchanged), is reported through `reportFailure`, and the next try is a full
 *   interval later.
 *
 * Scrolling away stops the clock and a return gives a full interval: the figures a reader comes
 * back to are at most a couple of minutes old, and no request is made for a widget nobody sees.
 * Pure: the caller provides `visibilitySource`, `fetchLatest` and `reportFailure`.
 */

export const MARKET_REFRESH_INTERVAL_MS = MARKET_REFRESH_MS;

export interface MarketRefreshInput {
  /** The server's figures. */
  data: unknown;
  /** Whether the market was open when they were taken. */
  open: boolean;
  visible?: boolean;
}

export interface MarketRefreshContext {
  data: unknown;
  open: boolean;
  visible: boolean;
  /** Answers failed in a row (reset by a good one). */
  failures: number;
}

/** What `fetchLatest` resolves with: the new figures and whether the market is still open. */
export interface MarketRefreshAnswer {
  data: unknown;
  open: boolean;
}

export type MarketRefreshEvent = { type: 'VISIBILITY'; visible: boolean };

export const marketRefreshMachine = setup({
  types: {
    context: {} as MarketRefreshContext,
    events: {} as MarketRefreshEvent,
    input: {} as MarketRefreshInput,
  },
  actors: {
    // Placeholders, replaced by the caller.
    visibilitySource: fromCallback<MarketRefreshEvent>(() => {}),
    fetchLatest: fromPromise<MarketRefreshAnswer>(async () => {
      throw new Error('no fetcher given');
    }),
  },
  actions: {
    reportFailure: (_, _params: { reason: string }) => {},
  },
  guards: {
    live: ({ context }) => context.open && context.visible,
  },
  delays: {
    REFRESH: MARKET_REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'marketRefresh',
  context: ({ input }) => ({
    data: input?.data ?? null,
    open: input?.open === true,
    visible: input?.visible === true,
    failures: 0,
  }),
  invoke: { src: 'visibilitySource' },
  initial: 'deciding',
  on: {
    VISIBILITY: {
      actions: assign({ visible: ({ event }) => event.visible === true }),
      target: '.deciding',
    },
  },
  states: {
    // Transient: never the value of a snapshot.
    deciding: {
      always: [{ guard: 'live', target: 'waiting' }, { target: 'held' }],
    },
    held: { tags: ['held'] },
    waiting: {
      tags: ['live'],
      after: { REFRESH: 'fetching' },
    },
    fetching: {
      tags: ['live', 'fetching'],
      invoke: {
        id: 'fetch',
        src: 'fetchLatest',
        onDone: {
          actions: assign(({ event }) => ({
            data: event.output?.data ?? null,
            open: event.output?.open === true,
            failures: 0,
          })),
          target: 'deciding',
        },
        onError: {
          actions: [
            assign({ failures: ({ context }) => context.failures + 1 }),
            {
              type: 'reportFailure',
              params: ({ event }) => ({ reason: String((event.error as Error)?.message ?? event.error) }),
            },
          ],
          target: 'deciding',
        },
      },
    },
  },
});

export type MarketRefreshMachine = typeof marketRefreshMachine;

export type MarketRefreshPhase = 'held' | 'live' | 'fetching';

/** `fetching` when asking, `live` while waiting to ask, `held` otherwise. */
export function selectMarketRefreshPhase(snapshot: {
  hasTag: (tag: 'held' | 'live' | 'fetching') => boolean;
}): MarketRefreshPhase {
  if (snapshot.hasTag('fetching')) return 'fetching';
  return snapshot.hasTag('live') ? 'live' : 'held';
}
