import { STICKY_FOOTER_DISMISS_MS, STICKY_FOOTER_TRIGGER_PX } from './paywall-constants.ts';

/**
 * AB-09 sticky footer band (spec §4): it appears once the benefits section's top is within 100 px
 * of the top of the viewport, and closing it hides it for 24 hours.
 */

/** Whether a reported top of the benefits section (CSS px from the viewport's top) triggers the band. */
export function benefitsReachedTrigger(top: unknown): boolean {
  return typeof top === 'number' && Number.isFinite(top) && top <= STICKY_FOOTER_TRIGGER_PX;
}

/**
 * How much longer (ms) a dismissal made at `dismissedAt` hides the band at `now`: 0 when there is
 * none, it is over, or either time is not a time. Never more than the 24 hours, so a dismissal
 * stored "in the future" (a clock set wrong, an edited store) cannot hide the band for longer.
 */
export function stickyFooterDismissedFor(dismissedAt: unknown, now: unknown): number {
  if (typeof dismissedAt !== 'number' || !Number.isFinite(dismissedAt)) return 0;
  if (typeof now !== 'number' || !Number.isFinite(now)) return 0;
  const left = dismissedAt + STICKY_FOOTER_DISMISS_MS - now;
  return Math.min(STICKY_FOOTER_DISMISS_MS, Math.max(0, left));
}
