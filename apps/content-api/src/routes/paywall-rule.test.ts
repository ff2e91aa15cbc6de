import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import type { ReaderFigures } from '../store/paywall-reads.ts';
import { decideHit, defaultPaywallSettings, isAdaptiveStory, readerScore } from './paywall-rule.ts';

// AB-08: the adaptive paywall's rule, as docs/content-api.md states it.

const casual: ReaderFigures = {
  readsThisMonth: 1,
  paidReadsThisMonth: 0,
  daysActiveThisMonth: 1,
  adaptiveLetThroughThisMonth: 0,
  storyOpenedThisMonth: false,
  signedIn: false,
  isPrime: false,
};

describe('AB-08 the reader score', () => {
  it('adds 3 per story (up to 15), 5 per active day (up to 5), 5 per premium story (up to 4) and 10 signed in', () => {
    expect(readerScore(casual)).toBe(3 + 5);
    expect(readerScore({ ...casual, readsThisMonth: 4, daysActiveThisMonth: 2, paidReadsThisMonth: 1 })).toBe(
      12 + 10 + 5,
    );
    expect(readerScore({ ...casual, signedIn: true })).toBe(18);
    expect(
      readerScore({
        ...casual,
        readsThisMonth: 99,
        daysActiveThisMonth: 30,
        paidReadsThisMonth: 50,
        signedIn: true,
      }),
    ).toBe(100);
  });
});

describe('AB-08 whether the gate closes', () => {
  const settings = { ...defaultPaywallSettings, freeAdaptiveReadsPerMonth: 3, scoreThreshold: 40 };
  const engaged: ReaderFigures = {
    ...casual,
    readsThisMonth: 10,
    daysActiveThisMonth: 2,
    adaptiveLetThroughThisMonth: 3,
  };

  it('closes on an adaptive story for an engaged reader past the allowance', () => {
    expect(decideHit({ adaptive: true }, engaged, settings)).toEqual({ hit: true, score: 40 });
  });

  it('stays open while the allowance lasts, below the threshold, on other stories, on a story already opened, and for Prime', () => {
    const open = (story: { adaptive: boolean }, figures: ReaderFigures) =>
      decideHit(story, figures, settings).hit;
    expect(open({ adaptive: true }, { ...engaged, adaptiveLetThroughThisMonth: 2 })).toBe(false);
    expect(open({ adaptive: true }, { ...engaged, readsThisMonth: 9 })).toBe(false);
    expect(open({ adaptive: false }, engaged)).toBe(false);
    expect(open({ adaptive: true }, { ...engaged, storyOpenedThisMonth: true })).toBe(false);
    expect(open({ adaptive: true }, { ...engaged, isPrime: true, signedIn: true })).toBe(false);
  });

  it('takes only adaptive 1 on hostid 153 as an adaptive story', () => {
    expect(isAdaptiveStory({ adaptive: 1, host_id: '153' })).toBe(true);
    expect(isAdaptiveStory({ adaptive: 1, host_id: '83' })).toBe(false);
    expect(isAdaptiveStory({ adaptive: 0, host_id: '153' })).toBe(false);
  });
});

describe('AB-08 settings', () => {
  it('has documented defaults and reads PAYWALL_* from the environment', () => {
    expect(readConfig({}).paywall).toEqual({
      freeAdaptiveReadsPerMonth: 3,
      scoreThreshold: 40,
      profileRetentionDays: 400,
    });
    expect(
      readConfig({
        PAYWALL_FREE_ADAPTIVE_READS: '0',
        PAYWALL_SCORE_THRESHOLD: '101',
        PAYWALL_PROFILE_RETENTION_DAYS: '31',
      }).paywall,
    ).toEqual({ freeAdaptiveReadsPerMonth: 0, scoreThreshold: 101, profileRetentionDays: 31 });
  });

  it('stops the start on a value out of range or not a number', () => {
    expect(() => readConfig({ PAYWALL_SCORE_THRESHOLD: '102' })).toThrow(/PAYWALL_SCORE_THRESHOLD/);
    expect(() => readConfig({ PAYWALL_FREE_ADAPTIVE_READS: 'three' })).toThrow(/PAYWALL_FREE_ADAPTIVE_READS/);
    expect(() => readConfig({ PAYWALL_PROFILE_RETENTION_DAYS: '7' })).toThrow(
      /PAYWALL_PROFILE_RETENTION_DAYS/,
    );
  });
});
