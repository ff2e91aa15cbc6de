import type { ComponentProps, FocusEvent } from 'react';
import type { CarouselActor } from './useCarouselActor.ts';

type RootHandlers = Pick<
  ComponentProps<'section'>,
  'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'
>;

/**
 * The root's handlers that hold automatic autoplay while a mouse rests on it or focus is inside
 * it (a reader reading or tabbing through a slide must not have it taken away: WCAG 2.2.2).
 * The caller's own handlers run first.
 */
export function holdWhileReading(actor: CarouselActor, theirs: RootHandlers): Required<RootHandlers> {
  return {
    onPointerEnter: (event) => {
      theirs.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') actor.send({ type: 'HOLD', by: 'hover' });
    },
    onPointerLeave: (event) => {
      theirs.onPointerLeave?.(event);
      actor.send({ type: 'RELEASE', by: 'hover' });
    },
    onFocus: (event) => {
      theirs.onFocus?.(event);
      actor.send({ type: 'HOLD', by: 'focus' });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      theirs.onBlur?.(event);
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        actor.send({ type: 'RELEASE', by: 'focus' });
      }
    },
  };
}
