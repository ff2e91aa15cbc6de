import { describe, expect, it } from 'vitest';
import { LATEST_BADGE_MAX, latestBadgeNumber, TOP_NEWS_MIN_STORIES, topNewsCount } from './home.ts';

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
