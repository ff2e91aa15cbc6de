import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  it('takes the nearest rank: of five loads, p50 is the third and p95 the slowest', () => {
    const loads = [900, 120, 480, 300, 610];
    expect(percentile(loads, 0.5)).toBe(480);
    expect(percentile(loads, 0.95)).toBe(900);
    expect(percentile(loads, 0.2)).toBe(120);
    expect(loads).toEqual([900, 120, 480, 300, 610]);
  });

  it('sorts numbers as numbers, not as text', () => {
    expect(percentile([100, 20, 3], 0.5)).toBe(20);
  });

  it('gives the one sample for any fraction, and null for none', () => {
    expect(percentile([42], 0.5)).toBe(42);
    expect(percentile([42], 0.95)).toBe(42);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('refuses a fraction outside (0, 1]', () => {
    for (const fraction of [0, -0.5, 1.5, Number.NaN]) expect(() => percentile([1], fraction)).toThrow();
  });
});
