import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FONT_SIZE,
  FONT_SIZE_SCALE,
  FONT_SIZE_STORAGE_KEY,
  FONT_SIZES,
  isFontSize,
  parseFontSize,
} from './fontSize.ts';

// AR-10: font size small 90% / medium (default) 100% / large 140%, kept in session storage.
describe('AR-10 font-size constants', () => {
  it('orders the sizes smallest first and scales them 0.9 / 1 / 1.4', () => {
    expect(FONT_SIZES).toEqual(['small', 'medium', 'large']);
    expect(FONT_SIZE_SCALE).toEqual({ small: 0.9, medium: 1, large: 1.4 });
  });

  it('defaults to medium and keeps the size under newsroom:font-size', () => {
    expect(DEFAULT_FONT_SIZE).toBe('medium');
    expect(FONT_SIZE_STORAGE_KEY).toBe('newsroom:font-size');
  });

  it.each(FONT_SIZES)('parses %s as itself', (size) => {
    expect(isFontSize(size)).toBe(true);
    expect(parseFontSize(size)).toBe(size);
  });

  it.each([
    null,
    undefined,
    '',
    'LARGE',
    ' large',
    'x-large',
    '1.4',
    1.4,
    0,
    true,
    {},
    ['large'],
    'constructor',
    'toString',
  ])('falls back to medium for %j', (value) => {
    expect(isFontSize(value)).toBe(false);
    expect(parseFontSize(value)).toBe('medium');
  });
});
