import { scrollDotsMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef } from 'react';

/**
 * AB-12 upside radar, headless: a horizontally scrolling strip (CSS scroll-snap; inline styles are
 * only what scrolling needs) and one dot an item. The dots follow the scroll position — the item
 * nearest the strip's start, or the last one when the strip is scrolled to its end — and a dot
 * pressed scrolls there (`scrollDotsMachine`). The strip is a keyboard-focusable region, so arrow
 * keys scroll it too. Server-rendered with the first dot current.
 */
export interface ScrollStripProps extends Omit<ComponentProps<'section'>, 'children'> {
  items: readonly { key: string; content: ReactNode; label: string }[];
  header?: ReactNode;
  classNames?: Partial<Record<'strip' | 'item' | 'dots' | 'dot', string>>;
}

/** Which item a scroll position shows: the nearest item start, the last at the end. */
export function itemAtScroll(strip: HTMLElement): number {
  const items = Array.from(strip.children) as HTMLElement[];
  if (items.length === 0) return 0;
  const { scrollLeft, scrollWidth, clientWidth } = strip;
  if (scrollLeft >= scrollWidth - clientWidth - 2) return items.length - 1;
  const origin = items[0]!.offsetLeft;
  let best = 0;
  for (let i = 1; i < items.length; i++) {
    if (
      Math.abs(items[i]!.offsetLeft - origin - scrollLeft) <
      Math.abs(items[best]!.offsetLeft - origin - scrollLeft)
    ) {
      best = i;
    }
  }
  return best;
}

export function ScrollStrip({ items, header, classNames = {}, ...props }: ScrollStripProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const machine = useMemo(
    () =>
      scrollDotsMachine.provide({
        actions: {
          scrollTo: (_, { index }: { index: number }) => {
            const strip = stripRef.current;
            const item = strip?.children[index] as HTMLElement | undefined;
            const first = strip?.children[0] as HTMLElement | undefined;
            if (!strip || !item || !first) return;
            const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            strip.scrollTo({
              left: item.offsetLeft - first.offsetLeft,
              behavior: smooth ? 'smooth' : 'auto',
            });
          },
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { count: items.length } });
  const active = useSelector(actor, (s) => s.context.active);
  useEffect(() => actor.send({ type: 'COUNT', count: items.length }), [actor, items.length]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let frame = 0;
    // One measure a frame at most, however fast the scroll events come.
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        actor.send({ type: 'SCROLLED', index: itemAtScroll(strip) });
      });
    };
    const onEnd = () => actor.send({ type: 'SETTLED', index: itemAtScroll(strip) });
    strip.addEventListener('scroll', onScroll, { passive: true });
    strip.addEventListener('scrollend', onEnd);
    // A reader may have scrolled the server's strip before the island woke (RX-01): the dots
    // start from where the strip is, not from the first item.
    onEnd();
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('scroll', onScroll);
      strip.removeEventListener('scrollend', onEnd);
    };
  }, [actor]);

  if (items.length === 0) return null;
  return (
    <section {...props} data-active={active}>
      {header}
      <div
        ref={stripRef}
        className={classNames.strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory' }}
      >
        {items.map((item, index) => (
          <div
            key={item.key}
            className={classNames.item}
            data-state={index === active ? 'active' : 'inactive'}
            style={{ scrollSnapAlign: 'start', flex: '0 0 auto' }}
          >
            {item.content}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not form fields
        <div role="group" aria-label="Choose a collection" className={classNames.dots}>
          {items.map((item, index) => (
            <button
              key={item.key}
              type="button"
              className={classNames.dot}
              aria-label={item.label}
              aria-current={index === active ? 'true' : undefined}
              data-state={index === active ? 'active' : 'inactive'}
              onClick={() => actor.send({ type: 'GOTO', index })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
