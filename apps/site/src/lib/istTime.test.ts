import { describe, expect, it } from 'vitest';
import { formatIst, istClock, toIstIso } from './istTime.ts';

describe('India time (AB-22)', () => {
  it('writes ISO dates with the +05:30 offset', () => {
    expect(toIstIso('2026-11-20T03:45:00Z')).toBe('2026-11-20T09:15:00+05:30');
    expect(toIstIso('2026-11-20T09:15:00+05:30')).toBe('2026-11-20T09:15:00+05:30');
    expect(toIstIso('2026-11-20T20:00:00Z')).toBe('2026-11-21T01:30:00+05:30');
    expect(toIstIso('yesterday')).toBeNull();
  });

  it('prints bylines in India time', () => {
    expect(formatIst('2026-11-20T03:45:00Z')).toBe('Nov 20, 2026, 09:15 AM IST');
    expect(formatIst('2026-11-20T18:35:00Z')).toBe('Nov 21, 2026, 12:05 AM IST');
  });

  it('gives the India hour and weekday', () => {
    expect(istClock(new Date('2026-11-22T19:00:00Z'))).toEqual({ hour: 0, weekday: 1 });
    // Every hour of a fortnight agrees with the calendar's own reading of India time.
    for (
      let at = Date.parse('2026-12-28T00:00:00Z');
      at < Date.parse('2027-01-11T00:00:00Z');
      at += 3_600_000
    ) {
      const ist = new Date(at + 5.5 * 3_600_000);
      expect(istClock(new Date(at))).toEqual({ hour: ist.getUTCHours(), weekday: ist.getUTCDay() });
    }
    expect(istClock(new Date('1969-12-31T20:00:00Z'))).toEqual({ hour: 1, weekday: 4 });
  });
});
