import {
  type CarouselEvent,
  type CarouselInput,
  carouselMachine,
  sameCarouselView,
  selectCarouselView,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate';
import { useReducedMotionEvents } from './useReducedMotionEvents.ts';
import { intersectionVisibility, type VisibilitySource } from './visibility.ts';

export type CarouselActor = ActorRefFrom<typeof carouselMachine>;

export interface CarouselActorOptions {
  /** Where "at least half in view" comes from; an IntersectionObserver by default, none with null. */
  visibilitySource?: VisibilitySource | null;
  /** Forces reduced motion on or off; by default the reader's `prefers-reduced-motion`. */
  reducedMotion?: boolean;
  /** Fetches the items of a carousel that came without them (HM-04). */
  loadItems?: () => Promise<readonly unknown[]>;
  /** Told why a load failed. */
  onLoadFailure?: (reason: string) => void;
}

/**
 * The one carousel machine behind every carousel component: started with `input`, fed the
 * visibility of `rootRef`'s element and the reader's motion preference, and its view.
 */
export function useCarouselActor(
  input: CarouselInput,
  {
    visibilitySource = intersectionVisibility,
    reducedMotion,
    loadItems,
    onLoadFailure,
  }: CarouselActorOptions,
) {
  const rootRef = useRef<HTMLElement>(null);
  // The loader and the failure report are read when used, so a parent's new functions need no
  // new machine.
  const loadRef = useRef(loadItems);
  loadRef.current = loadItems;
  const failureRef = useRef(onLoadFailure);
  failureRef.current = onLoadFailure;
  const machine = useMemo(
    () =>
      carouselMachine.provide({
        actors: {
          visibilitySource: fromCallback<CarouselEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element || !visibilitySource) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
          loadItems: fromPromise<readonly unknown[]>(async () => {
            if (!loadRef.current) throw new Error('no loader given');
            return loadRef.current();
          }),
        },
        actions: { reportFailure: (_, params) => failureRef.current?.(params.reason) },
      }),
    [visibilitySource],
  );
  const actor = useActorRef(machine, { input: { ...input, reducedMotion: reducedMotion === true } });
  useReducedMotionEvents(actor, reducedMotion);
  const view = useSelector(actor, selectCarouselView, sameCarouselView);
  return { actor, rootRef, view };
}
