import { type CarouselView, carouselPresets } from '@newsroom/machines';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
} from 'react';
import { holdWhileReading } from './holdWhileReading.ts';
import { type CarouselActor, useCarouselActor } from './useCarouselActor.ts';
import { type EmblaFollowing, useEmblaFollow } from './useEmblaFollow.ts';
import { intersectionVisibility, type VisibilitySource } from './visibility.ts';

/**
 * AR-17 carousel, headless, on Embla. Behaviour, ARIA and `data-state` only; the site styles it
 * (the few inline styles are what Embla needs to work at all: a clipping viewport, a flex track,
 * one slide a page).
 *
 *   <Carousel.Root slides={pages.length} aria-label="Trending now">
 *     <Carousel.Viewport>
 *       {pages.map((page, i) => <Carousel.Slide key={i} index={i}>…</Carousel.Slide>)}
 *     </Carousel.Viewport>
 *     <Carousel.Prev>‹</Carousel.Prev> <Carousel.Dots /> <Carousel.Next>›</Carousel.Next>
 *   </Carousel.Root>
 *
 * The carousel machine (`carouselMachine` with `carouselPresets.trending`: stopping at the ends)
 * owns the index; Embla follows it, and a drag or focus move in Embla is reported back as GOTO.
 * Autoplay (8000 ms) runs only while at least half of the root is in view (an
 * IntersectionObserver by default; `visibilitySource` replaces it), not under
 * `prefers-reduced-motion: reduce`, and not while the pointer is over it or focus is inside it.
 * Server-renders: no browser API is touched before mount.
 */

interface CarouselContextValue {
  actor: CarouselActor;
  view: CarouselView;
  viewportRef: (node: HTMLElement | null) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarouselContext(part: string): CarouselContextValue {
  const value = useContext(CarouselContext);
  if (!value) throw new Error(`<Carousel.${part}> must be rendered inside <Carousel.Root>.`);
  return value;
}

/** What the parts read: AR-17's `playing` is the interval counting. */
export interface UseCarousel
  extends Pick<CarouselView, 'index' | 'slides' | 'canPrev' | 'canNext' | 'locked'> {
  playing: boolean;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

/** The carousel's view and events, for anything inside <Carousel.Root>. */
export function useCarousel(): UseCarousel {
  const { actor, view } = useCarouselContext('useCarousel');
  const events = useMemo(
    () => ({
      next: () => actor.send({ type: 'NEXT' }),
      prev: () => actor.send({ type: 'PREV' }),
      goTo: (index: number) => actor.send({ type: 'GOTO', index }),
    }),
    [actor],
  );
  const { index, slides, canPrev, canNext, locked, running } = view;
  return { index, slides, canPrev, canNext, locked, playing: running, ...events };
}

export interface CarouselRootProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** How many slides (pages) the viewport holds. */
  slides: number;
  /** Forces reduced motion on or off; by default the reader's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Where "at least half in view" comes from; an IntersectionObserver by default. */
  visibilitySource?: VisibilitySource;
  /** The first slide shown (0). */
  startIndex?: number;
  /** Autoplay every 8 s while in view (on); off, the slides move only when the reader moves them. */
  autoplay?: boolean;
  /** HM-05: after each move, refuse the next for 500 ms (off). */
  lockMoves?: boolean;
  children?: ReactNode;
}

function CarouselRoot({
  slides,
  reducedMotion,
  visibilitySource = intersectionVisibility,
  startIndex = 0,
  autoplay = true,
  lockMoves = false,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  children,
  ...props
}: CarouselRootProps) {
  const { actor, rootRef, view } = useCarouselActor(
    {
      ...carouselPresets.trending,
      autoplay: autoplay ? 'auto' : 'off',
      slides,
      index: startIndex,
      lockMoves,
    },
    { visibilitySource, reducedMotion },
  );
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', startIndex });

  useEmblaFollow(embla, actor, followCarousel);
  useEffect(() => actor.send({ type: 'SLIDES', count: slides }), [actor, slides]);

  const value = useMemo(() => ({ actor, view, viewportRef }), [actor, view, viewportRef]);
  return (
    <CarouselContext value={value}>
      <section
        role="region"
        aria-roledescription="carousel"
        {...props}
        ref={rootRef}
        data-state={view.running ? 'playing' : 'stopped'}
        {...holdWhileReading(actor, { onPointerEnter, onPointerLeave, onFocus, onBlur })}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/** Embla follows the carousel machine's index; a drag or focus move in Embla goes back as GOTO. */
const followCarousel: EmblaFollowing<CarouselActor> = {
  index: (snapshot) => snapshot.context.index,
  jump: (snapshot) => snapshot.context.reducedMotion,
  select: (actor, index) => actor.send({ type: 'GOTO', index }),
  snaps: (actor, count) => actor.send({ type: 'SLIDES', count }),
};

/** The clipping viewport Embla drives; its children (the slides) go in Embla's track. */
function CarouselViewport({ children, style, ...props }: ComponentProps<'div'>) {
  const { viewportRef } = useCarouselContext('Viewport');
  return (
    <div {...props} ref={viewportRef} style={{ overflow: 'hidden', ...style }}>
      <div data-carousel-track="" style={{ display: 'flex' }}>
        {children}
      </div>
    </div>
  );
}

export interface CarouselSlideProps extends ComponentProps<'div'> {
  /** This slide's position, from 0. */
  index: number;
}

/** One page: a group named "slide n of m", `data-state` active or inactive. */
function CarouselSlide({ index, style, ...props }: CarouselSlideProps) {
  const { index: active, slides } = useCarousel();
  const current = index === active;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${slides}`}
      {...props}
      data-state={current ? 'active' : 'inactive'}
      style={{ flex: '0 0 100%', minWidth: 0, ...style }}
    />
  );
}

/** Calls the consumer's handler first; ours runs unless it called `event.preventDefault()`. */
function compose(theirs: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined, ours: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/**
 * Previous slide. At the first slide it is `aria-disabled` (and does nothing) but stays
 * focusable, so focus is not lost when a press reaches the end. Name it (`aria-label`).
 */
function CarouselPrev({ onClick, ...props }: ComponentProps<'button'>) {
  const { canPrev, prev } = useCarousel();
  return (
    <button
      type="button"
      {...props}
      aria-disabled={!canPrev}
      data-state={canPrev ? 'enabled' : 'disabled'}
      onClick={compose(onClick, () => canPrev && prev())}
    />
  );
}

/** Next slide; `aria-disabled` at the last slide. */
function CarouselNext({ onClick, ...props }: ComponentProps<'button'>) {
  const { canNext, next } = useCarousel();
  return (
    <button
      type="button"
      {...props}
      aria-disabled={!canNext}
      data-state={canNext ? 'enabled' : 'disabled'}
      onClick={compose(onClick, () => canNext && next())}
    />
  );
}

export interface CarouselDotsProps extends ComponentProps<'div'> {
  /** A dot's accessible name (`Slide n` by default). */
  dotLabel?: (index: number, slides: number) => string;
  dotClassName?: string;
}

/** One button a slide; the active one has `aria-current="true"` and `data-state="active"`. */
function CarouselDots({
  dotLabel = (i) => `Slide ${i + 1}`,
  dotClassName,
  'aria-label': label = 'Choose a slide',
  ...props
}: CarouselDotsProps) {
  const { index, slides, goTo } = useCarousel();
  if (slides < 2) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not form fields
    <div role="group" aria-label={label} {...props}>
      {Array.from({ length: slides }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={i}
          type="button"
          className={dotClassName}
          aria-label={dotLabel(i, slides)}
          aria-current={i === index ? 'true' : undefined}
          data-state={i === index ? 'active' : 'inactive'}
          onClick={() => goTo(i)}
        />
      ))}
    </div>
  );
}

export const Carousel = {
  Root: CarouselRoot,
  Viewport: CarouselViewport,
  Slide: CarouselSlide,
  Prev: CarouselPrev,
  Next: CarouselNext,
  Dots: CarouselDots,
};
export { CarouselDots, CarouselNext, CarouselPrev, CarouselRoot, CarouselSlide, CarouselViewport };
