import { describe, expect, it } from 'vitest';
import {
  directionOf,
  price,
  rupees,
  shortRupees,
  signedNumber,
  signedPercent,
  wholeRupees,
} from './marketFormat.ts';

describe('market figures (AB-04, AB-12, AB-20, HM-04)', () => {
  it('groups rupees the Indian way with two decimals', () => {
    expect(rupees(123456.7)).toBe('₹1,23,456.70');
    expect(price(530.25)).toBe('530.25');
    expect(wholeRupees(109992.4)).toBe('₹1,09,992');
  });

  it('signs every change, with a true minus, and never a signed zero', () => {
    expect(signedNumber(57.3)).toBe('+57.30');
    expect(signedNumber(-4.9)).toBe('−4.90');
    expect(signedNumber(-0.001)).toBe('0.00');
    expect(signedPercent(-0.92)).toBe('−0.92%');
    expect(signedPercent(0)).toBe('0.00%');
  });

  it('calls a change up, down or flat as it is written', () => {
    expect(directionOf(0.01)).toBe('up');
    expect(directionOf(-0.01)).toBe('down');
    expect(directionOf(-0.001)).toBe('flat');
    expect(directionOf(0)).toBe('flat');
  });

  it('writes market caps in crore and lakh crore', () => {
    expect(shortRupees(149182370547000)).toBe('₹149.18 lakh cr');
    expect(shortRupees(2084977800000)).toBe('₹2.08 lakh cr');
    expect(shortRupees(52_000_000_000)).toBe('₹5,200 cr');
    expect(shortRupees(5_000_000)).toBe('₹50,00,000');
  });
});
