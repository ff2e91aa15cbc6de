import { INDIA_UTC_OFFSET_MS, PRIME_LOGIN_NUDGE_PER_DAY } from './paywall-constants.ts';

/**
 * AB-09 Prime login nudge (spec §3 "Stored prime login map", §4): when a Prime reader has signed in
 * on this browser before, and someone else (or nobody) is signed in now, the paywall asks them to
 * sign in with the Prime account instead of paying again (mode primeUserLogin).
 *
 * The browser keeps the map in its storage; here it is read defensively (anyone can edit it) and
 * updated by pure functions; the browser writes back what they return. Times are milliseconds
 * since the epoch. The `_web_pw` fields are the paywall's; `count_web` and `lastClosedNudgeDate`
 * belong to the nudge outside the paywall and are kept as read.
 *
 * The spec's map has a per-day count but no day: `count_web_pw_perday_date` (added) is the India
 * date (YYYY-MM-DD, +05:30) the count belongs to, so the count starts again at midnight IST. A map
 * stored without it counts as having no showing today.
 */
export interface PrimeLoginMap {
  /** The Prime account that signed in on this browser. */
  readonly loginId: string;
  /** When that sign-in stops counting (ms). */
  readonly expiry: number;
  /** When the nudge outside the paywall was last closed (ms), if ever. */
  readonly lastClosedNudgeDate: number | null;
  /** When the paywall's nudge was last closed (ms), if ever. */
  readonly lastClosedNudgeDate_web_pw: number | null;
  /** Showings of the nudge outside the paywall. */
  readonly count_web: number;
  /** Showings of the paywall's nudge, all days. */
  readonly count_web_pw: number;
  /** Showings of the paywall's nudge on `count_web_pw_perday_date`. */
  readonly count_web_pw_perday: number;
  /** The India date of `count_web_pw_perday` (added, see above). */
  readonly count_web_pw_perday_date: string | null;
}

/** Stored text longer than this is not a map of ours (it is a few hundred characters at most). */
export const PRIME_LOGIN_MAP_MAX_LENGTH = 4096;
/** A login id longer than this is not one. */
export const PRIME_LOGIN_ID_MAX_LENGTH = 128;
/** Counters stop here: a tampered huge number cannot overflow or grow the stored text. */
export const PRIME_LOGIN_COUNT_MAX = 1_000_000;

/** Latest time a JavaScript date holds (ms); beyond it there is no date to compare. */
const MAX_TIME = 8.64e15;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const notInLoginId = /[\p{C}\p{Z}]/u;

/** The India date (YYYY-MM-DD) of a time, or null for a time that is not one. */
export function indiaDate(time: number): string | null {
  if (typeof time !== 'number' || !Number.isFinite(time)) return null;
  const shifted = time + INDIA_UTC_OFFSET_MS;
  if (shifted < 0 || shifted > MAX_TIME) return null;
  return new Date(shifted).toISOString().slice(0, 10);
}

/** A time from storage: a number of ms, a digit string, or a date text; null otherwise. */
function readTime(value: unknown): number | null {
  let time: number | null = null;
  if (typeof value === 'number') time = value;
  else if (typeof value === 'string' && value.length <= 40) {
    time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  }
  return time !== null && Number.isFinite(time) && time >= 0 && time <= MAX_TIME ? Math.trunc(time) : null;
}

/** A count from storage: a whole number from 0, capped; 0 for anything else. */
function readCount(value: unknown): number {
  const count = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value;
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return 0;
  return Math.min(Math.floor(count), PRIME_LOGIN_COUNT_MAX);
}

function readLoginId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > PRIME_LOGIN_ID_MAX_LENGTH || notInLoginId.test(trimmed)) return null;
  return trimmed;
}

/**
 * The stored map from whatever storage held (the parsed object or its JSON text), or null when
 * there is no usable map: without a valid login id and expiry there is nobody to nudge towards.
 * Unknown fields are dropped; a bad counter or date reads as none.
 */
export function readPrimeLoginMap(stored: unknown): PrimeLoginMap | null {
  let value = stored;
  if (typeof value === 'string') {
    if (value.length > PRIME_LOGIN_MAP_MAX_LENGTH) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const loginId = readLoginId(fields.loginId);
  const expiry = readTime(fields.expiry);
  if (loginId === null || expiry === null) return null;
  const day = fields.count_web_pw_perday_date;
  return {
    loginId,
    expiry,
    lastClosedNudgeDate: readTime(fields.lastClosedNudgeDate),
    lastClosedNudgeDate_web_pw: readTime(fields.lastClosedNudgeDate_web_pw),
    count_web: readCount(fields.count_web),
    count_web_pw: readCount(fields.count_web_pw),
    count_web_pw_perday: readCount(fields.count_web_pw_perday),
    count_web_pw_perday_date: typeof day === 'string' && isoDate.test(day) ? day : null,
  };
}

/**
 * The map after a Prime reader signs in on this browser: their id and the sign-in's expiry. The
 * same account keeps its counters (a renewed sign-in is no reason to nudge more); another account
 * starts afresh. Null when the id or expiry is not usable.
 */
export function rememberPrimeLogin(
  previous: PrimeLoginMap | null,
  loginId: unknown,
  expiry: unknown,
): PrimeLoginMap | null {
  const id = readLoginId(loginId);
  const until = readTime(expiry);
  if (id === null || until === null) return null;
  if (previous !== null && sameLogin(previous.loginId, id))
    return { ...previous, loginId: id, expiry: until };
  return {
    loginId: id,
    expiry: until,
    lastClosedNudgeDate: null,
    lastClosedNudgeDate_web_pw: null,
    count_web: 0,
    count_web_pw: 0,
    count_web_pw_perday: 0,
    count_web_pw_perday_date: null,
  };
}

/** Login ids compared without case: showing "sign in as you" to the very reader is the worse mistake. */
function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The paywall nudge's showings on the India day of `now` (0 when the stored count is another day's). */
export function nudgesToday(map: PrimeLoginMap, now: number): number {
  const today = indiaDate(now);
  return today !== null && map.count_web_pw_perday_date === today ? map.count_web_pw_perday : 0;
}

/**
 * Whether the paywall may show the Prime login nudge: there is a stored Prime login that has not
 * expired, the current reader (null when nobody is signed in) is not that login, and it has shown
 * fewer than PRIME_LOGIN_NUDGE_PER_DAY times on this India day (a close uses up the day).
 */
export function mayShowPrimeLoginNudge(
  map: PrimeLoginMap | null,
  currentLoginId: string | null | undefined,
  now: number,
): boolean {
  if (map === null || indiaDate(now) === null) return false;
  if (now >= map.expiry) return false;
  const current = readLoginId(currentLoginId);
  if (current !== null && sameLogin(current, map.loginId)) return false;
  return nudgesToday(map, now) < PRIME_LOGIN_NUDGE_PER_DAY;
}

const bump = (count: number) => Math.min(count + 1, PRIME_LOGIN_COUNT_MAX);

/** The map after the paywall showed the nudge at `now`: one more showing today and in all. */
export function nudgeShown(map: PrimeLoginMap, now: number): PrimeLoginMap {
  const today = indiaDate(now);
  if (today === null) return map;
  return {
    ...map,
    count_web_pw: bump(map.count_web_pw),
    count_web_pw_perday: bump(nudgesToday(map, now)),
    count_web_pw_perday_date: today,
  };
}

/**
 * The map after the reader closed the paywall's nudge at `now`: the time is kept, and the day's
 * showings are used up, so it does not come back before midnight IST. A reader who closed it has
 * answered (it is someone else's account, or not now); asking again the same day is nagging.
 */
export function nudgeClosed(map: PrimeLoginMap, now: number): PrimeLoginMap {
  const today = indiaDate(now);
  if (today === null) return map;
  return {
    ...map,
    lastClosedNudgeDate_web_pw: Math.trunc(now),
    count_web_pw_perday: Math.max(nudgesToday(map, now), PRIME_LOGIN_NUDGE_PER_DAY),
    count_web_pw_perday_date: today,
  };
}
