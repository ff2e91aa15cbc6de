import { describe, expect, it } from 'vitest';
import { istDate, istDayAndMonth, istTimeAndDay } from './when.ts';

describe('market times as readers read them (HM-02, AB-20)', () => {
  it('reads the date and the IST time off the backend’s text', () => {
    expect(istDate('2026-11-19')).toBe('19 Nov 2026');
    expect(istDate('2026-01-05T09:15:00+05:30')).toBe('5 Jan 2026');
    expect(istTimeAndDay('2026-11-19T11:42:00+05:30')).toBe('11:42 IST, 19 Nov');
    expect(istDayAndMonth('2026-11-19')).toBe('19 Nov');
  });

  it('says nothing for what is not such a time', () => {
    expect(istDate('yesterday')).toBe('');
    expect(istDate('2026-13-01')).toBe('');
    expect(istTimeAndDay('2026-11-19')).toBe('');
    expect(istTimeAndDay('<b>')).toBe('');
  });
});
