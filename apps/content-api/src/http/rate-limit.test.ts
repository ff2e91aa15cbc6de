import { describe, expect, it } from 'vitest';
import { createRateLimiter, parseRateSetting } from './rate-limit.ts';

describe('rate limiter (token bucket)', () => {
  it('allows a burst of `count`, then one more each perSeconds/count, per client', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ count: 3, perSeconds: 60 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true);
    now += 10_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    // A long pause refills to the burst size, never beyond.
    now += 3_600_000;
    expect([1, 2, 3, 4].map(() => limiter.take('a').allowed)).toEqual([true, true, true, false]);
  });

  it('gives a refunded request back, never beyond the burst', () => {
    const now = 1_000_000;
    const limiter = createRateLimiter({ count: 2, perSeconds: 60 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
    limiter.refund('a');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    for (const _ of [1, 2, 3, 4]) limiter.refund('b');
    expect([1, 2, 3].map(() => limiter.take('b').allowed)).toEqual([true, true, false]);
  });

  it('never limits when off', () => {
    const limiter = createRateLimiter('off', () => 0);
    for (let i = 0; i < 1000; i += 1) expect(limiter.take('a').allowed).toBe(true);
  });

  it('reads settings as count/seconds or off, and refuses anything else', () => {
    expect(parseRateSetting('X', '10/60')).toEqual({ count: 10, perSeconds: 60 });
    expect(parseRateSetting('X', ' 100000 / 1 ')).toEqual({ count: 100000, perSeconds: 1 });
    expect(parseRateSetting('X', 'OFF')).toBe('off');
    for (const bad of ['10', '0/60', '10/0', 'ten/60', '-1/5']) {
      expect(() => parseRateSetting('RATE_LIMIT_POSTS', bad)).toThrow(/RATE_LIMIT_POSTS must be/);
    }
  });
});
