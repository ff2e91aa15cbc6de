import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Tells a machine the reader's motion preference (`REDUCED_MOTION`), now and when it changes,
 * unless the caller forces it.
 */
export function useReducedMotionEvents(actor: AnyActorRef, forced: boolean | undefined): void {
  useEffect(() => {
    if (forced !== undefined) {
      actor.send({ type: 'REDUCED_MOTION', reduce: forced });
      return;
    }
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const report = () => actor.send({ type: 'REDUCED_MOTION', reduce: query.matches });
    report();
    query.addEventListener('change', report);
    return () => query.removeEventListener('change', report);
  }, [actor, forced]);
}
