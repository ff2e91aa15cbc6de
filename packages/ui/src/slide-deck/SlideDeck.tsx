import { carouselPresets } from '@newsroom/machines';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { StepControls } from '../carousel/parts.tsx';
import { useCarouselActor } from '../carousel/useCarouselActor.ts';

/**
 * AB-18 slideshow slider, headless: the slides as one ordered list, previous and next arrows that
 * wrap around (and say where the ends are, `data-edge`, for arrows that look disabled there while
 * they still work), an "n / m" status and a PLAY/PAUSE button that moves one slide every 5 s (the
 * carousel machine with `carouselPresets.slideDeck`: always in view, never held).
 *
 *   <SlideDeck slides={[{ key, content }]} aria-label="…" prevLabel="…" nextLabel="…" />
 *
 * The server renders every slide in the list with the first marked active, so a page without
 * JavaScript reads the plain list; the site's CSS shows only the active slide once the page runs
 * script. After it wakes, slides out of view are `inert` (not focusable, not read).
 */

export interface SlideDeckSlide {
  key: string;
  content: ReactNode;
}

export interface SlideDeckProps extends Omit<ComponentProps<'section'>, 'children'> {
  slides: readonly SlideDeckSlide[];
  prevLabel?: string;
  nextLabel?: string;
  /** The button's text while paused and while playing (the spec's PLAY / PAUSE). */
  playText?: string;
  pauseText?: string;
  header?: ReactNode;
  classNames?: Partial<Record<'controls' | 'prev' | 'next' | 'toggle' | 'status' | 'list' | 'slide', string>>;
}

export function SlideDeck({
  slides,
  prevLabel = 'Previous slide',
  nextLabel = 'Next slide',
  playText = 'PLAY',
  pauseText = 'PAUSE',
  header,
  classNames = {},
  ...props
}: SlideDeckProps) {
  const { actor, view } = useCarouselActor(
    { ...carouselPresets.slideDeck, slides: slides.length },
    { visibilitySource: null },
  );
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  useEffect(() => actor.send({ type: 'SLIDES', count: slides.length }), [actor, slides.length]);
  if (slides.length === 0) return null;
  const movable = slides.length > 1;
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      data-state={view.playing ? 'playing' : 'paused'}
    >
      {header}
      {movable && (
        <StepControls
          actor={actor}
          view={view}
          classNames={classNames}
          prevLabel={prevLabel}
          nextLabel={nextLabel}
          prev={{ className: classNames.prev, 'data-edge': view.atStart ? 'true' : undefined }}
          next={{ className: classNames.next, 'data-edge': view.atEnd ? 'true' : undefined }}
        >
          <button
            type="button"
            className={classNames.toggle}
            aria-pressed={view.playing}
            onClick={() => actor.send({ type: 'TOGGLE' })}
          >
            {view.playing ? pauseText : playText}
          </button>
        </StepControls>
      )}
      {/* While playing the slides are not announced at every move (WAI carousel pattern). */}
      <ol className={classNames.list} aria-live={view.playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <li
            key={slide.key}
            className={classNames.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-state={index === view.index ? 'active' : 'inactive'}
            // Only once awake: a page without script reads every slide.
            inert={awake && index !== view.index}
          >
            {slide.content}
          </li>
        ))}
      </ol>
    </section>
  );
}
