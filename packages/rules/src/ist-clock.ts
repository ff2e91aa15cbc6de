// AB-22: the publication keeps India time (+05:30, no daylight saving) everywhere.
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The India-time hour (0–23) and weekday (0 = Sunday) of an instant: the clock of time rules. */
export interface IstClock {
  hour: number;
  weekday: number;
}

/** The India-time hour and weekday of an instant (plain arithmetic: every page-cache lookup asks). */
export function istClock(now: Date | number): IstClock {
  const time = typeof now === 'number' ? now : now.getTime();
  // 1 January 1970 was a Thursday (4).
  const days = Math.floor((time + IST_OFFSET_MS) / DAY_MS);
  const hour = Math.floor((time + IST_OFFSET_MS - days * DAY_MS) / HOUR_MS);
  return { hour, weekday: (((days + 4) % 7) + 7) % 7 };
}

/** The first instant of the next India-time hour (xx:00 IST, which is xx:30 UTC). */
export function nextHourStart(now: Date | number): number {
  const time = typeof now === 'number' ? now : now.getTime();
  return Math.floor((time + IST_OFFSET_MS) / HOUR_MS + 1) * HOUR_MS - IST_OFFSET_MS;
}
