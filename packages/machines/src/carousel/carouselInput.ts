/**
 * The one carousel's configuration and the context it starts from. Every carousel of the site is
 * this machine with its own input (the five are in `carouselPresets.ts`); the defaults are the
 * plainest carousel: bounded, no autoplay, no lock.
 */

/**
 * Who moves the slides on by themselves:
 * - `off`: nobody; only the reader moves them.
 * - `auto`: the carousel, whenever it may: in view, motion not reduced, neither hovered nor
 *   focused (a reader reading an item keeps it: WCAG 2.2.2).
 * - `reader`: only after the reader's PLAY, until PAUSE; then only visibility holds it, since
 *   the reader asked for the motion (reduced motion then jumps instead of sliding).
 */
export type CarouselAutoplay = 'off' | 'auto' | 'reader';

export interface CarouselInput {
  /** How many slides (pages) there are; ignored when `items` is given. */
  slides?: number;
  /**
   * The slides' data, kept in the context for the UI (HM-04's rows). An empty list or null
   * means the page came without them: the carousel starts `loading` them with `loadItems`.
   */
  items?: readonly unknown[] | null;
  /** The first slide shown (0 by default). */
  index?: number;
  /** NEXT after the last gives the first, PREV before the first the last (off: they stop). */
  wrap?: boolean;
  autoplay?: CarouselAutoplay;
  /** Milliseconds between two autoplay moves. */
  interval?: number;
  /** `reader` autoplay: start playing (the reader asked before the carousel woke). */
  playing?: boolean;
  /**
   * `reader` autoplay with fewer than two slides: PLAY is taken and held, nothing runs (AB-18
   * slideshow). Off: PLAY is refused, and dropping below two slides stops playing (AB-18 deck).
   */
  holdLonePlay?: boolean;
  /** HM-05: refuse moves for MOVE_LOCK (500 ms) after each move by the reader. */
  lockMoves?: boolean;
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
  /** Whether it starts in view (false until the visibility source says otherwise). */
  visible?: boolean;
}

export type CarouselPauseReason = 'hover' | 'focus';

export interface CarouselContext {
  slides: number;
  index: number;
  items: readonly unknown[];
  wrap: boolean;
  autoplay: CarouselAutoplay;
  interval: number;
  playing: boolean;
  holdLonePlay: boolean;
  lockMoves: boolean;
  /** Whether the carousel starts by loading its items. */
  loads: boolean;
  visible: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}

/** A whole, non-negative count; anything else (NaN, a string from a bad prop) is 0. */
export const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;

/** A slide that exists (0 when there is none, or the index is not a finite number). */
export const clamp = (index: unknown, slides: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, slides - 1))
    : 0;

/** One step from `index` round a ring of `slides`, either way. */
export const ringStep = (index: number, by: 1 | -1, slides: number) =>
  slides > 0 ? (index + by + slides) % slides : 0;

export const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

const AUTOPLAYS: readonly CarouselAutoplay[] = ['off', 'auto', 'reader'];
const DEFAULT_INTERVAL_MS = 5000;

export function initialContext(input: CarouselInput | undefined): CarouselContext {
  const items = listOf(input?.items);
  const counted = input?.items === undefined;
  const slides = counted ? toCount(input?.slides) : items.length;
  const interval = toCount(input?.interval);
  return {
    slides,
    index: clamp(input?.index ?? 0, slides),
    items,
    wrap: input?.wrap === true,
    autoplay: AUTOPLAYS.includes(input?.autoplay as CarouselAutoplay)
      ? (input?.autoplay as CarouselAutoplay)
      : 'off',
    interval: interval > 0 ? interval : DEFAULT_INTERVAL_MS,
    playing: input?.playing === true,
    holdLonePlay: input?.holdLonePlay === true,
    lockMoves: input?.lockMoves === true,
    loads: !counted && items.length === 0,
    visible: input?.visible === true,
    reducedMotion: input?.reducedMotion === true,
    hovered: false,
    focused: false,
  };
}
