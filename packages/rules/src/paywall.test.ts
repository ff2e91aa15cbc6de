import { describe, expect, it } from 'vitest';
import * as paywall from './paywall.ts';

// The one import the site and backend use: the spec's numbers (§4, §5, §9) and every rule.
const exported = new Map<string, unknown>(Object.entries(paywall));

describe('AB-07 / AB-09 / AB-17 the paywall’s constants are the spec’s', () => {
  it.each<[string, number | string]>([
    ['PAYWALL_CLIP_HEIGHT_PX', 500],
    ['STICKY_FOOTER_TRIGGER_PX', 100],
    ['STICKY_FOOTER_DISMISS_MS', 86_400_000],
    ['BENEFIT_ROTATION_MS', 3500],
    ['PRIME_LOGIN_NUDGE_PER_DAY', 2],
    ['PRIME_MISSED_STORIES_MAX_IDS', 16],
    ['PRIME_MISSED_STORIES_KEEP_MS', 2_592_000_000],
    ['PRIME_MISSED_STORIES_MIN_RECORDED', 3],
    ['PREMIUM_HOST_ID', '364'],
    ['ADAPTIVE_HOST_ID', '153'],
    ['TECH_SECTION_ID', '13357270'],
    ['INDIA_UTC_OFFSET_MS', 19_800_000],
  ])('%s = %j', (name, value) => {
    expect(exported.get(name)).toBe(value);
  });

  it('re-exports every rule', () => {
    for (const name of [
      'isPremiumStory',
      'plainPaywallApplies',
      'adaptivePaywallApplies',
      'articleClipped',
      'choosePaywallMode',
      'showsBlocker',
      'inStickySplit',
      'maskEmail',
      'maskPhone',
      'maskLoginId',
      'readPrimeLoginMap',
      'mayShowPrimeLoginNudge',
      'nudgeShown',
      'nudgeClosed',
      'stickyFooterDismissedFor',
      'showsPrimeMissedStories',
    ] as const) {
      expect(typeof exported.get(name)).toBe('function');
    }
  });
});

describe('AB-17 showsPrimeMissedStories: only when more than 3 ids were recorded', () => {
  it.each<[unknown, boolean]>([
    [0, false],
    [3, false],
    [4, true],
    [16, true],
    ['4', false],
    [Number.NaN, false],
  ])('%j recorded → %s', (count, shows) => {
    expect(paywall.showsPrimeMissedStories(count)).toBe(shows);
  });
});
