import { carouselPresets, MASTERCLASS_ITEM_WIDTH, MASTERCLASS_TRANSITION_MS } from '@newsroom/machines';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { holdWhileReading } from '../carousel/holdWhileReading.ts';
import { SlideGroup, StepControls } from '../carousel/parts.tsx';
import { useCarouselActor } from '../carousel/useCarouselActor.ts';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';

/**
 * AB-10 / AB-25 masterclass slider, headless: one item of 320 px in view at a time, previous and
 * next that wrap around, an "n of m" status, and an optional auto-slide every 6 s while at least
 * half of it is in view (the carousel machine with `carouselPresets.masterclass`). The move is a 0.9 s transform of
 * the track, or a jump under `prefers-reduced-motion: reduce`.
 *
 *   <MasterclassSlider items={[{ key, content }]} aria-label="Masterclass" autoSlide
 *     prevLabel="Previous masterclass" nextLabel="Next masterclass" />
 *
 * Items out of view are `inert` (not focusable, not read), so tabbing reaches only the item shown.
 * The few inline styles are what the slider needs to work at all (clip, track, item width, the
 * transition); the site styles the rest through classes and `data-state`. Server-renders the first
 * item in place: nothing moves when it wakes.
 */

export interface MasterclassSliderItem {
  key: string;
  content: ReactNode;
}

export interface MasterclassSliderProps extends Omit<ComponentProps<'section'>, 'children'> {
  items: readonly MasterclassSliderItem[];
  /** Auto-slide every 6 s while in view (the spec's "optional"). */
  autoSlide?: boolean;
  /** Forces reduced motion on or off; by default the reader's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Where "at least half in view" comes from; an IntersectionObserver by default. */
  visibilitySource?: VisibilitySource;
  prevLabel?: string;
  nextLabel?: string;
  /** Content above the viewport, e.g. the heading (inside the region, so it names nothing twice). */
  header?: ReactNode;
  classNames?: Partial<Record<'viewport' | 'track' | 'item' | 'controls' | 'button' | 'status', string>>;
}

export function MasterclassSlider({
  items,
  autoSlide = false,
  reducedMotion,
  visibilitySource = intersectionVisibility,
  prevLabel = 'Previous item',
  nextLabel = 'Next item',
  header,
  classNames = {},
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: MasterclassSliderProps) {
  const { actor, rootRef, view } = useCarouselActor(
    { ...carouselPresets.masterclass, autoplay: autoSlide ? 'auto' : 'off', slides: items.length },
    { visibilitySource, reducedMotion },
  );
  useEffect(() => actor.send({ type: 'SLIDES', count: items.length }), [actor, items.length]);

  if (items.length === 0) return null;
  const movable = items.length > 1;
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      ref={rootRef}
      data-state={view.running ? 'playing' : 'still'}
      {...holdWhileReading(actor, { onPointerEnter, onPointerLeave, onFocus, onBlur })}
    >
      {header}
      <div
        className={classNames.viewport}
        // One item wide (320 px), narrower only when the screen is.
        style={{ overflow: 'hidden', maxWidth: MASTERCLASS_ITEM_WIDTH }}
      >
        <div
          className={classNames.track}
          data-masterclass-track=""
          // While auto-sliding the region is not announced at every move (WAI carousel pattern).
          aria-live={view.running ? 'off' : 'polite'}
          style={{
            display: 'flex',
            transform: `translateX(${-100 * view.index}%)`,
            transition: view.animate ? `transform ${MASTERCLASS_TRANSITION_MS}ms ease` : 'none',
          }}
        >
          {items.map((item, index) => (
            <SlideGroup
              key={item.key}
              index={index}
              slides={items.length}
              active={index === view.index}
              className={classNames.item}
            >
              {item.content}
            </SlideGroup>
          ))}
        </div>
      </div>
      {movable && (
        <StepControls
          actor={actor}
          view={view}
          classNames={classNames}
          prevLabel={prevLabel}
          nextLabel={nextLabel}
        />
      )}
    </section>
  );
}
