/**
 * AR-10 font size: the constants every part of the feature agrees on.
 *
 * Dependency-free on purpose: the site's pre-hydration inline script (which applies the stored size
 * before first paint, so article text never jumps) imports this file, as do the machine and the island.
 */

/** The three sizes, smallest first. Their order is the order of INCREASE / DECREASE and of the options. */
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export type FontSize = (typeof FONT_SIZES)[number];

/** Medium is the default (spec: "medium (default)"). */
export const DEFAULT_FONT_SIZE: FontSize = 'medium';

/** Scale applied to article text: small 90%, medium 100%, large 140%. */
export const FONT_SIZE_SCALE: Readonly<Record<FontSize, number>> = {
  small: 0.9,
  medium: 1,
  large: 1.4,
};

/** The session-storage key the chosen size is kept under (spec: kept in session storage). */
export const FONT_SIZE_STORAGE_KEY = 'newsroom:font-size';

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

/**
 * Reads a size from anything (a session-storage string, `null` when nothing is stored, a serialised
 * island prop). Anything that is not exactly one of the three sizes is the default, medium.
 */
export function parseFontSize(value: unknown): FontSize {
  return isFontSize(value) ? value : DEFAULT_FONT_SIZE;
}
