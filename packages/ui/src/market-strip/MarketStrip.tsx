import {
  type MarketStripEvent,
  type MarketStripView,
  marketStripMachine,
  selectMarketStripView,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type FocusEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/Carousel.tsx';

/**
 * HM-04 market strip, headless: one item at a time, moving on every 6 s while at least half of it
 * is in view (the machine `marketStripMachine`), previous and next buttons that wrap, an "n / m"
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

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** The slide of one item; none under reduced motion. */
const TRANSITION = 'transform 400ms ease';

const sameView = (a: MarketStripView, b: MarketStripView) =>
  a.phase === b.phase && a.index === b.index && a.count === b.count && a.animate === b.animate;

const noLoader = async (): Promise<readonly never[]> => {
  throw new Error('no loader given');
};

export function MarketStrip<T>({
  items,
  itemKey,
  renderItem,
  loadItems = noLoader,
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
  const rootRef = useRef<HTMLElement>(null);
  // The loader and the failure report are read when used, so a parent's new functions need no
  // new machine.
  const loadRef = useRef(loadItems);
  loadRef.current = loadItems;
  const failureRef = useRef(onLoadFailure);
  failureRef.current = onLoadFailure;
  const machine = useMemo(
    () =>
      marketStripMachine.provide({
        actors: {
          visibilitySource: fromCallback<MarketStripEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
          loadItems: fromPromise<readonly unknown[]>(() => loadRef.current()),
        },
        actions: { reportFailure: (_, params) => failureRef.current?.(params.reason) },
      }),
    [visibilitySource],
  );
  const actor = useActorRef(machine, { input: { items, reducedMotion: reducedMotion === true } });
  const view = useSelector(actor, selectMarketStripView, sameView);
  const shown = useSelector(actor, (snapshot) => snapshot.context.items) as readonly T[];
  useEffect(() => {
    if (items !== null) actor.send({ type: 'ITEMS', items });
  }, [actor, items]);
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

  const waiting = view.phase === 'loading' || view.phase === 'failed';
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      ref={rootRef}
      data-state={view.phase}
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
            aria-live={view.phase === 'playing' ? 'off' : 'polite'}
            style={{
              display: 'flex',
              transform: `translateX(${-100 * view.index}%)`,
              transition: view.animate ? TRANSITION : 'none',
            }}
          >
            {shown.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
              <div
                key={itemKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${shown.length}`}
                className={classNames.item}
                data-state={index === view.index ? 'active' : 'inactive'}
                inert={index !== view.index}
                style={{ flex: '0 0 100%', minWidth: 0 }}
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        )}
      </div>
      {!waiting && view.count > 1 && (
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
            {view.index + 1} / {view.count}
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
