import type { CarouselContext } from './carouselInput.ts';

export type CarouselPhase = 'loading' | 'failed' | 'ready';

/** What the parts render from a snapshot (the items, if any, are `snapshot.context.items`). */
export interface CarouselView {
  phase: CarouselPhase;
  index: number;
  slides: number;
  /** Whether PREV / NEXT would move (round the ring when it wraps). */
  canPrev: boolean;
  canNext: boolean;
  /** On the first or last slide: AB-18's arrows look disabled there, though they wrap. */
  atStart: boolean;
  atEnd: boolean;
  /** Autoplay is on: automatic, or the reader's PLAY (the button then offers PAUSE). */
  playing: boolean;
  /** The interval is counting: a slide will move by itself. */
  running: boolean;
  /** HM-05: a move just happened and the next is held off. */
  locked: boolean;
  /** Whether a move slides or jumps (reduced motion). */
  animate: boolean;
}

export type CarouselTag = 'loading' | 'failed' | 'paused' | 'playing' | 'running' | 'held' | 'locked';

export function selectCarouselView(snapshot: {
  context: CarouselContext;
  hasTag: (tag: CarouselTag) => boolean;
}): CarouselView {
  const { index, slides, wrap, reducedMotion } = snapshot.context;
  const phase: CarouselPhase = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : 'ready';
  return {
    phase,
    index,
    slides,
    canPrev: wrap ? slides > 1 : index > 0,
    canNext: wrap ? slides > 1 : index < slides - 1,
    atStart: index === 0,
    atEnd: index >= slides - 1,
    playing: snapshot.hasTag('playing'),
    running: snapshot.hasTag('running'),
    locked: snapshot.hasTag('locked'),
    animate: !reducedMotion,
  };
}

/** Two views that render alike (for `useSelector`'s compare). */
export const sameCarouselView = (a: CarouselView, b: CarouselView) =>
  (Object.keys(a) as (keyof CarouselView)[]).every((key) => a[key] === b[key]);
