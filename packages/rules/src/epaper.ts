import { HOUR_MS, type IstClock, istClock, nextHourStart } from './ist-clock.ts';

/**
 * HM-10: the epaper widget shows two editions, the Wealth edition and today's paper; which comes
 * first depends on the India-time hour (spec §9, "Time-of-day ordering rules"). Inside a window
 * the Wealth edition comes first, outside it today's paper (docs/decisions.md HM-10).
 *
 * Windows are whole hours, both ends included, as every hour window of the layouts (ED-01):
 * 10–11 is 10:00 to 11:59.
 */

export type EpaperEdition = 'wealth' | 'today';

/** A window of India-time hours, both ends included. */
export interface HourWindow {
  from: number;
  to: number;
}

/** Other days (spec): 10–11, 15–16 and 20–21. */
export const EPAPER_WINDOWS: readonly HourWindow[] = [
  { from: 10, to: 11 },
  { from: 15, to: 16 },
  { from: 20, to: 21 },
];

/**
 * Mondays (the spec says four, not which): the Wealth edition comes out on Monday, so its readers
 * get the morning too, 8–9, before the other days' three.
 */
export const EPAPER_MONDAY_WINDOWS: readonly HourWindow[] = [{ from: 8, to: 9 }, ...EPAPER_WINDOWS];

const MONDAY = 1;

/** The windows of a weekday (0 Sunday … 6 Saturday). */
export function epaperWindows(weekday: number): readonly HourWindow[] {
  return weekday === MONDAY ? EPAPER_MONDAY_WINDOWS : EPAPER_WINDOWS;
}

/** The editions in the order shown at an India-time hour and weekday. */
export function epaperOrder(clock: IstClock): readonly [EpaperEdition, EpaperEdition] {
  const inWindow = epaperWindows(clock.weekday).some(
    (window) => clock.hour >= window.from && clock.hour <= window.to,
  );
  return inWindow ? ['wealth', 'today'] : ['today', 'wealth'];
}

/** The order at an instant (India time). */
export function epaperOrderAt(now: Date | number): readonly [EpaperEdition, EpaperEdition] {
  return epaperOrder(istClock(now));
}

/**
 * The first instant after `now` at which the order changes: the edge of the window the hour is
 * in, or of the next one. A page showing the order may be kept until then, not beyond (the page
 * cache's and a CDN's freshness end there).
 */
export function nextEpaperOrderChange(now: Date | number): number {
  const first = epaperOrderAt(now)[0];
  let edge = nextHourStart(now);
  // A week of hours holds every window; the order always changes within a day.
  for (let hours = 0; hours < 24 * 7; hours += 1, edge += HOUR_MS) {
    if (epaperOrderAt(edge)[0] !== first) return edge;
  }
  return edge;
}
