import { type CarouselView, carouselPresets } from '@newsroom/machines';
import { useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { holdWhileReading } from '../carousel/holdWhileReading.ts';
import { SlideGroup, StepControls } from '../carousel/parts.tsx';
import { useCarouselActor } from '../carousel/useCarouselActor.ts';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';

/**
 * HM-04 market strip, headless: one item at a time, moving on every 6 s while at least half of it
 * is in view (the carousel machine with `carouselPresets.marketStrip`), previous and next buttons that wrap, an "n / m"
 * status. A strip whose page came without its items shows `loading...` (the spec's text) while
 * `loadItems` fetches them, and stays so if that fails (spec §8: the widget stays unchanged).
 *
 *   <MarketStrip aria-label="Top gainers" items={rows} itemKey={(r) => r.id}
 *     renderItem={(r) => <a href={r.url}>{r.name}</a>} loadItems={fetchRows} />
 *
 * `data-state` on the root is the phase: `loading`, `failed`, `playing` or `still`. Items out of
 * view are `inert`, so tabbing reaches only the item shown. Server-renders the first item in
 * place (or `loading...`), in a box of one line, so nothing moves when it wakes or rotates. New
 * `items` (a refresh of prices) replace the old ones in place.
 */

export interface MarketStripProps<T> extends Omit<ComponentProps<'section'>, 'children'> {
  /** The items; null when the page came without them (then `loadItems` fetches them). */
  items: readonly T[] | null;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  loadItems?: () => Promise<readonly T[]>;
  /** Told why a load failed (the site logs it). */
  onLoadFailure?: (reason: string) => void;
  /** Content above the items, e.g. the heading. */
  header?: ReactNode;
  /** What a strip without its items says (spec: `loading...`). */
  loadingText?: string;
  /** Forces reduced motion on or off; by default the reader's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Where "at least half in view" comes from; an IntersectionObserver by default. */
  visibilitySource?: VisibilitySource;
  prevLabel?: string;
  nextLabel?: string;
  classNames?: Partial<
    Record<'viewport' | 'track' | 'item' | 'controls' | 'button' | 'status' | 'loading', string>
  >;
}

/** The slide of one item; none under reduced motion. */
const TRANSITION = 'transform 400ms ease';

/** The root's `data-state`: the load's phase, or once ready whether it rotates. */
const phaseOf = (view: CarouselView) =>
  view.phase === 'ready' ? (view.running ? 'playing' : 'still') : view.phase;

export function MarketStrip<T>({
  items,
  itemKey,
  renderItem,
  loadItems,
  onLoadFailure,
  header,
  loadingText = 'loading...',
  reducedMotion,
  visibilitySource = intersectionVisibility,
  prevLabel = 'Previous item',
  nextLabel = 'Next item',
  classNames = {},
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: MarketStripProps<T>) {
  const { actor, rootRef, view } = useCarouselActor(
    { ...carouselPresets.marketStrip, items },
    { visibilitySource, reducedMotion, loadItems, onLoadFailure },
  );
  const shown = useSelector(actor, (snapshot) => snapshot.context.items) as readonly T[];
  useEffect(() => {
    if (items !== null) actor.send({ type: 'ITEMS', items });
  }, [actor, items]);

  const waiting = view.phase === 'loading' || view.phase === 'failed';
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      ref={rootRef}
      data-state={phaseOf(view)}
      {...holdWhileReading(actor, { onPointerEnter, onPointerLeave, onFocus, onBlur })}
    >
      {header}
      <div className={classNames.viewport} style={{ overflow: 'hidden' }}>
        {waiting ? (
          <p className={classNames.loading} role="status">
            {loadingText}
          </p>
        ) : (
          <div
            className={classNames.track}
            data-market-strip-track=""
            // While rotating the items are not announced at every move (WAI carousel pattern).
            aria-live={view.running ? 'off' : 'polite'}
            style={{
              display: 'flex',
              transform: `translateX(${-100 * view.index}%)`,
              transition: view.animate ? TRANSITION : 'none',
            }}
          >
            {shown.map((item, index) => (
              <SlideGroup
                key={itemKey(item)}
                index={index}
                slides={shown.length}
                active={index === view.index}
                className={classNames.item}
              >
                {renderItem(item)}
              </SlideGroup>
            ))}
          </div>
        )}
      </div>
      {!waiting && view.slides > 1 && (
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
