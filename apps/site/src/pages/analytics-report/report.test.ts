import { describe, expect, it } from 'vitest';
import { indiaDay, readReportQuery } from './report.ts';

// X-02: the editors' report's form values, read from the address (a hostile one is named, never sent).

const at = (query: string) =>
  readReportQuery(new URL(`http://site.test/_editor/analytics?${query}`), '2026-11-27');

describe('X-02 report query', () => {
  it('takes today (India date) and every section by default', () => {
    expect(at('')).toEqual({ query: { day: '2026-11-27', section: '' }, problem: null });
    expect(at('day=2026-11-20&section=13357270').problem).toBeNull();
  });

  it.each([
    ['day=yesterday', 'day'],
    ['day=2026-13-45', 'day'],
    [`day=${'9'.repeat(5000)}`, 'day'],
    ['day=2026-11-20&section=tech', 'section'],
    ['day=2026-11-20&section=1%27%20OR%201=1', 'section'],
  ])('names the field of %s', (query, field) => {
    expect(at(query).problem?.field).toBe(field);
  });

  it('counts the day by India time: 20:00 UTC is already the next day there', () => {
    expect(indiaDay(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(indiaDay(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
  });
});
