import { carouselPresets } from '@newsroom/machines';
import useEmblaCarousel from 'embla-carousel-react';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { SlideGroup, StepControls } from '../carousel/parts.tsx';
import { type CarouselActor, useCarouselActor } from '../carousel/useCarouselActor.ts';
import { type EmblaFollowing, useEmblaFollow } from '../carousel/useEmblaFollow.ts';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';

/**
 * AB-18 slideshow carousel, headless, on Embla (loop): one slide at a time, arrows that wrap
 * around but look disabled at the ends (`data-state="edge"`: they still work, and say where
 * they go), a PLAY/PAUSE button that moves on every 5 s while the slideshow is in view, and an
 * "n / m" status. The carousel machine (`carouselPresets.slideshow`) owns the index; Embla follows it.
 *
 *   <Slideshow aria-label="…" slides={[{ key, render: (near) => … }]} />
 *
 * `render(near)` draws a slide; `near` is true for the slide shown, its neighbours and every slide
 * shown before, so a picture is fetched only when it may be seen (a slideshow has up to 100).
 * Slides out of view are `inert`. Server-renders the first slide in place: nothing moves on waking.
 */

export interface SlideshowSlide {
  key: string;
  render: (near: boolean) => ReactNode;
}

export interface SlideshowProps extends Omit<ComponentProps<'section'>, 'children'> {
  slides: readonly SlideshowSlide[];
  /** Forces reduced motion on or off; by default the reader's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Where "at least half in view" comes from; an IntersectionObserver by default. */
  visibilitySource?: VisibilitySource;
  /** Content above the slides, inside the region (the heading). */
  header?: ReactNode;
  classNames?: Partial<
    Record<'viewport' | 'track' | 'slide' | 'controls' | 'arrow' | 'play' | 'status', string>
  >;
}

const followSlideshow: EmblaFollowing<CarouselActor> = {
  index: (snapshot) => snapshot.context.index,
  jump: (snapshot) => snapshot.context.reducedMotion,
  select: (actor, index) => actor.send({ type: 'GOTO', index }),
};

/** Slides a step either way round the ring from `index` (and `index` itself). */
const isNeighbour = (slide: number, index: number, count: number) =>
  count > 0 && Math.min((slide - index + count) % count, (index - slide + count) % count) <= 1;

export function Slideshow({
  slides,
  reducedMotion,
  visibilitySource = intersectionVisibility,
  header,
  classNames = {},
  ...props
}: SlideshowProps) {
  const { actor, rootRef, view } = useCarouselActor(
    { ...carouselPresets.slideshow, slides: slides.length },
    { visibilitySource, reducedMotion },
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, align: 'start' });
  useEmblaFollow(embla, actor, followSlideshow);
  useEffect(() => actor.send({ type: 'SLIDES', count: slides.length }), [actor, slides.length]);

  // Slides shown once keep their pictures: going back never fetches again.
  const seen = useRef(new Set<number>());
  for (let slide = 0; slide < slides.length; slide += 1) {
    if (isNeighbour(slide, view.index, slides.length)) seen.current.add(slide);
  }

  if (slides.length === 0) return null;
  const movable = slides.length > 1;
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      ref={rootRef}
      data-state={view.playing ? 'playing' : 'paused'}
    >
      {header}
      <div className={classNames.viewport} ref={viewportRef} style={{ overflow: 'hidden' }}>
        <div
          className={classNames.track}
          // Announced when the reader moves it, not at every step of the autoplay (WAI pattern).
          aria-live={view.playing ? 'off' : 'polite'}
          style={{ display: 'flex' }}
        >
          {slides.map((slide, index) => (
            <SlideGroup
              key={slide.key}
              index={index}
              slides={slides.length}
              active={index === view.index}
              className={classNames.slide}
            >
              {slide.render(seen.current.has(index))}
            </SlideGroup>
          ))}
        </div>
      </div>
      {movable && (
        <StepControls
          actor={actor}
          view={view}
          classNames={{ controls: classNames.controls, status: classNames.status, button: classNames.arrow }}
          // Look disabled at the ends, yet go round (spec §4), and say where they go.
          prevLabel={view.atStart ? 'Previous slide: the last' : 'Previous slide'}
          nextLabel={view.atEnd ? 'Next slide: back to the first' : 'Next slide'}
          prev={{ 'data-state': view.atStart ? 'edge' : 'enabled' }}
          next={{ 'data-state': view.atEnd ? 'edge' : 'enabled' }}
        >
          <button
            type="button"
            className={classNames.play}
            data-state={view.playing ? 'playing' : 'paused'}
            aria-label={view.playing ? 'Pause the slideshow' : 'Play the slideshow'}
            onClick={() => actor.send({ type: 'TOGGLE' })}
          >
            {view.playing ? 'PAUSE' : 'PLAY'}
          </button>
        </StepControls>
      )}
    </section>
  );
}
