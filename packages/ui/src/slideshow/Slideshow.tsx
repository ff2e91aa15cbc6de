import {
  type SlideshowEvent,
  type SlideshowView,
  selectSlideshowView,
  slideshowMachine,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import useEmblaCarousel from 'embla-carousel-react';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, fromCallback } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/Carousel.tsx';
import { type EmblaFollowing, useEmblaFollow, useReducedMotionEvents } from '../carousel/useEmblaFollow.ts';

/**
 * AB-18 slideshow carousel, headless, on Embla (loop): one slide at a time, arrows that wrap
 * around but look disabled at the ends (`data-state="edge"`: they still work, and say where
 * they go), a PLAY/PAUSE button that moves on every 5 s while the slideshow is in view, and an
 * "n / m" status. The machine (`slideshowMachine`) owns the index; Embla follows it.
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

type SlideshowActor = ActorRefFrom<typeof slideshowMachine>;

const followSlideshow: EmblaFollowing<SlideshowActor> = {
  index: (snapshot) => snapshot.context.index,
  jump: (snapshot) => snapshot.context.reducedMotion,
  select: (actor, index) => actor.send({ type: 'GOTO', index }),
};

const sameView = (a: SlideshowView, b: SlideshowView) =>
  a.index === b.index &&
  a.slides === b.slides &&
  a.playing === b.playing &&
  a.running === b.running &&
  a.animate === b.animate;

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
  const rootRef = useRef<HTMLElement>(null);
  const machine = useMemo(
    () =>
      slideshowMachine.provide({
        actors: {
          visibilitySource: fromCallback<SlideshowEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
        },
      }),
    [visibilitySource],
  );
  const actor = useActorRef(machine, {
    input: { slides: slides.length, reducedMotion: reducedMotion === true },
  });
  const view = useSelector(actor, selectSlideshowView, sameView);
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, align: 'start' });
  useReducedMotionEvents(actor, reducedMotion);
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
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={classNames.slide}
              data-state={index === view.index ? 'active' : 'inactive'}
              inert={index !== view.index}
              style={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {slide.render(seen.current.has(index))}
            </div>
          ))}
        </div>
      </div>
      {movable && (
        <div className={classNames.controls}>
          <button
            type="button"
            className={classNames.arrow}
            // Looks disabled on the first slide, yet goes round to the last (spec §4).
            data-state={view.atStart ? 'edge' : 'enabled'}
            aria-label={view.atStart ? 'Previous slide: the last' : 'Previous slide'}
            onClick={() => actor.send({ type: 'PREV' })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={classNames.status}>
            {view.index + 1} / {slides.length}
          </span>
          <button
            type="button"
            className={classNames.play}
            data-state={view.playing ? 'playing' : 'paused'}
            aria-label={view.playing ? 'Pause the slideshow' : 'Play the slideshow'}
            onClick={() => actor.send({ type: 'TOGGLE' })}
          >
            {view.playing ? 'PAUSE' : 'PLAY'}
          </button>
          <button
            type="button"
            className={classNames.arrow}
            data-state={view.atEnd ? 'edge' : 'enabled'}
            aria-label={view.atEnd ? 'Next slide: back to the first' : 'Next slide'}
            onClick={() => actor.send({ type: 'NEXT' })}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
