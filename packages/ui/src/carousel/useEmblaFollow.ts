import type useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/** How a machine's snapshot names the slide to show, and how to tell it about Embla's. */
export interface EmblaFollowing<Actor extends AnyActorRef> {
  /** The slide (Embla's snap) the machine shows. */
  index: (snapshot: SnapshotFrom<Actor>) => number;
  /** Moves jump instead of sliding (reduced motion). */
  jump: (snapshot: SnapshotFrom<Actor>) => boolean;
  /** A drag, a swipe or a focus move inside Embla landed on `index`. */
  select: (actor: Actor, index: number) => void;
  /** Embla counted its snaps (on start and when the slides or the width change). */
  snaps?: (actor: Actor, count: number) => void;
}

/**
 * Embla follows a machine's index (the machine owns it: buttons, dots, timers and `data-state`
 * can never disagree with the slide shown), and a move made inside Embla goes back to the
 * machine. One hook for every carousel of the site (AR-17, AB-05, AB-18). `following` is read
 * through a ref, so callers may pass a new object each render.
 */
export function useEmblaFollow<Actor extends AnyActorRef>(
  embla: EmblaApi,
  actor: Actor,
  following: EmblaFollowing<Actor>,
): void {
  const rules = useRef(following);
  rules.current = following;
  useEffect(() => {
    if (!embla) return;
    const now = () => actor.getSnapshot() as SnapshotFrom<Actor>;
    const onSelect = () => {
      const selected = embla.selectedScrollSnap();
      if (selected === rules.current.index(now())) return;
      rules.current.select(actor, selected);
      // A move the machine refused (HM-05's 500 ms lock): Embla goes back to the machine's slide.
      const index = rules.current.index(now());
      if (index !== selected) embla.scrollTo(index, rules.current.jump(now()));
    };
    const onInit = () => {
      rules.current.snaps?.(actor, embla.scrollSnapList().length);
      embla.scrollTo(rules.current.index(now()), true);
    };
    onInit();
    embla.on('select', onSelect);
    embla.on('reInit', onInit);
    let last = rules.current.index(now());
    const subscription = actor.subscribe((snapshot: SnapshotFrom<Actor>) => {
      const index = rules.current.index(snapshot);
      if (index === last) return;
      last = index;
      if (embla.selectedScrollSnap() !== index) embla.scrollTo(index, rules.current.jump(snapshot));
    });
    return () => {
      subscription.unsubscribe();
      embla.off('select', onSelect);
      embla.off('reInit', onInit);
    };
  }, [actor, embla]);
}
