import { describe, expect, it } from 'vitest';
import {
  adaptivePaywallApplies,
  articleClipped,
  isPremiumStory,
  isTechSection,
  type PaywallTier,
  plainPaywallApplies,
  readPaywallTier,
  urlAsksForAdaptive,
} from './paywall-gates.ts';

const TIERS: PaywallTier[] = ['anonymous', 'signed-in', 'prime'];

describe('AB-07 isPremiumStory', () => {
  it.each<[string, { prime_blocker?: unknown; hostid?: unknown }, boolean]>([
    ['prime_blocker 1', { prime_blocker: 1, hostid: '83' }, true],
    ['prime_blocker "1" from a feed', { prime_blocker: '1', hostid: '83' }, true],
    ['hostid 364 with prime_blocker 0', { prime_blocker: 0, hostid: '364' }, true],
    ['hostid 364 as a number', { hostid: 364 }, true],
    ['both', { prime_blocker: 1, hostid: '364' }, true],
    ['neither', { prime_blocker: 0, hostid: '83' }, false],
    ['the adaptive host', { prime_blocker: 0, hostid: '153' }, false],
    ['prime_blocker true (not the flag 1)', { prime_blocker: true }, false],
    ['prime_blocker 2', { prime_blocker: 2 }, false],
    ['hostid " 364" (not exactly the id)', { hostid: ' 364' }, false],
    ['hostid 3640', { hostid: '3640' }, false],
    ['nothing', {}, false],
  ])('%s → %s', (_, story, premium) => {
    expect(isPremiumStory(story)).toBe(premium);
  });

  it('reads a missing story as not premium instead of throwing', () => {
    expect(isPremiumStory(null as never)).toBe(false);
  });
});

describe('AB-25 / X-01 readPaywallTier', () => {
  it.each([
    ['prime', 'prime'],
    ['signed-in', 'signed-in'],
    ['loggedIn', 'signed-in'],
    ['anonymous', 'anonymous'],
    ['Prime', 'anonymous'],
    [true, 'anonymous'],
    [undefined, 'anonymous'],
  ])('%j → %s', (value, tier) => {
    expect(readPaywallTier(value)).toBe(tier);
  });
});

describe('AB-07 plainPaywallApplies', () => {
  it.each(TIERS)('a premium story in India gates a %s reader unless Prime', (tier) => {
    expect(plainPaywallApplies({ premium: true, tier, inIndia: true, techSection: false })).toBe(
      tier !== 'prime',
    );
  });

  it.each(TIERS)('a free story never gates a %s reader', (tier) => {
    for (const inIndia of [true, false]) {
      for (const techSection of [true, false]) {
        expect(plainPaywallApplies({ premium: false, tier, inIndia, techSection })).toBe(false);
      }
    }
  });

  it.each<[boolean, boolean, boolean]>([
    [true, true, true],
    [true, false, true],
    [false, false, true],
    [false, true, false],
  ])('in India %s, tech section %s → gated %s (premium, anonymous)', (inIndia, techSection, gated) => {
    expect(plainPaywallApplies({ premium: true, tier: 'anonymous', inIndia, techSection })).toBe(gated);
  });

  it('an unknown geo counts as India (X-03), so the tech exemption needs a clear "outside India"', () => {
    expect(
      plainPaywallApplies({
        premium: true,
        tier: 'signed-in',
        inIndia: undefined as never,
        techSection: true,
      }),
    ).toBe(true);
  });

  it('a tier that is not exactly prime is not Prime', () => {
    expect(
      plainPaywallApplies({ premium: true, tier: 'PRIME' as never, inIndia: true, techSection: false }),
    ).toBe(true);
  });

  it('isTechSection is subsec1 13357270 exactly', () => {
    expect(isTechSection('13357270')).toBe(true);
    expect(isTechSection(13357270)).toBe(true);
    expect(isTechSection('13352306')).toBe(false);
    expect(isTechSection(undefined)).toBe(false);
  });
});

describe('AB-08 adaptivePaywallApplies', () => {
  const metered = { adaptive: 1, hostid: '153', backendHit: true, urlAdaptive: false };

  it.each(TIERS)('a metered story the backend reports hit gates a %s reader unless Prime', (tier) => {
    expect(adaptivePaywallApplies({ ...metered, tier })).toBe(tier !== 'prime');
  });

  it.each<[string, Partial<typeof metered> & { adaptive?: unknown; hostid?: unknown }]>([
    ['no hit from the backend', { backendHit: false }],
    ['adaptive 0', { adaptive: 0 }],
    ['another host', { hostid: '364' }],
    ['hostid missing', { hostid: undefined }],
    ['backendHit not a boolean', { backendHit: 'true' as never }],
  ])('off when %s', (_, change) => {
    expect(adaptivePaywallApplies({ ...metered, ...change, tier: 'anonymous' })).toBe(false);
  });

  it('adaptive "1" and hostid 153 as a number count as well', () => {
    expect(adaptivePaywallApplies({ ...metered, adaptive: '1', hostid: 153, tier: 'signed-in' })).toBe(true);
  });

  it('adaptive=1 in the address turns it on for any story, never for Prime', () => {
    const plain = { adaptive: 0, hostid: '83', backendHit: false, urlAdaptive: true };
    expect(adaptivePaywallApplies({ ...plain, tier: 'anonymous' })).toBe(true);
    expect(adaptivePaywallApplies({ ...plain, tier: 'signed-in' })).toBe(true);
    expect(adaptivePaywallApplies({ ...plain, tier: 'prime' })).toBe(false);
  });
});

describe('AB-08 urlAsksForAdaptive', () => {
  it.each<[string | URLSearchParams | URL | null | undefined, boolean]>([
    ['?adaptive=1', true],
    ['adaptive=1', true],
    ['?utm_source=x&adaptive=1', true],
    [new URLSearchParams('adaptive=1'), true],
    [new URL('https://example.com/a/articleshow/1.cms?adaptive=1'), true],
    ['?adaptive=0', false],
    ['?adaptive=true', false],
    ['?adaptive=01', false],
    ['?adaptive=1&adaptive=0', true],
    ['?adaptive=0&adaptive=1', false],
    ['?notadaptive=1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (query, asks) => {
    expect(urlAsksForAdaptive(query)).toBe(asks);
  });
});

describe('AB-07 articleClipped', () => {
  it.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('gated %s, premium %s → clipped %s', (gated, premium, clipped) => {
    expect(articleClipped({ gated, premium })).toBe(clipped);
  });
});
