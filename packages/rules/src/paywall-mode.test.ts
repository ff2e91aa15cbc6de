import { describe, expect, it } from 'vitest';
import {
  choosePaywallMode,
  fnv1a32,
  inStickySplit,
  isPaywallMode,
  PAYWALL_MODES,
  type PaywallMode,
  type PaywallModeFacts,
  STICKY_SPLIT_ID_MAX_UNITS,
  showsBlocker,
  stickySplitBucket,
} from './paywall-mode.ts';

const NONE: PaywallModeFacts = {
  primeLoginNudge: false,
  trialEligible: false,
  tablet: false,
  stickySplit: false,
};

describe('AB-09 choosePaywallMode: the spec’s priority order', () => {
  it.each<[string, Partial<PaywallModeFacts>, PaywallMode]>([
    ['nothing special', {}, 'default'],
    ['in the sticky split', { stickySplit: true }, 'defaultSticky'],
    ['on a tablet', { tablet: true }, 'iPadBlocker'],
    ['on a tablet in the split', { tablet: true, stickySplit: true }, 'iPadBlocker'],
    ['trial eligible', { trialEligible: true }, 'trialBlocker'],
    [
      'trial eligible on a tablet in the split',
      { trialEligible: true, tablet: true, stickySplit: true },
      'trialBlocker',
    ],
    ['a Prime login nudge', { primeLoginNudge: true }, 'primeUserLogin'],
    [
      'everything at once',
      { primeLoginNudge: true, trialEligible: true, tablet: true, stickySplit: true },
      'primeUserLogin',
    ],
  ])('%s → %s', (_, facts, mode) => {
    expect(choosePaywallMode({ ...NONE, ...facts })).toBe(mode);
  });

  it('only an exact true counts (hostile facts fall to default)', () => {
    const truthy = { primeLoginNudge: 1, trialEligible: 'yes', tablet: {}, stickySplit: 'true' } as never;
    expect(choosePaywallMode(truthy)).toBe('default');
    expect(choosePaywallMode(null as never)).toBe('default');
  });

  it('every mode shows a blocker except defaultSticky (sticky footer only)', () => {
    expect(PAYWALL_MODES.filter((mode) => !showsBlocker(mode))).toEqual(['defaultSticky']);
  });

  it('isPaywallMode knows the five modes only', () => {
    for (const mode of PAYWALL_MODES) expect(isPaywallMode(mode)).toBe(true);
    expect(isPaywallMode('Default')).toBe(false);
    expect(isPaywallMode(undefined)).toBe(false);
  });
});

describe('AB-09 the sticky split', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['b', 0xe70c2de5],
    ['c', 0xe60c2c52],
    ['foobar', 0xbf9cf968],
  ])('fnv1a32(%j) is the published FNV-1a value', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });

  it('hashes only the first 256 UTF-16 units of an id', () => {
    const long = 'x'.repeat(STICKY_SPLIT_ID_MAX_UNITS);
    expect(fnv1a32(`${long}tail`)).toBe(fnv1a32(long));
  });

  it.each([
    ['a', 20],
    ['b', 77],
    ['c', 58],
    ['reader-1', 44],
  ])('reader %j is in bucket %i', (id, bucket) => {
    expect(stickySplitBucket(id)).toBe(bucket);
  });

  it.each<[string, number, boolean]>([
    ['a', 0, false],
    ['a', 20, false],
    ['a', 21, true],
    ['a', 20.9, false],
    ['b', 77, false],
    ['b', 78, true],
    ['b', 99, true],
    ['c', 100, true],
    ['c', -5, false],
    ['c', 250, true],
    ['c', Number.NaN, false],
    ['c', Number.POSITIVE_INFINITY, true],
    ['', 50, false],
    ['', 100, true],
    ['', 0, false],
  ])('reader %j at %d%% → %s', (id, percent, inSplit) => {
    expect(inStickySplit(id, percent)).toBe(inSplit);
  });

  it('a reader without a string id is only in it at 100%', () => {
    expect(inStickySplit(undefined as never, 99)).toBe(false);
    expect(inStickySplit(42 as never, 100)).toBe(true);
  });

  it('is stable per reader and keeps everyone in as the share grows', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `anon-${i.toString(36)}-${(i * 7919) % 1000}`);
    for (const id of ids) {
      expect(inStickySplit(id, 30)).toBe(inStickySplit(id, 30));
      if (inStickySplit(id, 30)) expect(inStickySplit(id, 31)).toBe(true);
    }
  });

  it.each([10, 25, 50, 90])('puts about %i%% of many readers in it', (percent) => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `reader-${i}`);
    const share = (ids.filter((id) => inStickySplit(id, percent)).length / ids.length) * 100;
    expect(Math.abs(share - percent)).toBeLessThan(2);
  });
});
