import { describe, expect, it } from 'vitest';
import { FUND_SLIDE_SIZES, fundSlides, MOST_SEARCHED_MAX } from './market-sidebar.ts';

describe('AB-12 sidebar market counts', () => {
  it('most-searched shows at most 5 + 10', () => {
    expect(MOST_SEARCHED_MAX).toBe(15);
  });

  it('discover mutual funds: 11 funds are slides of 4, 4 and 3; more are cut; fewer fill from the first', () => {
    const funds = Array.from({ length: 14 }, (_, i) => i);
    expect(fundSlides(funds).map((s) => s.length)).toEqual([...FUND_SLIDE_SIZES]);
    expect(fundSlides(funds).flat()).toEqual(funds.slice(0, 11));
    expect(fundSlides([1, 2, 3, 4, 5]).map((s) => s.length)).toEqual([4, 1]);
    expect(fundSlides([])).toEqual([]);
  });
});
