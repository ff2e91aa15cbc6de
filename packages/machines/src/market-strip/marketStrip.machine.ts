import { MARKET_STRIP_ROTATION_MS } from '@newsroom/rules/markets';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * HM-04 top gainers and top funds strips (spec §4, §9): one item at a time, moving on every
 * 6000 ms while the strip is in view.
 *
 * - `loading` (tag `loading`): the page came without the strip's data (the server could not have
 *   it in time), so the strip shows `loading...` and the `loadItems` actor fetches it. With items it
 *   is `ready`; without, or on a failure, `failed` (tag `failed`): the strip stays as it is (spec
 *   §8: the widget stays unchanged) and `reportFailure` logs why.
 * - `ready`: ROTATE (6000 ms, a named delay) moves one item on, after the last back to the first,
 *   only while in view (`visible`), with more than one item, motion not reduced, and neither the
 *   pointer resting on it nor focus inside it (a reader reading an item keeps it: WCAG 2.2.2).
 *   Under `prefers-reduced-motion` it never moves by itself; NEXT / PREV (the reader's buttons)
 *   still step through the items. Any change restarts the 6 s. ITEMS replaces the items (a
 *   refresh of prices), keeping the index in range.
 *
 * Tags: `loading`, `failed`, `playing` (rotating), `still` (ready, not rotating); a snapshot has
 * exactly one. Pure: the caller provides `visibilitySource` (an IntersectionObserver in the
 * browser, sending VISIBILITY), `loadItems` and `reportFailure`.
 */

export const MARKET_STRIP_ROTATE_MS = MARKET_STRIP_ROTATION_MS;

export interface MarketStripInput {
  /** The server's items; null when the page came without them (the strip loads them itself). */
  items: readonly unknown[] | null;
  reducedMotion?: boolean;
  visible?: boolean;
}

export type MarketStripPauseReason = 'hover' | 'focus';

export interface MarketStripContext {
  items: readonly unknown[];
  index: number;
  visible: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}

export type MarketStripEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'ITEMS'; items: readonly unknown[] }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean }
  | { type: 'PAUSE'; by: MarketStripPauseReason }
  | { type: 'RESUME'; by: MarketStripPauseReason };

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const within = (index: number, count: number) => (count === 0 ? 0 : Math.min(Math.max(0, index), count - 1));
const step = (index: number, by: 1 | -1, count: number) => (count > 0 ? (index + by + count) % count : 0);

export const marketStripMachine = setup({
  types: {
    context: {} as MarketStripContext,
    events: {} as MarketStripEvent,
    input: {} as MarketStripInput,
  },
  actors: {
    // Placeholders, replaced by the caller.
    visibilitySource: fromCallback<MarketStripEvent>(() => {}),
    loadItems: fromPromise<readonly unknown[]>(async () => {
      throw new Error('no loader given');
    }),
  },
  actions: {
    reportFailure: (_, _params: { reason: string }) => {},
    next: assign({ index: ({ context: c }) => step(c.index, 1, c.items.length) }),
    prev: assign({ index: ({ context: c }) => step(c.index, -1, c.items.length) }),
    setItems: assign(({ context: c, event }) => {
      if (event.type !== 'ITEMS') return {};
      const items = listOf(event.items);
      return { items, index: within(c.index, items.length) };
    }),
    setVisible: assign({
      visible: ({ context: c, event }) => (event.type === 'VISIBILITY' ? event.visible === true : c.visible),
    }),
    setReducedMotion: assign({
      reducedMotion: ({ context: c, event }) =>
        event.type === 'REDUCED_MOTION' ? event.reduce === true : c.reducedMotion,
    }),
    pause: assign(({ event }) =>
      event.type === 'PAUSE' ? (event.by === 'hover' ? { hovered: true } : { focused: true }) : {},
    ),
    resume: assign(({ event }) =>
      event.type === 'RESUME' ? (event.by === 'hover' ? { hovered: false } : { focused: false }) : {},
    ),
  },
  guards: {
    givenItems: ({ context }) => context.items.length > 0,
    canMove: ({ context }) => context.items.length > 1,
    mayRotate: ({ context: c }) =>
      c.items.length > 1 && c.visible && !c.reducedMotion && !c.hovered && !c.focused,
  },
  delays: {
    ROTATE: MARKET_STRIP_ROTATE_MS,
  },
}).createMachine({
  id: 'marketStrip',
  context: ({ input }) => ({
    items: listOf(input?.items),
    index: 0,
    visible: input?.visible === true,
    reducedMotion: input?.reducedMotion === true,
    hovered: false,
    focused: false,
  }),
  invoke: { src: 'visibilitySource' },
  initial: 'starting',
  // Noted in any state, so a strip that loads late starts from what is true now.
  on: {
    VISIBILITY: { actions: 'setVisible' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
    PAUSE: { actions: 'pause' },
    RESUME: { actions: 'resume' },
  },
  states: {
    // Transient: never the value of a snapshot.
    starting: {
      always: [{ guard: 'givenItems', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'loadItems',
        onDone: [
          {
            guard: ({ event }) => listOf(event.output).length > 0,
            actions: assign({ items: ({ event }) => listOf(event.output), index: 0 }),
            target: 'ready',
          },
          { actions: { type: 'reportFailure', params: { reason: 'no items' } }, target: 'failed' },
        ],
        onError: {
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ reason: String((event.error as Error)?.message ?? event.error) }),
          },
          target: 'failed',
        },
      },
    },
    failed: { tags: ['failed'] },
    ready: {
      initial: 'deciding',
      // Every change decides rotation again; entering `playing` anew restarts the 6 s.
      on: {
        NEXT: { guard: 'canMove', actions: 'next', target: '.deciding' },
        PREV: { guard: 'canMove', actions: 'prev', target: '.deciding' },
        ITEMS: { actions: 'setItems', target: '.deciding' },
        VISIBILITY: { actions: 'setVisible', target: '.deciding' },
        REDUCED_MOTION: { actions: 'setReducedMotion', target: '.deciding' },
        PAUSE: { actions: 'pause', target: '.deciding' },
        RESUME: { actions: 'resume', target: '.deciding' },
      },
      states: {
        deciding: {
          always: [{ guard: 'mayRotate', target: 'playing' }, { target: 'still' }],
        },
        still: { tags: ['still'] },
        playing: {
          tags: ['playing'],
          after: { ROTATE: { actions: 'next', target: 'deciding' } },
        },
      },
    },
  },
});

export type MarketStripMachine = typeof marketStripMachine;

export type MarketStripPhase = 'loading' | 'failed' | 'playing' | 'still';

export interface MarketStripView {
  phase: MarketStripPhase;
  index: number;
  count: number;
  /** Whether a move slides (false under reduced motion: it jumps). */
  animate: boolean;
}

/** What the UI renders from a snapshot (its items are `snapshot.context.items`). */
export function selectMarketStripView(snapshot: {
  context: MarketStripContext;
  hasTag: (tag: MarketStripPhase) => boolean;
}): MarketStripView {
  const phases: MarketStripPhase[] = ['loading', 'failed', 'playing', 'still'];
  const phase = phases.find((tag) => snapshot.hasTag(tag)) ?? 'still';
  const { index, items, reducedMotion } = snapshot.context;
  return { phase, index, count: items.length, animate: !reducedMotion };
}
