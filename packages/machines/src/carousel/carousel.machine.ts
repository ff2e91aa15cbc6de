import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import {
  type CarouselContext,
  type CarouselInput,
  type CarouselPauseReason,
  clamp,
  initialContext,
  listOf,
  ringStep,
  toCount,
} from './carouselInput.ts';
import { CAROUSEL_MOVE_LOCK_MS } from './carouselPresets.ts';

/**
 * The one carousel (AR-17 trending links, AB-10 / AB-25 masterclass, AB-18 slideshow and deck,
 * HM-04 market strips): which slide shows, whether the reader can move, and autoplay. What
 * differs between them is the input (`CarouselInput`; the site's five in `carouselPresets.ts`).
 *
 * - `starting` (transient) → `ready`, or `loading` when the items are to be fetched (HM-04: the
 *   page came without them). `loading` runs `loadItems`: items → `ready`; none, or a failure →
 *   `failed` (the widget stays as it is, spec §8) and `reportFailure` says why.
 * - `ready.moves`: NEXT / PREV step one slide, round the ring with `wrap`, else stopping at the
 *   ends; GOTO jumps (clamped). A move taken goes to `locked`: transient without `lockMoves`;
 *   with it (HM-05) further moves are refused for MOVE_LOCK (500 ms).
 * - `ready.autoplay`: `paused` or `playing` (by `autoplay`: never, always, or the reader's
 *   PLAY / PAUSE / TOGGLE). While playing it is `running` (one slide on every AUTOPLAY_INTERVAL,
 *   after the last back to the first, also when the arrows stop at the ends) or `held`: out of
 *   view, a single slide, or for automatic autoplay reduced motion, hover or focus. Any change
 *   decides again, and a move by the reader restarts the interval.
 *
 * Tags: `loading`, `failed`, `paused`, `playing`, with `running` or `held`, and `locked`.
 *
 * Pure: the caller provides with `.provide`:
 * - actor `visibilitySource`: sends `{ type: 'VISIBILITY', visible }` (an IntersectionObserver at
 *   a 0.5 threshold in the browser). Without it the carousel is never in view unless the input
 *   says so.
 * - actor `loadItems`: resolves with the items (only for a carousel that starts loading).
 * - action `reportFailure` ({ reason }): a load failed.
 */

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'SLIDES'; count: number }
  | { type: 'ITEMS'; items: readonly unknown[] }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean }
  | { type: 'HOLD'; by: CarouselPauseReason }
  | { type: 'RELEASE'; by: CarouselPauseReason }
  /** Raised by `moves` when the reader moved: autoplay counts a full interval again. */
  | { type: 'MOVED' };

/** The slide count an event brings, or null when it brings none. */
const countOf = (event: CarouselEvent) =>
  event.type === 'SLIDES' ? toCount(event.count) : event.type === 'ITEMS' ? listOf(event.items).length : null;

/** A new slide count while playing: AB-18's deck stops below two slides, the rest decide again. */
const recount = [
  { guard: 'dropsLonePlay', actions: 'setSlides', target: 'paused' },
  { actions: 'setSlides', target: '.deciding' },
] as const;

const held = (by: CarouselPauseReason, on: boolean) => (by === 'hover' ? { hovered: on } : { focused: on });

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actors: {
    // Placeholders, replaced by the caller through `.provide({ actors })`.
    visibilitySource: fromCallback<CarouselEvent>(() => {}),
    loadItems: fromPromise<readonly unknown[]>(async () => {
      throw new Error('no loader given');
    }),
  },
  delays: {
    AUTOPLAY_INTERVAL: ({ context }) => context.interval,
    MOVE_LOCK: CAROUSEL_MOVE_LOCK_MS,
  },
  guards: {
    loads: ({ context: c }) => c.loads,
    loaded: ({ event }) => listOf((event as { output?: unknown }).output).length > 0,
    canNext: ({ context: c }) => (c.wrap ? c.slides > 1 : c.index < c.slides - 1),
    canPrev: ({ context: c }) => (c.wrap ? c.slides > 1 : c.index > 0),
    movesTo: ({ context: c, event }) => event.type === 'GOTO' && clamp(event.index, c.slides) !== c.index,
    noLock: ({ context: c }) => !c.lockMoves,
    startsPlaying: ({ context: c }) =>
      c.autoplay === 'auto' || (c.autoplay === 'reader' && c.playing && (c.holdLonePlay || c.slides > 1)),
    mayPlay: ({ context: c }) => c.autoplay === 'reader' && (c.holdLonePlay || c.slides > 1),
    readerPlays: ({ context: c }) => c.autoplay === 'reader',
    autoPlays: ({ context: c }) => c.autoplay === 'auto',
    // Under the reader's PLAY only visibility holds; automatic autoplay yields to much more.
    mayRun: ({ context: c }) =>
      c.slides > 1 &&
      c.visible &&
      (c.autoplay === 'reader' || (!c.reducedMotion && !c.hovered && !c.focused)),
    dropsLonePlay: ({ context: c, event }) =>
      c.autoplay === 'reader' && !c.holdLonePlay && (countOf(event) ?? c.slides) < 2,
  },
  actions: {
    reportFailure: (_, _params: { reason: string }) => {},
    moved: raise({ type: 'MOVED' }),
    next: assign({
      index: ({ context: c }) => (c.wrap ? ringStep(c.index, 1, c.slides) : clamp(c.index + 1, c.slides)),
    }),
    prev: assign({
      index: ({ context: c }) => (c.wrap ? ringStep(c.index, -1, c.slides) : clamp(c.index - 1, c.slides)),
    }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.slides) : c.index),
    }),
    /** Autoplay: one slide on, back to the first after the last (also for a bounded carousel). */
    advance: assign({ index: ({ context: c }) => ringStep(c.index, 1, c.slides) }),
    setSlides: assign(({ context: c, event }) => {
      const slides = countOf(event);
      if (slides === null) return {};
      const items = event.type === 'ITEMS' ? listOf(event.items) : c.items;
      return { slides, items, index: clamp(c.index, slides) };
    }),
    setLoaded: assign(({ event }) => {
      const items = listOf((event as { output?: unknown }).output);
      return { items, slides: items.length, index: 0 };
    }),
    setVisible: assign({
      visible: ({ context: c, event }) => (event.type === 'VISIBILITY' ? event.visible === true : c.visible),
    }),
    setReducedMotion: assign({
      reducedMotion: ({ context: c, event }) =>
        event.type === 'REDUCED_MOTION' ? event.reduce === true : c.reducedMotion,
    }),
    hold: assign(({ event }) => (event.type === 'HOLD' ? held(event.by, true) : {})),
    release: assign(({ event }) => (event.type === 'RELEASE' ? held(event.by, false) : {})),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => initialContext(input),
  invoke: { src: 'visibilitySource' },
  initial: 'starting',
  // Noted in any state (targetless: no region is left), so a late carousel starts from what is true.
  on: {
    VISIBILITY: { actions: 'setVisible' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
    HOLD: { actions: 'hold' },
    RELEASE: { actions: 'release' },
  },
  states: {
    // Transient: never the value of a snapshot.
    starting: {
      always: [{ guard: 'loads', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'loadItems',
        onDone: [
          { guard: 'loaded', actions: 'setLoaded', target: 'ready' },
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
      type: 'parallel',
      on: {
        SLIDES: { actions: 'setSlides' },
        ITEMS: { actions: 'setSlides' },
      },
      states: {
        moves: {
          initial: 'free',
          states: {
            free: {
              on: {
                NEXT: { guard: 'canNext', actions: ['next', 'moved'], target: 'locked' },
                PREV: { guard: 'canPrev', actions: ['prev', 'moved'], target: 'locked' },
                GOTO: { guard: 'movesTo', actions: ['goTo', 'moved'], target: 'locked' },
              },
            },
            // Transient without `lockMoves`; with it, MOVE_LOCK long (HM-05).
            locked: {
              tags: ['locked'],
              always: { guard: 'noLock', target: 'free' },
              after: { MOVE_LOCK: 'free' },
            },
          },
        },
        autoplay: {
          initial: 'starting',
          states: {
            // Transient: the reader may have asked to play before the carousel woke.
            starting: {
              always: [{ guard: 'startsPlaying', target: 'playing' }, { target: 'paused' }],
            },
            paused: {
              tags: ['paused'],
              on: {
                PLAY: { guard: 'mayPlay', target: 'playing' },
                TOGGLE: { guard: 'mayPlay', target: 'playing' },
              },
            },
            playing: {
              tags: ['playing'],
              initial: 'deciding',
              // Every change decides again; entering `running` anew restarts the interval.
              on: {
                PAUSE: { guard: 'readerPlays', target: 'paused' },
                TOGGLE: { guard: 'readerPlays', target: 'paused' },
                MOVED: '.deciding',
                SLIDES: recount,
                ITEMS: recount,
                VISIBILITY: { actions: 'setVisible', target: '.deciding' },
                // The reader's PLAY ignores these: unguarded, they are only noted (at the root).
                REDUCED_MOTION: { guard: 'autoPlays', actions: 'setReducedMotion', target: '.deciding' },
                HOLD: { guard: 'autoPlays', actions: 'hold', target: '.deciding' },
                RELEASE: { guard: 'autoPlays', actions: 'release', target: '.deciding' },
              },
              states: {
                // Transient: never the value of a snapshot.
                deciding: {
                  always: [{ guard: 'mayRun', target: 'running' }, { target: 'held' }],
                },
                running: {
                  tags: ['running'],
                  after: { AUTOPLAY_INTERVAL: { actions: 'advance', target: 'deciding' } },
                },
                held: { tags: ['held'] },
              },
            },
          },
        },
      },
    },
  },
});

export type CarouselMachine = typeof carouselMachine;
