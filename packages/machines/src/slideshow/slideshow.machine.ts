import { assign, fromCallback, setup } from 'xstate';

/**
 * AB-18 slideshow carousel (spec §4 "Slideshow slider"): which slide shows, and PLAY/PAUSE.
 *
 * - NEXT / PREV wrap around: after the last slide the first, before the first the last. GOTO
 *   jumps (clamped). The arrows only *look* disabled at the ends (`atStart`, `atEnd` in the
 *   view): they still move, round the ring.
 * - Autoplay is the reader's: PLAY (or TOGGLE) starts it, PAUSE (or TOGGLE) stops it. While
 *   playing, one slide on every SLIDESHOW_INTERVAL (5000 ms, a named delay), after the last the
 *   first, and only while the slideshow is in view (`visible`): scrolled away it holds, and back
 *   in view it waits a full interval. A move by the reader restarts the interval.
 * - Under reduced motion PLAY still plays (the reader asked for it), but slides jump instead of
 *   sliding (`animate` in the view).
 *
 * Tags: `paused` or `playing`; while playing also `running` (the interval is counting) or `held`
 * (out of view, or a single slide).
 *
 * Pure: the caller provides `visibilitySource` (an IntersectionObserver in the browser) sending
 * `{ type: 'VISIBILITY', visible }`.
 */

export const SLIDESHOW_INTERVAL_MS = 5000;

export interface SlideshowInput {
  slides: number;
  /** `prefers-reduced-motion: reduce`: slides jump, never slide. */
  reducedMotion?: boolean;
  /** Whether it starts in view (false until the observer says otherwise). */
  visible?: boolean;
}

export interface SlideshowContext {
  slides: number;
  index: number;
  visible: boolean;
  reducedMotion: boolean;
}

export type SlideshowEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  | { type: 'SLIDES'; count: number }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, slides: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, slides - 1))
    : 0;
const step = (index: number, by: 1 | -1, slides: number) => (slides > 0 ? (index + by + slides) % slides : 0);

export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as SlideshowInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so a playing slideshow holds.
    visibilitySource: fromCallback<SlideshowEvent>(() => {}),
  },
  delays: {
    SLIDESHOW_INTERVAL: SLIDESHOW_INTERVAL_MS,
  },
  guards: {
    canMove: ({ context: c }) => c.slides > 1,
    mayRun: ({ context: c }) => c.slides > 1 && c.visible,
    movesTo: ({ context: c, event }) => event.type === 'GOTO' && clamp(event.index, c.slides) !== c.index,
  },
  actions: {
    next: assign({ index: ({ context: c }) => step(c.index, 1, c.slides) }),
    prev: assign({ index: ({ context: c }) => step(c.index, -1, c.slides) }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.slides) : c.index),
    }),
    setSlides: assign(({ context: c, event }) => {
      if (event.type !== 'SLIDES') return {};
      const slides = toCount(event.count);
      return { slides, index: clamp(c.index, slides) };
    }),
    setVisible: assign({
      visible: ({ context: c, event }) => (event.type === 'VISIBILITY' ? event.visible === true : c.visible),
    }),
    setReducedMotion: assign({
      reducedMotion: ({ context: c, event }) =>
        event.type === 'REDUCED_MOTION' ? event.reduce === true : c.reducedMotion,
    }),
  },
}).createMachine({
  id: 'slideshow',
  context: ({ input }) => {
    const slides = toCount(input?.slides);
    return {
      slides,
      index: 0,
      visible: input?.visible === true,
      reducedMotion: input?.reducedMotion === true,
    };
  },
  invoke: { src: 'visibilitySource' },
  initial: 'paused',
  on: {
    NEXT: { guard: 'canMove', actions: 'next' },
    PREV: { guard: 'canMove', actions: 'prev' },
    GOTO: { guard: 'movesTo', actions: 'goTo' },
    SLIDES: { actions: 'setSlides' },
    VISIBILITY: { actions: 'setVisible' },
    REDUCED_MOTION: { actions: 'setReducedMotion' },
  },
  states: {
    paused: {
      tags: ['paused'],
      on: { PLAY: 'playing', TOGGLE: 'playing' },
    },
    playing: {
      tags: ['playing'],
      initial: 'deciding',
      on: {
        PAUSE: 'paused',
        TOGGLE: 'paused',
        // While playing every change decides again; entering `running` anew restarts the interval.
        NEXT: { guard: 'canMove', actions: 'next', target: '.deciding' },
        PREV: { guard: 'canMove', actions: 'prev', target: '.deciding' },
        GOTO: { guard: 'movesTo', actions: 'goTo', target: '.deciding' },
        SLIDES: { actions: 'setSlides', target: '.deciding' },
        VISIBILITY: { actions: 'setVisible', target: '.deciding' },
      },
      states: {
        // Transient: never the value of a snapshot.
        deciding: {
          always: [{ guard: 'mayRun', target: 'running' }, { target: 'held' }],
        },
        running: {
          tags: ['running'],
          after: { SLIDESHOW_INTERVAL: { actions: 'next', target: 'deciding' } },
        },
        held: { tags: ['held'] },
      },
    },
  },
});

export type SlideshowMachine = typeof slideshowMachine;

export interface SlideshowView {
  index: number;
  slides: number;
  /** The reader pressed PLAY (the button then offers PAUSE). */
  playing: boolean;
  /** The 5 s interval is counting (playing, in view, more than one slide). */
  running: boolean;
  /** The arrows look disabled here, though they wrap. */
  atStart: boolean;
  atEnd: boolean;
  /** Whether a move slides or jumps (reduced motion). */
  animate: boolean;
}

export function selectSlideshowView(snapshot: {
  context: SlideshowContext;
  hasTag: (tag: 'playing' | 'paused' | 'running' | 'held') => boolean;
}): SlideshowView {
  const { index, slides, reducedMotion } = snapshot.context;
  return {
    index,
    slides,
    playing: snapshot.hasTag('playing'),
    running: snapshot.hasTag('running'),
    atStart: index === 0,
    atEnd: index >= slides - 1,
    animate: !reducedMotion,
  };
}
