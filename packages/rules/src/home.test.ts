import { describe, expect, it } from 'vitest';
import {
  INDUSTRY_TAB_MAX_STORIES,
  INDUSTRY_TAB_TOP,
  industryTabStories,
  isAdItem,
  LATEST_BADGE_MAX,
  latestBadgeNumber,
  TOP_NEWS_MIN_STORIES,
  topNewsCount,
} from './home.ts';

describe('HM-02 top news list length', () => {
  it('is 17 beside live TV or an active IPL widget, whatever was fitted', () => {
    expect(topNewsCount({ iplActive: true, liveTvInColumn: false }, 24)).toBe(17);
    expect(topNewsCount({ iplActive: false, liveTvInColumn: true }, 24)).toBe(17);
    expect(topNewsCount({ iplActive: true, liveTvInColumn: true }, 10)).toBe(17);
  });

  it('is the fitted count otherwise, never fewer than 17', () => {
    const free = { iplActive: false, liveTvInColumn: false };
    expect(topNewsCount(free, 24)).toBe(24);
    expect(topNewsCount(free, 12)).toBe(TOP_NEWS_MIN_STORIES);
    expect(topNewsCount(free, Number.NaN)).toBe(TOP_NEWS_MIN_STORIES);
    expect(topNewsCount(free, 22.7)).toBe(22);
  });
});

describe('HM-02 the Latest badge number', () => {
  it('is a whole number from 1 to 5 for any random value, each equally likely', () => {
    const seen = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const n = latestBadgeNumber(i / 1000);
      seen.set(n, (seen.get(n) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const count of seen.values()) expect(count).toBe(200);
    for (const odd of [-1, 1, 7, Number.NaN, Number.POSITIVE_INFINITY]) {
      const n = latestBadgeNumber(odd);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(LATEST_BADGE_MAX);
    }
  });
});

describe('HM-06 industry tab stories', () => {
  const item = (id: number, type?: string) => ({ id, ...(type === undefined ? {} : { type }) });

  it('skips ad items and keeps the list order', () => {
    const items = [item(1), item(2, 'ad'), item(3, 'article'), item(4, ' AD '), item(5, 'video')];
    expect(industryTabStories(items).map((each) => each.id)).toEqual([1, 3, 5]);
  });

  it(`shows at most ${INDUSTRY_TAB_MAX_STORIES}, ads not counted`, () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i, i % 3 === 0 ? 'ad' : 'article'));
    const shown = industryTabStories(items);
    expect(shown).toHaveLength(INDUSTRY_TAB_MAX_STORIES);
    expect(shown.some(isAdItem)).toBe(false);
    expect(shown.map((each) => each.id)).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
  });

  it('an empty list, or one of ads only, shows nothing; the call asks for 7', () => {
    expect(industryTabStories([])).toEqual([]);
    expect(industryTabStories([item(1, 'ad')])).toEqual([]);
    expect(INDUSTRY_TAB_TOP).toBe(7);
  });
});
