import { describe, expect, it } from 'vitest';
import { PRIME_LOGIN_NUDGE_PER_DAY } from './paywall-constants.ts';
import {
  indiaDate,
  mayShowPrimeLoginNudge,
  nudgeClosed,
  nudgeShown,
  nudgesToday,
  PRIME_LOGIN_COUNT_MAX,
  PRIME_LOGIN_MAP_MAX_LENGTH,
  type PrimeLoginMap,
  readPrimeLoginMap,
  rememberPrimeLogin,
} from './paywall-login-nudge.ts';

const HOUR = 3_600_000;
/** Midnight IST of 24 November 2025 (18:30 UTC the day before). */
const MIDNIGHT_IST = Date.parse('2025-11-23T18:30:00Z');
const EVENING = MIDNIGHT_IST - 2 * HOUR; // 22:00 IST, 23 November
const EXPIRY = MIDNIGHT_IST + 30 * 24 * HOUR;

const stored: PrimeLoginMap = {
  loginId: 'prime-reader-7',
  expiry: EXPIRY,
  lastClosedNudgeDate: null,
  lastClosedNudgeDate_web_pw: null,
  count_web: 0,
  count_web_pw: 0,
  count_web_pw_perday: 0,
  count_web_pw_perday_date: null,
};

describe('AB-09 indiaDate: the day turns at midnight IST (+05:30)', () => {
  it.each([
    [MIDNIGHT_IST - 1, '2025-11-23'],
    [MIDNIGHT_IST, '2025-11-24'],
    [Date.parse('2025-11-24T00:00:00Z'), '2025-11-24'],
    [Date.parse('2025-11-24T18:29:59.999Z'), '2025-11-24'],
    [0, '1970-01-01'],
  ])('%i is %s', (time, date) => {
    expect(indiaDate(time)).toBe(date);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1e17, 9e15])('%d is no date', (time) => {
    expect(indiaDate(time)).toBeNull();
  });
});

describe('AB-09 readPrimeLoginMap: read defensively from browser storage', () => {
  const full = {
    loginId: 'prime-reader-7',
    expiry: EXPIRY,
    lastClosedNudgeDate: 1_700_000_000_000,
    lastClosedNudgeDate_web_pw: 1_700_000_100_000,
    count_web: 4,
    count_web_pw: 9,
    count_web_pw_perday: 1,
    count_web_pw_perday_date: '2025-11-23',
  };

  it('reads a whole map, as an object or as its JSON text', () => {
    expect(readPrimeLoginMap(full)).toEqual(full);
    expect(readPrimeLoginMap(JSON.stringify(full))).toEqual(full);
  });

  it('drops unknown fields and reads absent ones as none', () => {
    expect(readPrimeLoginMap({ loginId: 'p', expiry: 5, extra: 'x' })).toEqual({
      ...stored,
      loginId: 'p',
      expiry: 5,
    });
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', [full]],
    ['broken JSON', '{"loginId":'],
    ['JSON of a string', '"prime-reader-7"'],
    ['text longer than the limit', JSON.stringify({ ...full, pad: 'x'.repeat(PRIME_LOGIN_MAP_MAX_LENGTH) })],
    ['no login id', { ...full, loginId: undefined }],
    ['an empty login id', { ...full, loginId: '   ' }],
    ['a login id with a space inside', { ...full, loginId: 'prime reader' }],
    ['a login id with a direction mark', { ...full, loginId: 'prime\u202Ereader' }],
    ['a login id too long', { ...full, loginId: 'p'.repeat(129) }],
    ['a login id that is an object', { ...full, loginId: { id: 1 } }],
    ['no expiry', { ...full, expiry: undefined }],
    ['an expiry that is no time', { ...full, expiry: 'soon' }],
    ['a negative expiry', { ...full, expiry: -1 }],
    ['an infinite expiry', { ...full, expiry: Number.POSITIVE_INFINITY }],
  ])('no map for %s', (_, value) => {
    expect(readPrimeLoginMap(value)).toBeNull();
  });

  it('reads times given as digit strings or date texts, numeric login ids, and trims the id', () => {
    const map = readPrimeLoginMap({
      loginId: ' 12345 ',
      expiry: '2025-12-24T00:00:00+05:30',
      lastClosedNudgeDate_web_pw: '1700000000000',
    });
    expect(map?.loginId).toBe('12345');
    expect(map?.expiry).toBe(Date.parse('2025-12-23T18:30:00Z'));
    expect(map?.lastClosedNudgeDate_web_pw).toBe(1_700_000_000_000);
    expect(readPrimeLoginMap({ loginId: 12345, expiry: 1 })?.loginId).toBe('12345');
  });

  it.each<[string, unknown, number]>([
    ['negative', -3, 0],
    ['a fraction', 2.7, 2],
    ['a digit string', '3', 3],
    ['text', 'three', 0],
    ['NaN', Number.NaN, 0],
    ['huge', 1e300, PRIME_LOGIN_COUNT_MAX],
    ['a boolean', true, 0],
  ])('a count that is %s reads as %i', (_, value, count) => {
    expect(readPrimeLoginMap({ ...full, count_web_pw_perday: value })?.count_web_pw_perday).toBe(count);
  });

  it('a per-day date that is not YYYY-MM-DD reads as none', () => {
    for (const day of ['24-11-2025', '2025-11-24T00:00', 20251124, '']) {
      expect(
        readPrimeLoginMap({ ...full, count_web_pw_perday_date: day })?.count_web_pw_perday_date,
      ).toBeNull();
    }
  });
});

describe('AB-09 mayShowPrimeLoginNudge', () => {
  it('shows for a stored, unexpired Prime login when nobody or someone else is signed in', () => {
    expect(mayShowPrimeLoginNudge(stored, null, EVENING)).toBe(true);
    expect(mayShowPrimeLoginNudge(stored, undefined, EVENING)).toBe(true);
    expect(mayShowPrimeLoginNudge(stored, 'someone-else', EVENING)).toBe(true);
  });

  it('not to the stored login itself (case and edges ignored)', () => {
    expect(mayShowPrimeLoginNudge(stored, 'prime-reader-7', EVENING)).toBe(false);
    expect(mayShowPrimeLoginNudge(stored, ' Prime-Reader-7 ', EVENING)).toBe(false);
  });

  it('not once the stored login has expired (at the expiry itself)', () => {
    expect(mayShowPrimeLoginNudge(stored, null, EXPIRY - 1)).toBe(true);
    expect(mayShowPrimeLoginNudge(stored, null, EXPIRY)).toBe(false);
  });

  it('not without a map, or at a time that is no time', () => {
    expect(mayShowPrimeLoginNudge(null, null, EVENING)).toBe(false);
    expect(mayShowPrimeLoginNudge(stored, null, Number.NaN)).toBe(false);
  });

  it(`per-day count ${PRIME_LOGIN_NUDGE_PER_DAY}: twice a day, again after midnight IST`, () => {
    let map = stored;
    for (let shown = 0; shown < PRIME_LOGIN_NUDGE_PER_DAY; shown++) {
      expect(mayShowPrimeLoginNudge(map, null, EVENING + shown * HOUR)).toBe(true);
      map = nudgeShown(map, EVENING + shown * HOUR);
    }
    expect(map.count_web_pw_perday).toBe(2);
    expect(map.count_web_pw_perday_date).toBe('2025-11-23');
    expect(mayShowPrimeLoginNudge(map, null, MIDNIGHT_IST - 1)).toBe(false);
    expect(mayShowPrimeLoginNudge(map, null, MIDNIGHT_IST)).toBe(true);
    expect(nudgesToday(map, MIDNIGHT_IST)).toBe(0);
  });

  it('a count stored without its day (an older map) counts as another day’s', () => {
    expect(mayShowPrimeLoginNudge({ ...stored, count_web_pw_perday: 5 }, null, EVENING)).toBe(true);
  });
});

describe('AB-09 nudgeShown / nudgeClosed', () => {
  it('nudgeShown counts a showing today and in all, starting the day afresh after midnight IST', () => {
    const evening = nudgeShown(stored, EVENING);
    expect(evening).toMatchObject({
      count_web_pw: 1,
      count_web_pw_perday: 1,
      count_web_pw_perday_date: '2025-11-23',
    });
    const morning = nudgeShown(evening, MIDNIGHT_IST + 8 * HOUR);
    expect(morning).toMatchObject({
      count_web_pw: 2,
      count_web_pw_perday: 1,
      count_web_pw_perday_date: '2025-11-24',
    });
    expect(stored.count_web_pw).toBe(0);
  });

  it('nudgeClosed keeps the time and uses up the day; the next India day it may show again', () => {
    const closed = nudgeClosed(nudgeShown(stored, EVENING), EVENING + 1000);
    expect(closed).toMatchObject({
      lastClosedNudgeDate_web_pw: EVENING + 1000,
      count_web_pw: 1,
      count_web_pw_perday: PRIME_LOGIN_NUDGE_PER_DAY,
      count_web_pw_perday_date: '2025-11-23',
    });
    expect(mayShowPrimeLoginNudge(closed, null, EVENING + 2000)).toBe(false);
    expect(mayShowPrimeLoginNudge(closed, null, MIDNIGHT_IST)).toBe(true);
  });

  it('nudgeClosed on a new day rolls the count over to that day', () => {
    const yesterday = nudgeShown(nudgeShown(stored, EVENING), EVENING);
    const closed = nudgeClosed(yesterday, MIDNIGHT_IST + HOUR);
    expect(closed).toMatchObject({ count_web_pw_perday: 2, count_web_pw_perday_date: '2025-11-24' });
  });

  it('leave the other nudge’s fields as they were', () => {
    const other = { ...stored, count_web: 3, lastClosedNudgeDate: 123 };
    expect(nudgeClosed(nudgeShown(other, EVENING), EVENING)).toMatchObject({
      count_web: 3,
      lastClosedNudgeDate: 123,
    });
  });

  it('stop counting at the cap and leave the map alone at a time that is no time', () => {
    const full = { ...stored, count_web_pw: PRIME_LOGIN_COUNT_MAX };
    expect(nudgeShown(full, EVENING).count_web_pw).toBe(PRIME_LOGIN_COUNT_MAX);
    expect(nudgeShown(stored, Number.NaN)).toBe(stored);
    expect(nudgeClosed(stored, Number.NaN)).toBe(stored);
  });

  it('the updated map survives storage (JSON) unchanged', () => {
    const map = nudgeClosed(nudgeShown(stored, EVENING), EVENING);
    expect(readPrimeLoginMap(JSON.stringify(map))).toEqual(map);
  });
});

describe('AB-09 rememberPrimeLogin', () => {
  it('starts a fresh map for a new Prime login', () => {
    expect(rememberPrimeLogin(null, 'prime-reader-7', EXPIRY)).toEqual(stored);
  });

  it('keeps the counters of the same login (any case) and moves its expiry', () => {
    const used = nudgeShown(stored, EVENING);
    expect(rememberPrimeLogin(used, 'PRIME-READER-7', EXPIRY + HOUR)).toEqual({
      ...used,
      loginId: 'PRIME-READER-7',
      expiry: EXPIRY + HOUR,
    });
  });

  it('starts afresh for another login, and refuses an unusable id or expiry', () => {
    expect(rememberPrimeLogin(nudgeShown(stored, EVENING), 'other', EXPIRY)).toEqual({
      ...stored,
      loginId: 'other',
    });
    expect(rememberPrimeLogin(null, '', EXPIRY)).toBeNull();
    expect(rememberPrimeLogin(null, 'p', 'never')).toBeNull();
  });
});
