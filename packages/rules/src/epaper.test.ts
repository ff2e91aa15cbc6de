import { describe, expect, it } from 'vitest';
import { epaperOrder, epaperOrderAt, nextEpaperOrderChange } from './epaper.ts';
import { istClock, nextHourStart } from './ist-clock.ts';

// HM-10: wealth vs today by India-time windows; other days 10–11, 15–16, 20–21 (both ends whole
// hours), Mondays also 8–9; wealth first inside a window. Fixed clocks, given in IST (+05:30).

const at = (ist: string) => new Date(`${ist}+05:30`);

describe('HM-10 epaper order (fixed clocks, IST)', () => {
  // 2026-03-16 is a Monday, 2026-03-17 a Tuesday, 2026-03-22 a Sunday.
  it.each([
    ['Tuesday 09:59', '2026-03-17T09:59:59', 'today'],
    ['Tuesday 10:00 opens a window', '2026-03-17T10:00:00', 'wealth'],
    ['Tuesday 11:59 is still in it', '2026-03-17T11:59:59', 'wealth'],
    ['Tuesday 12:00 is out', '2026-03-17T12:00:00', 'today'],
    ['Tuesday 14:59', '2026-03-17T14:59:59', 'today'],
    ['Tuesday 15:00', '2026-03-17T15:00:00', 'wealth'],
    ['Tuesday 16:30', '2026-03-17T16:30:00', 'wealth'],
    ['Tuesday 17:00', '2026-03-17T17:00:00', 'today'],
    ['Tuesday 20:00', '2026-03-17T20:00:00', 'wealth'],
    ['Tuesday 21:59', '2026-03-17T21:59:59', 'wealth'],
    ['Tuesday 22:00', '2026-03-17T22:00:00', 'today'],
    ['Tuesday 08:00 is no window on other days', '2026-03-17T08:00:00', 'today'],
    ['Sunday 08:30', '2026-03-22T08:30:00', 'today'],
    ['Sunday 10:15', '2026-03-22T10:15:00', 'wealth'],
    ['Monday 07:59', '2026-03-16T07:59:59', 'today'],
    ['Monday 08:00 opens the Monday-only window', '2026-03-16T08:00:00', 'wealth'],
    ['Monday 09:59', '2026-03-16T09:59:59', 'wealth'],
    ['Monday 10:00 runs on into the 10–11 window', '2026-03-16T10:00:00', 'wealth'],
    ['Monday 12:00', '2026-03-16T12:00:00', 'today'],
    ['Monday 15:00', '2026-03-16T15:00:00', 'wealth'],
    ['Monday 20:00', '2026-03-16T20:00:00', 'wealth'],
    ['Monday 23:00', '2026-03-16T23:00:00', 'today'],
    ['Tuesday 00:00 (Monday 23:30 UTC-side is Tuesday in India)', '2026-03-17T00:00:00', 'today'],
  ])('%s: %s first', (_name, ist, first) => {
    expect(epaperOrderAt(at(ist))[0]).toBe(first);
    expect(epaperOrderAt(at(ist))).toHaveLength(2);
  });

  it('decides by India time, not the server’s: 04:30 UTC on a Tuesday is 10:00 IST', () => {
    expect(epaperOrderAt(new Date('2026-03-17T04:30:00Z'))).toEqual(['wealth', 'today']);
    expect(epaperOrderAt(new Date('2026-03-17T04:29:59Z'))).toEqual(['today', 'wealth']);
    expect(istClock(new Date('2026-03-16T02:30:00Z'))).toEqual({ hour: 8, weekday: 1 });
  });

  it('both editions always, each once', () => {
    for (let weekday = 0; weekday < 7; weekday += 1)
      for (let hour = 0; hour < 24; hour += 1)
        expect([...epaperOrder({ weekday, hour })].sort()).toEqual(['today', 'wealth']);
  });
});

describe('HM-10 when the order next changes (the page may be kept until then)', () => {
  it.each([
    ['Tuesday 09:10 → 10:00', '2026-03-17T09:10:00', '2026-03-17T10:00:00'],
    ['Tuesday 10:00 → 12:00', '2026-03-17T10:00:00', '2026-03-17T12:00:00'],
    ['Tuesday 11:59:59 → 12:00', '2026-03-17T11:59:59', '2026-03-17T12:00:00'],
    ['Tuesday 22:00 → Wednesday 10:00', '2026-03-17T22:00:00', '2026-03-18T10:00:00'],
    ['Sunday 23:00 → Monday 08:00', '2026-03-22T23:00:00', '2026-03-23T08:00:00'],
    ['Monday 08:30 → 12:00', '2026-03-16T08:30:00', '2026-03-16T12:00:00'],
  ])('%s', (_name, from, to) => {
    expect(new Date(nextEpaperOrderChange(at(from)))).toEqual(at(to));
  });

  it('the next India hour starts at :00 IST', () => {
    expect(new Date(nextHourStart(at('2026-03-17T09:10:00')))).toEqual(at('2026-03-17T10:00:00'));
    expect(new Date(nextHourStart(at('2026-03-17T09:00:00')))).toEqual(at('2026-03-17T10:00:00'));
  });
});
