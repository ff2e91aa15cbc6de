import { describe, expect, it } from 'vitest';
import { COUNTDOWN_EPOCH_MS, countdownFace, msToNextTick, parseTimerDate, twoDigits } from './countdown.ts';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);

describe('HM-08 the timer date `m/d/y h:mm AM|PM` (India time)', () => {
  it.each([
    ['11/28/2026 7:30 PM', ist('2026-11-28T19:30:00')],
    ['1/5/2027 9:05 AM', ist('2027-01-05T09:05:00')],
    ['01/05/2027 09:05 AM', ist('2027-01-05T09:05:00')],
    ['12/31/2026 12:00 AM', ist('2026-12-31T00:00:00')],
    ['12/31/2026 12:59 PM', ist('2026-12-31T12:59:00')],
    ['2/29/2028 11:59 PM', ist('2028-02-29T23:59:00')],
  ])('%s is %s', (text, expected) => {
    expect(parseTimerDate(text)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['ISO form', '2026-11-28T19:30:00'],
    ['24-hour time', '11/28/2026 19:30'],
    ['hour 13 with PM', '11/28/2026 13:30 PM'],
    ['hour 0', '11/28/2026 0:30 AM'],
    ['minute 60', '11/28/2026 7:60 PM'],
    ['one-digit minutes', '11/28/2026 7:5 PM'],
    ['two-digit year', '11/28/26 7:30 PM'],
    ['month 13', '13/28/2026 7:30 PM'],
    ['month 0', '0/28/2026 7:30 PM'],
    ['day 0', '11/0/2026 7:30 PM'],
    ['30 February', '2/30/2026 7:30 PM'],
    ['29 February of a common year', '2/29/2027 7:30 PM'],
    ['day-first date that does not fit', '28/11/2026 7:30 PM'],
    ['lower-case pm', '11/28/2026 7:30 pm'],
    ['no space before PM', '11/28/2026 7:30PM'],
    ['two spaces', '11/28/2026  7:30 PM'],
    ['leading space', ' 11/28/2026 7:30 PM'],
    ['trailing text', '11/28/2026 7:30 PM IST'],
    ['dashes', '11-28-2026 7:30 PM'],
    ['seconds', '11/28/2026 7:30:00 PM'],
    ['a year before the epoch', '11/28/1969 7:30 PM'],
    ['a runaway text', `11/28/2026 7:30 PM${' '.repeat(500)}`],
  ])('%s counts as the epoch', (_name, text) => {
    expect(parseTimerDate(text)).toBe(COUNTDOWN_EPOCH_MS);
  });

  it.each([null, undefined, 42, {}, ['11/28/2026 7:30 PM']])('a %s counts as the epoch', (value) => {
    expect(parseTimerDate(value)).toBe(COUNTDOWN_EPOCH_MS);
  });
});

describe('HM-08 the face at a moment', () => {
  const target = ist('2026-11-28T19:30:00');

  it('before zero: hours, minutes and seconds left, rounded up to the second', () => {
    expect(countdownFace(target, target - (26 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      state: 'counting',
      hours: 26,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownFace(target, target - 4500)).toMatchObject({ state: 'counting', seconds: 5 });
    expect(countdownFace(target, target - 1)).toEqual({
      state: 'counting',
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('at zero and after: live', () => {
    expect(countdownFace(target, target).state).toBe('live');
    expect(countdownFace(target, target + 86_400_000).state).toBe('live');
  });

  it('a bad date (the epoch) is live; so is a clock or target that is not a number', () => {
    expect(countdownFace(parseTimerDate('soon'), target).state).toBe('live');
    expect(countdownFace(Number.NaN, target).state).toBe('live');
    expect(countdownFace(target, Number.POSITIVE_INFINITY).state).toBe('live');
  });

  it('the next tick lands on the next whole second left', () => {
    expect(msToNextTick(target, target - 4500)).toBe(500);
    expect(msToNextTick(target, target - 4000)).toBe(1000);
    expect(msToNextTick(target, target + 10)).toBe(1000);
    expect(msToNextTick(Number.NaN, target)).toBe(1000);
  });

  it('figures in two digits at least', () => {
    expect([twoDigits(5), twoDigits(0), twoDigits(59), twoDigits(123), twoDigits(-3)]).toEqual([
      '05',
      '00',
      '59',
      '123',
      '00',
    ]);
  });
});
