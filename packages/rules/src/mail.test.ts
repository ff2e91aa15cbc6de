import { describe, expect, it } from 'vitest';
import {
  captchaMaxNumberCeiling,
  captchaMaxNumberFor,
  captchaPhoneHashesPerSecond,
  captchaTargetSeconds,
  defaultCaptchaMaxNumber,
  expectedCaptchaHashes,
  expectedCaptchaSeconds,
  mailLimits,
  recipientsPerDayText,
} from './mail.ts';

// Hardening #16: the proof of work's cost, and the daily cap's words.

describe('Hardening #16 proof-of-work difficulty', () => {
  it('expects (maxnumber + 2) / 2 hashes: the secret is uniform in 0..maxnumber and n costs n + 1', () => {
    // Averaging n + 1 over every n in 0..maxnumber, by brute force for small ones.
    for (const maxnumber of [0, 1, 9, 100]) {
      const costs = Array.from({ length: maxnumber + 1 }, (_, n) => n + 1);
      const average = costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
      expect(expectedCaptchaHashes(maxnumber)).toBe(average);
    }
    expect(expectedCaptchaSeconds(99_998, 50_000)).toBe(1);
  });

  it('picks the difficulty whose average solve takes the time asked for', () => {
    for (const [seconds, rate] of [
      [1, 40_000],
      [2, 12_345],
      [0.5, 250_000],
    ] as const) {
      const maxnumber = captchaMaxNumberFor(seconds, rate);
      expect(Number.isSafeInteger(maxnumber)).toBe(true);
      expect(expectedCaptchaSeconds(maxnumber, rate)).toBeCloseTo(seconds, 4);
    }
    expect(captchaMaxNumberFor(0, 1000)).toBe(1);
  });

  it('defaults to about a second on a mid-range phone, and the browser accepts up to four times that', () => {
    expect(defaultCaptchaMaxNumber).toBe(
      captchaMaxNumberFor(captchaTargetSeconds, captchaPhoneHashesPerSecond),
    );
    expect(expectedCaptchaSeconds(defaultCaptchaMaxNumber, captchaPhoneHashesPerSecond)).toBeCloseTo(1, 3);
    expect(defaultCaptchaMaxNumber).toBe(109_998);
    expect(expectedCaptchaSeconds(captchaMaxNumberCeiling, captchaPhoneHashesPerSecond)).toBeCloseTo(4, 2);
  });
});

describe('Hardening #16 the daily cap in words', () => {
  it('says the cap, what is left today and what to do', () => {
    expect(recipientsPerDayText(30, 4)).toBe(
      'You can mail articles to at most 30 people a day; you can send to 4 more today. Remove some addresses, or send the rest tomorrow.',
    );
    expect(recipientsPerDayText(30, 0)).toBe(
      'You can mail articles to at most 30 people a day, and you have reached that today. Please try again tomorrow.',
    );
    expect(recipientsPerDayText(1, 0)).toMatch(/^You can mail articles to at most 1 person a day,/);
    expect(mailLimits.recipientsPerDay).toBeGreaterThanOrEqual(mailLimits.recipientsPerMail);
  });
});
