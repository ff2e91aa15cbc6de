import { CAROUSEL_VISIBLE_RATIO } from '@newsroom/machines';

/** Observes `element` and calls `report(visible)` when it is at least half in view or not; returns the stop. */
export type VisibilitySource = (element: HTMLElement, report: (visible: boolean) => void) => () => void;

/** An IntersectionObserver at the 0.5 threshold: visible means at least half in view. */
export const intersectionVisibility: VisibilitySource = (element, report) => {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1);
      if (entry) report(entry.isIntersecting && entry.intersectionRatio >= CAROUSEL_VISIBLE_RATIO);
    },
    { threshold: [0, CAROUSEL_VISIBLE_RATIO, 1] },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
