import {
  MASTERCLASS_ITEM_WIDTH,
  MASTERCLASS_TRANSITION_MS,
  type MasterclassSliderEvent,
  type MasterclassSliderView,
  masterclassSliderMachine,
  selectMasterclassView,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type FocusEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { fromCallback } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/Carousel.tsx';

/**
 * AB-10 / AB-25 masterclass slider, headless: one item of 320 px in view at a time, previous and
 * next that wrap around, an "n of m" status, and an optional auto-slide every 6 s while at least
 * half of it is in view (the machine `masterclassSliderMachine`). The move is a 0.9 s transform of
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

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const sameView = (a: MasterclassSliderView, b: MasterclassSliderView) =>
  a.index === b.index && a.items === b.items && a.playing === b.playing && a.animate === b.animate;

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
  const rootRef = useRef<HTMLElement>(null);
  const machine = useMemo(
    () =>
      masterclassSliderMachine.provide({
        actors: {
          visibilitySource: fromCallback<MasterclassSliderEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
        },
      }),
    [visibilitySource],
  );
  const actor = useActorRef(machine, {
    input: { items: items.length, autoSlide, reducedMotion: reducedMotion === true },
  });
  const view = useSelector(actor, selectMasterclassView, sameView);
  useEffect(() => actor.send({ type: 'ITEMS', count: items.length }), [actor, items.length]);
  useEffect(() => {
    if (reducedMotion !== undefined) {
      actor.send({ type: 'REDUCED_MOTION', reduce: reducedMotion });
      return;
    }
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const report = () => actor.send({ type: 'REDUCED_MOTION', reduce: query.matches });
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [actor, reducedMotion]);

  if (items.length === 0) return null;
  const movable = items.length > 1;
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      ref={rootRef}
      data-state={view.playing ? 'playing' : 'still'}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') actor.send({ type: 'PAUSE', by: 'hover' });
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        actor.send({ type: 'RESUME', by: 'hover' });
      }}
      onFocus={(event) => {
        onFocus?.(event);
        actor.send({ type: 'PAUSE', by: 'focus' });
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          actor.send({ type: 'RESUME', by: 'focus' });
        }
      }}
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
          aria-live={view.playing ? 'off' : 'polite'}
          style={{
            display: 'flex',
            transform: `translateX(${-100 * view.index}%)`,
            transition: view.animate ? `transform ${MASTERCLASS_TRANSITION_MS}ms ease` : 'none',
          }}
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
            <div
              key={item.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              className={classNames.item}
              data-state={index === view.index ? 'active' : 'inactive'}
              inert={index !== view.index}
              style={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
      {movable && (
        <div className={classNames.controls}>
          <button
            type="button"
            className={classNames.button}
            aria-label={prevLabel}
            onClick={() => actor.send({ type: 'PREV' })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={classNames.status}>
            {view.index + 1} / {items.length}
          </span>
          <button
            type="button"
            className={classNames.button}
            aria-label={nextLabel}
            onClick={() => actor.send({ type: 'NEXT' })}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
