import { IST_OFFSET_MS } from './ist-clock.ts';
/**
 * HM-08 the countdown widget's rules, shared by the site's server (the state it renders for the
 * request's time) and the browser's countdown machine (spec §4 "Timer widget", §5).
 *
 * The editors write the target as `m/d/y h:mm AM|PM` (`dptimerwidget_datetime`), India time.
 * Anything else counts as the epoch: the widget shows as live (spec §5).
 */

/** The epoch: what a target that is not of the form counts as (so the widget shows live). */
export const COUNTDOWN_EPOCH_MS = 0;

/** The countdown moves once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/** India time is UTC+05:30 all year (no daylight saving), as every editors' time on the site. */

/**
 * `m/d/y h:mm AM|PM`: month and day of one or two digits, a four-digit year, an hour of 1–12 and
 * two-digit minutes, one space each side of the time, AM or PM in capitals. Strict on purpose:
 * a form the editors did not mean (a 24-hour time, a two-digit year, a day-first date that
 * happens to fit) must show as live rather than count to a wrong moment.
 */
const TIMER_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/;

/** Days in a month of a year (month 1–12). */
function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The moment (epoch ms) the editors' timer text names, read as India time; COUNTDOWN_EPOCH_MS when
 * the text is not of the form `m/d/y h:mm AM|PM` or names no real moment (13/1/2026, 2/30/2026,
 * 0:15 AM, 7:60 PM). Non-strings count as not of the form.
 */
export function parseTimerDate(text: unknown): number {
  if (typeof text !== 'string' || text.length > 24) return COUNTDOWN_EPOCH_MS;
  const match = TIMER_DATE.exec(text);
  if (!match) return COUNTDOWN_EPOCH_MS;
  const [, m, d, y, h, min, meridiem] = match;
  const month = Number(m);
  const day = Number(d);
  const year = Number(y);
  const hour = Number(h);
  const minute = Number(min);
  if (month < 1 || month > 12 || year < 1970) return COUNTDOWN_EPOCH_MS;
  if (day < 1 || day > daysIn(month, year)) return COUNTDOWN_EPOCH_MS;
  if (hour < 1 || hour > 12 || minute > 59) return COUNTDOWN_EPOCH_MS;
  const hour24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return Date.UTC(year, month - 1, day, hour24, minute) - IST_OFFSET_MS;
}

export type CountdownState = 'counting' | 'live';

/** What the widget shows at a moment: before zero the time left, at zero and after LIVE. */
export interface CountdownFace {
  state: CountdownState;
  /** Whole hours left (not capped at 24: the spec shows hours, minutes and seconds). */
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The face at `nowMs` for a target: the time left rounded up to the whole second, so the last
 * second shows 0:00:01 and zero itself is LIVE. A target or clock that is not a finite number
 * counts as the epoch (live).
 */
export function countdownFace(targetMs: number, nowMs: number): CountdownFace {
  const left = Number.isFinite(targetMs) && Number.isFinite(nowMs) ? targetMs - nowMs : 0;
  if (left <= 0) return { state: 'live', hours: 0, minutes: 0, seconds: 0 };
  const total = Math.ceil(left / 1000);
  return {
    state: 'counting',
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * How long until the face next changes: to the next whole second of the time left, so every
 * tick lands on the change (a clock that wakes a little late still shows the right second).
 */
export function msToNextTick(targetMs: number, nowMs: number): number {
  const left = targetMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) return COUNTDOWN_TICK_MS;
  return left % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
}

/** Two digits for minutes and seconds, at least two for hours: `05`, `123`. */
export const twoDigits = (n: number): string => String(Math.max(0, Math.floor(n))).padStart(2, '0');
