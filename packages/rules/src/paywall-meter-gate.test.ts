import { describe, expect, it } from 'vitest';
import { readMeterGate } from './paywall-meter-gate.ts';

describe('readMeterGate (AB-08)', () => {
  it.each([
    ['pending', 'pending'],
    ['open', 'open'],
    ['gated', 'gated'],
  ])('AB-08 reads %s as %s', (value, gate) => {
    expect(readMeterGate(value)).toBe(gate);
  });

  it.each([null, undefined, '', 'OPEN', ' open', 'true', 1])(
    'AB-08 reads a stray value (%s) as gated: no ad loads on a guess',
    (value) => {
      expect(readMeterGate(value)).toBe('gated');
    },
  );
});
