import { assign, setup } from 'xstate';

/**
 * The slideshow PAGE's deck: one slide shown at a time in a plain ordered list that reads without
 * script (the article's Embla slideshow carousel is ../slideshow; both follow AB-18's rules).
 *
 * AB-18 slideshow slider (spec §4 "Slideshow slider: wraps around with arrows; autoplay toggles
 * PLAY/PAUSE and advances every 5 seconds; arrow buttons look disabled at the ends though
 * navigation itself wraps"; §9 autoplay 5000 ms).
 *
 * - NEXT / PREV move one slide, wrapping: after the last comes the first, before the first the
 *   last. GOTO jumps to a slide (clamped). A move while playing restarts the 5 s interval, so a
 *   slide the reader chose stays a full interval.
 * - TOGGLE (the PLAY/PAUSE button), PLAY and PAUSE: `playing` advances one slide every
 *   SLIDE_INTERVAL (5000 ms, a named delay), wrapping after the last, until paused. A slideshow of
 *   one slide has nothing to play.
 * - The view tells the UI where the ends are (`atStart`, `atEnd`), for arrows that look disabled
 *   there while they still work.
 *
 * Tags: `playing` or `paused`, exactly one.
 */

export const SLIDE_DECK_INTERVAL_MS = 5000;

export interface SlideDeckInput {
  count: number;
  /** Start playing (the reader asked before the slider woke). */
  playing?: boolean;
}

export interface SlideDeckContext {
  count: number;
  index: number;
  /** Whether it starts playing (from the input; read once, when it starts). */
  autoplay: boolean;
}

export type SlideDeckEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'COUNT'; count: number }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, count: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, count - 1))
    : 0;
const step = (index: number, by: 1 | -1, count: number) => (count > 0 ? (index + by + count) % count : 0);

export const slideDeckMachine = setup({
  types: {
    context: {} as SlideDeckContext,
    events: {} as SlideDeckEvent,
    input: {} as SlideDeckInput,
  },
  delays: { SLIDE_INTERVAL: SLIDE_DECK_INTERVAL_MS },
  guards: {
    canMove: ({ context: c }) => c.count > 1,
    canPlay: ({ context: c }) => c.count > 1,
    startsPlaying: ({ context: c }) => c.autoplay && c.count > 1,
    staysPlayable: ({ event }) => event.type === 'COUNT' && toCount(event.count) > 1,
  },
  actions: {
    next: assign({ index: ({ context: c }) => step(c.index, 1, c.count) }),
    prev: assign({ index: ({ context: c }) => step(c.index, -1, c.count) }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.count) : c.index),
    }),
    setCount: assign(({ context: c, event }) => {
      if (event.type !== 'COUNT') return {};
      const count = toCount(event.count);
      return { count, index: clamp(c.index, count) };
    }),
  },
}).createMachine({
  id: 'slideDeck',
  context: ({ input }) => ({ count: toCount(input?.count), index: 0, autoplay: input?.playing === true }),
  initial: 'starting',
  on: {
    GOTO: { actions: 'goTo' },
    COUNT: { actions: 'setCount' },
  },
  states: {
    // Transient: plays at once when the reader asked before the slider woke.
    starting: {
      always: [{ guard: 'startsPlaying', target: 'playing' }, { target: 'paused' }],
    },
    paused: {
      tags: ['paused'],
      on: {
        NEXT: { guard: 'canMove', actions: 'next' },
        PREV: { guard: 'canMove', actions: 'prev' },
        PLAY: { guard: 'canPlay', target: 'playing' },
        TOGGLE: { guard: 'canPlay', target: 'playing' },
      },
    },
    playing: {
      tags: ['playing'],
      after: { SLIDE_INTERVAL: { actions: 'next', target: 'playing', reenter: true } },
      on: {
        // A move restarts the interval (re-entering `playing`).
        NEXT: { guard: 'canMove', actions: 'next', target: 'playing', reenter: true },
        PREV: { guard: 'canMove', actions: 'prev', target: 'playing', reenter: true },
        GOTO: { actions: 'goTo', target: 'playing', reenter: true },
        // Fewer than two slides left: nothing to play.
        COUNT: [
          { guard: 'staysPlayable', actions: 'setCount' },
          { actions: 'setCount', target: 'paused' },
        ],
        PAUSE: { target: 'paused' },
        TOGGLE: { target: 'paused' },
      },
    },
  },
});

export type SlideDeckMachine = typeof slideDeckMachine;

export interface SlideDeckView {
  index: number;
  count: number;
  playing: boolean;
  /** On the first or the last slide: the arrows there look disabled, though they wrap. */
  atStart: boolean;
  atEnd: boolean;
}

/** What the UI renders from a snapshot. */
export function selectSlideDeckView(snapshot: {
  context: SlideDeckContext;
  hasTag: (tag: 'playing' | 'paused') => boolean;
}): SlideDeckView {
  const { index, count } = snapshot.context;
  return {
    index,
    count,
    playing: snapshot.hasTag('playing'),
    atStart: index === 0,
    atEnd: count === 0 || index === count - 1,
  };
}
