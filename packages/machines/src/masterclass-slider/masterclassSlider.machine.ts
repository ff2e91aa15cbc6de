import { assign, fromCallback, setup } from 'xstate';

/**
 * AB-10 / AB-25 masterclass slider (spec §4 Widgets): which item shows, and auto-slide.
 *
 * - NEXT / PREV cycle with wraparound: after the last item comes the first, before the first the
 *   last. GOTO jumps to an item (clamped). A move by the reader restarts the auto-slide interval,
 *   so an item they just chose stays a full 6 s.
 * - Auto-slide (optional, `autoSlide` in the input) moves one item on every AUTO_SLIDE (6000 ms, a
 *   named delay) only while the slider is in view (`visible`), motion is not reduced, there is more
 *   than one item, and neither the pointer rests on it nor focus is inside it (a reader reading
 *   or tabbing through an item must not have it taken away: WCAG 2.2.2).
 * - The move itself is the UI's 0.9 s transition (MASTERCLASS_TRANSITION_MS); under reduced motion
 *   the UI jumps instead (`selectMasterclassView(...).animate`).
 *
 * Tags: `playing` while auto-slide runs, `still` otherwise; a snapshot is always one of the two.
 *
 * Pure: the caller provides the actor `visibilitySource` (an IntersectionObserver in the browser)
 * that sends `{ type: 'VISIBILITY', visible }`. Without it the slider never auto-slides.
 */

export const MASTERCLASS_AUTO_SLIDE_MS = 6000;
export const MASTERCLASS_TRANSITION_MS = 900;
/** The width of one item in CSS pixels (spec §9). */
export const MASTERCLASS_ITEM_WIDTH = 320;

export interface MasterclassSliderInput {
  /** How many items the slider holds. */
  items: number;
  /** Auto-slide every 6 s while visible (the spec makes it optional); off by default. */
  autoSlide?: boolean;
  /** `prefers-reduced-motion: reduce`: never auto-slide, jump without a transition. */
  reducedMotion?: boolean;
  /** Whether it starts in view (false until the observer says otherwise). */
  visible?: boolean;
}

export type MasterclassPauseReason = 'hover' | 'focus';

export interface MasterclassSliderContext {
  items: number;
  index: number;
  autoSlide: boolean;
  visible: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}

export type MasterclassSliderEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'ITEMS'; count: number }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'REDUCED_MOTION'; reduce: boolean }
  | { type: 'PAUSE'; by: MasterclassPauseReason }
  | { type: 'RESUME'; by: MasterclassPauseReason };

/** A whole, non-negative count; anything else (NaN, a string from a bad prop) is 0. */
const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, items: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, items - 1))
    : 0;
/** One step on from `index` in a ring of `items`, either way. */
const step = (index: number, by: 1 | -1, items: number) => (items > 0 ? (index + by + items) % items : 0);

export const masterclassSliderMachine = setup({
  types: {
    context: {} as MasterclassSliderContext,
    events: {} as MasterclassSliderEvent,
    input: {} as MasterclassSliderInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so the slider never auto-slides.
    visibilitySource: fromCallback<MasterclassSliderEvent>(() => {}),
  },
  delays: {
    AUTO_SLIDE: MASTERCLASS_AUTO_SLIDE_MS,
  },
  guards: {
    mayAutoSlide: ({ context: c }) =>
      c.autoSlide && c.items > 1 && c.visible && !c.reducedMotion && !c.hovered && !c.focused,
    canMove: ({ context: c }) => c.items > 1,
    movesTo: ({ context: c, event }) => event.type === 'GOTO' && clamp(event.index, c.items) !== c.index,
  },
  actions: {
    next: assign({ index: ({ context: c }) => step(c.index, 1, c.items) }),
    prev: assign({ index: ({ context: c }) => step(c.index, -1, c.items) }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.items) : c.index),
    }),
    setItems: assign(({ context: c, event }) => {
      if (event.type !== 'ITEMS') return {};
      const items = toCount(event.count);
      return { items, index: clamp(c.index, items) };
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
  id: 'masterclassSlider',
  context: ({ input }) => {
    const items = toCount(input?.items);
    return {
      items,
      index: 0,
      autoSlide: input?.autoSlide === true,
      visible: input?.visible === true,
      reducedMotion: input?.reducedMotion === true,
      hovered: false,
      focused: false,
    };
  },
  invoke: { src: 'visibilitySource' },
  initial: 'deciding',
  on: {
    // Every change decides auto-slide again; entering `playing` anew restarts the 6 s interval.
    NEXT: { guard: 'canMove', actions: 'next', target: '.deciding' },
    PREV: { guard: 'canMove', actions: 'prev', target: '.deciding' },
    GOTO: { guard: 'movesTo', actions: 'goTo', target: '.deciding' },
    ITEMS: { actions: 'setItems', target: '.deciding' },
    VISIBILITY: { actions: 'setVisible', target: '.deciding' },
    REDUCED_MOTION: { actions: 'setReducedMotion', target: '.deciding' },
    PAUSE: { actions: 'pause', target: '.deciding' },
    RESUME: { actions: 'resume', target: '.deciding' },
  },
  states: {
    // Transient: never the value of a snapshot.
    deciding: {
      always: [{ guard: 'mayAutoSlide', target: 'playing' }, { target: 'still' }],
    },
    still: { tags: ['still'] },
    playing: {
      tags: ['playing'],
      after: { AUTO_SLIDE: { actions: 'next', target: 'deciding' } },
    },
  },
});

export type MasterclassSliderMachine = typeof masterclassSliderMachine;

export interface MasterclassSliderView {
  index: number;
  items: number;
  playing: boolean;
  /** Whether a move slides (0.9 s) or jumps (reduced motion). */
  animate: boolean;
}

/** What the UI renders from a snapshot. */
export function selectMasterclassView(snapshot: {
  context: MasterclassSliderContext;
  hasTag: (tag: 'playing' | 'still') => boolean;
}): MasterclassSliderView {
  const { index, items, reducedMotion } = snapshot.context;
  return { index, items, playing: snapshot.hasTag('playing'), animate: !reducedMotion };
}
