import { and, assign, fromCallback, setup, stateIn } from 'xstate';

/**
 * AR-17 trending links carousel: which slide shows, whether prev/next can move, and autoplay.
 *
 * - NEXT / PREV / GOTO are bounded: they stop at the first and last slide (no wrap). A change of
 *   slide by the reader restarts the autoplay interval.
 * - Autoplay advances one slide every AUTOPLAY_INTERVAL (8000 ms, a named delay) only while the
 *   carousel is at least half in view (`visible`), motion is not reduced, and it is not paused by
 *   the pointer over it or focus inside it. After the last slide autoplay rewinds to the first
 *   (as Embla's autoplay does); the buttons never wrap.
 *
 * - HM-05 `lockMoves`: after a move by the reader, further moves are refused for MOVE_LOCK
 *   (500 ms, a named delay), so a burst of presses cannot outrun the slide's animation.
 *
 * Two regions: `autoplay` (checking → stopped | playing) and `moves` (free | locked; without
 * `lockMoves` a move never leaves `free`).
 *
 * Pure: the caller provides the actor `visibilitySource` (e.g. an IntersectionObserver with a
 * 0.5 threshold) that sends `{ type: 'VISIBILITY', visible }`. The UI follows `context.index`.
 */

export const CAROUSEL_AUTOPLAY_MS = 8000;
/** HM-05: how long a move by the reader holds the next one off. */
export const CAROUSEL_MOVE_LOCK_MS = 500;
/** The share of the carousel that must be in view for autoplay (the spec: at least half). */
export const CAROUSEL_VISIBLE_RATIO = 0.5;

export interface CarouselInput {
  /** How many slides (pages) there are. */
  slides: number;
  /** The first slide shown (0 by default). */
  index?: number;
  /** `prefers-reduced-motion: reduce`: never autoplay. */
  reducedMotion?: boolean;
  /** Whether it starts in view (false until the observer says otherwise). */
  visible?: boolean;
  /** Off: the slides move only when the reader moves them (AB-12 discover mutual funds). On by default. */
  autoplay?: boolean;
  /** HM-05: refuse moves for MOVE_LOCK (500 ms) after each move by the reader. Off by default. */
  lockMoves?: boolean;
}

export type CarouselPauseReason = 'hover' | 'focus';

export interface CarouselContext {
  slides: number;
  index: number;
  visible: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  autoplay: boolean;
  lockMoves: boolean;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'SLIDES'; count: number }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean }
  | { type: 'PAUSE'; by: CarouselPauseReason }
  | { type: 'RESUME'; by: CarouselPauseReason };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, slides: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, slides - 1))
    : 0;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so the carousel never autoplays.
    visibilitySource: fromCallback<CarouselEvent>(() => {}),
  },
  delays: {
    AUTOPLAY_INTERVAL: CAROUSEL_AUTOPLAY_MS,
    MOVE_LOCK: CAROUSEL_MOVE_LOCK_MS,
  },
  guards: {
    movesFree: stateIn({ moves: 'free' }),
    noLock: ({ context: c }) => !c.lockMoves,
    canAutoplay: ({ context: c }) =>
      c.autoplay && c.slides > 1 && c.visible && !c.reducedMotion && !c.hovered && !c.focused,
    canNext: ({ context: c }) => c.index < c.slides - 1,
    canPrev: ({ context: c }) => c.index > 0,
    movesTo: ({ context: c, event }) => event.type === 'GOTO' && clamp(event.index, c.slides) !== c.index,
  },
  actions: {
    next: assign({ index: ({ context: c }) => clamp(c.index + 1, c.slides) }),
    prev: assign({ index: ({ context: c }) => clamp(c.index - 1, c.slides) }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.slides) : c.index),
    }),
    /** Autoplay: one slide on, back to the first after the last. */
    advance: assign({ index: ({ context: c }) => (c.index < c.slides - 1 ? c.index + 1 : 0) }),
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
    pause: assign(({ event }) =>
      event.type === 'PAUSE' ? (event.by === 'hover' ? { hovered: true } : { focused: true }) : {},
    ),
    resume: assign(({ event }) =>
      event.type === 'RESUME' ? (event.by === 'hover' ? { hovered: false } : { focused: false }) : {},
    ),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const slides = toCount(input?.slides);
    return {
      slides,
      index: clamp(input?.index ?? 0, slides),
      visible: input?.visible === true,
      reducedMotion: input?.reducedMotion === true,
      hovered: false,
      focused: false,
      autoplay: input?.autoplay !== false,
      lockMoves: input?.lockMoves === true,
    };
  },
  invoke: { src: 'visibilitySource' },
  type: 'parallel',
  on: {
    // Every change re-decides autoplay; a move by the reader restarts the interval and locks moves.
    NEXT: {
      guard: and(['movesFree', 'canNext']),
      actions: 'next',
      target: ['.autoplay.checking', '.moves.locked'],
    },
    PREV: {
      guard: and(['movesFree', 'canPrev']),
      actions: 'prev',
      target: ['.autoplay.checking', '.moves.locked'],
    },
    GOTO: {
      guard: and(['movesFree', 'movesTo']),
      actions: 'goTo',
      target: ['.autoplay.checking', '.moves.locked'],
    },
  },
  states: {
    autoplay: {
      // Handled here, not at the root: a root transition would exit and re-enter every region,
      // ending a move lock (HM-05) the moment the reader's press focused the button (PAUSE).
      on: {
        SLIDES: { actions: 'setSlides', target: '.checking' },
        VISIBILITY: { actions: 'setVisible', target: '.checking' },
        REDUCED_MOTION: { actions: 'setReducedMotion', target: '.checking' },
        PAUSE: { actions: 'pause', target: '.checking' },
        RESUME: { actions: 'resume', target: '.checking' },
      },
      initial: 'checking',
      states: {
        // Transient: a snapshot is always `playing` or `stopped`.
        checking: {
          always: [{ guard: 'canAutoplay', target: 'playing' }, { target: 'stopped' }],
        },
        stopped: {},
        playing: {
          after: { AUTOPLAY_INTERVAL: { actions: 'advance', target: 'checking' } },
        },
      },
    },
    moves: {
      initial: 'free',
      states: {
        free: {},
        // Transient without `lockMoves`; with it, MOVE_LOCK long.
        locked: {
          always: { guard: 'noLock', target: 'free' },
          after: { MOVE_LOCK: 'free' },
        },
      },
    },
  },
});

export type CarouselMachine = typeof carouselMachine;

export interface CarouselView {
  index: number;
  slides: number;
  canPrev: boolean;
  canNext: boolean;
  playing: boolean;
  /** HM-05: a move just happened and the next is held off. */
  locked: boolean;
}

type CarouselStateValue = { autoplay: 'playing' } | { moves: 'locked' };

/** What the parts render from a snapshot. */
export function selectCarouselView(snapshot: {
  context: CarouselContext;
  matches: (value: CarouselStateValue) => boolean;
}): CarouselView {
  const { index, slides } = snapshot.context;
  return {
    index,
    slides,
    canPrev: index > 0,
    canNext: index < slides - 1,
    playing: snapshot.matches({ autoplay: 'playing' }),
    locked: snapshot.matches({ moves: 'locked' }),
  };
}
