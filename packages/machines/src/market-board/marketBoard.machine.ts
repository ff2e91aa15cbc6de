import { MARKET_REFRESH_MS } from '@newsroom/rules/markets';
import { assign, fromPromise, raise, setup } from 'xstate';

/**
 * AB-12 market widgets (market dashboard, most-searched stocks, crypto prices): which view of the
 * market a widget shows, its answers, and the refresh while the market is open.
 *
 * A view is a key the widget chooses (`nse:gainers`, `bse:losers`, `all`…). Two regions:
 *
 * - `data`: `idle` shows the answer of `shown`. SELECT a view → `loading`: the backend is asked
 *   for that view's new numbers (the actor `fetchView`); the answer kept from an earlier visit is
 *   shown meanwhile, else the previous view's stays (dimmed by the UI) so nothing changes size.
 *   A failure → `failed` (the UI says so beside the tabs; RETRY or another SELECT asks again).
 *   REFRESH (from the other region) → `refreshing`: the same view asked again quietly; a failed
 *   refresh keeps the numbers shown (the next minute tries again).
 * - `refresh`: `live` while the widget is in view (`visible`) and its market is `open`: every
 *   MARKET_REFRESH_MS (60 s, packages/rules/src/markets.ts) it raises REFRESH. Each answer says
 *   whether the market is open, so the ticking stops by itself at the close.
 *
 * Pure: the caller provides `fetchView` (input `{ view }`, output `{ answer, open }`) and reports
 * VISIBILITY from an IntersectionObserver. Tags: `idle`, `loading`, `refreshing`, `failed`; `live`.
 */

export interface MarketBoardInput {
  /** The view the server rendered. */
  view: string;
  /** Its answer, server-rendered. */
  answer: unknown;
  /** Whether the market of that answer was open. */
  open: boolean;
  visible?: boolean;
}

export interface MarketBoardContext {
  /** The view the reader chose. */
  view: string;
  /** The view whose answer is on screen (differs from `view` only while loading a new one). */
  shown: string;
  answers: Readonly<Record<string, unknown>>;
  open: boolean;
  visible: boolean;
}

export interface FetchedView {
  answer: unknown;
  open: boolean;
}

export type MarketBoardEvent =
  | { type: 'SELECT'; view: string }
  | { type: 'RETRY' }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REFRESH' }
  | { type: 'STATUS' };

const keep = (context: MarketBoardContext, view: string, fetched: FetchedView) => ({
  answers: { ...context.answers, [view]: fetched.answer },
  open: fetched.open === true,
});

export const marketBoardMachine = setup({
  types: {
    context: {} as MarketBoardContext,
    events: {} as MarketBoardEvent,
    input: {} as MarketBoardInput,
  },
  actors: {
    // Placeholder, replaced by the caller: asks nothing, so every fetch fails.
    fetchView: fromPromise<FetchedView, { view: string }>(async () => {
      throw new Error('fetchView was not provided');
    }),
  },
  delays: {
    REFRESH_INTERVAL: MARKET_REFRESH_MS,
  },
  guards: {
    isNewView: ({ context, event }) =>
      event.type === 'SELECT' && typeof event.view === 'string' && event.view !== context.view,
    mayRefresh: ({ context }) => context.visible && context.open,
  },
  actions: {
    choose: assign(({ context, event }) => {
      if (event.type !== 'SELECT') return {};
      return {
        view: event.view,
        // An answer kept from an earlier visit shows at once; else the last one stays meanwhile.
        shown: Object.hasOwn(context.answers, event.view) ? event.view : context.shown,
      };
    }),
    setVisible: assign({
      visible: ({ context, event }) =>
        event.type === 'VISIBILITY' ? event.visible === true : context.visible,
    }),
    announceStatus: raise({ type: 'STATUS' }),
    raiseRefresh: raise({ type: 'REFRESH' }),
  },
}).createMachine({
  id: 'marketBoard',
  type: 'parallel',
  context: ({ input }) => ({
    view: input.view,
    shown: input.view,
    answers: { [input.view]: input.answer },
    open: input.open === true,
    visible: input.visible === true,
  }),
  states: {
    data: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['idle'],
          on: {
            SELECT: { guard: 'isNewView', actions: 'choose', target: 'loading' },
            REFRESH: { target: 'refreshing' },
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchView',
            src: 'fetchView',
            input: ({ context }) => ({ view: context.view }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  ...keep(context, context.view, event.output),
                  shown: context.view,
                })),
                'announceStatus',
              ],
            },
            onError: { target: 'failed' },
          },
          on: {
            // A newer choice wins: the older request is dropped with the state it ran in.
            SELECT: { guard: 'isNewView', actions: 'choose', target: 'loading', reenter: true },
          },
        },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'fetchView',
            src: 'fetchView',
            input: ({ context }) => ({ view: context.view }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => keep(context, context.view, event.output)),
                'announceStatus',
              ],
            },
            // The numbers on screen stay; the next minute asks again.
            onError: { target: 'idle' },
          },
          on: {
            SELECT: { guard: 'isNewView', actions: 'choose', target: 'loading' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            SELECT: { guard: 'isNewView', actions: 'choose', target: 'loading' },
            RETRY: { target: 'loading' },
          },
        },
      },
    },
    refresh: {
      initial: 'deciding',
      on: {
        VISIBILITY: { actions: 'setVisible', target: '.deciding' },
        STATUS: { target: '.deciding' },
      },
      states: {
        // Transient: a snapshot is always `off` or `live`.
        deciding: {
          always: [{ guard: 'mayRefresh', target: 'live' }, { target: 'off' }],
        },
        off: {},
        live: {
          tags: ['live'],
          after: { REFRESH_INTERVAL: { actions: 'raiseRefresh', target: 'deciding' } },
        },
      },
    },
  },
});

export type MarketBoardMachine = typeof marketBoardMachine;
export type MarketBoardStatus = 'idle' | 'loading' | 'refreshing' | 'failed';

export interface MarketBoardView<A> {
  view: string;
  shown: string;
  answer: A;
  status: MarketBoardStatus;
  live: boolean;
}

/** What the UI renders: the chosen view, the answer on screen, the data state, whether it ticks. */
export function selectMarketBoard<A>(snapshot: {
  context: MarketBoardContext;
  hasTag: (tag: MarketBoardStatus | 'live') => boolean;
}): MarketBoardView<A> {
  const { view, shown, answers } = snapshot.context;
  const status: MarketBoardStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('refreshing')
      ? 'refreshing'
      : snapshot.hasTag('failed')
        ? 'failed'
        : 'idle';
  return { view, shown, answer: answers[shown] as A, status, live: snapshot.hasTag('live') };
}
