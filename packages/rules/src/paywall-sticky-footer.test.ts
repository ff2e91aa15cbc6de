import { describe, expect, it } from 'vitest';
import { STICKY_FOOTER_DISMISS_MS } from './paywall-constants.ts';
import { benefitsReachedTrigger, stickyFooterDismissedFor } from './paywall-sticky-footer.ts';

describe('AB-09 benefitsReachedTrigger: the benefits section within 100 px of the top', () => {
  it.each<[unknown, boolean]>([
    [101, false],
    [100, true],
    [0, true],
    [-500, true],
    [Number.NaN, false],
    [Number.NEGATIVE_INFINITY, false],
    ['50', false],
    [undefined, false],
  ])('top %j → %s', (top, reached) => {
    expect(benefitsReachedTrigger(top)).toBe(reached);
  });
});

describe('AB-09 stickyFooterDismissedFor: a close hides the band for 24 h', () => {
  const now = 1_763_900_000_000;
  it.each<[string, unknown, unknown, number]>([
    ['never dismissed', null, now, 0],
    ['dismissed just now', now, now, STICKY_FOOTER_DISMISS_MS],
    ['dismissed an hour ago', now - 3_600_000, now, STICKY_FOOTER_DISMISS_MS - 3_600_000],
    ['dismissed 24 h ago to the ms', now - STICKY_FOOTER_DISMISS_MS, now, 0],
    ['dismissed 25 h ago', now - 25 * 3_600_000, now, 0],
    ['dismissed "in the future" (bad clock, edited store)', now + 1e12, now, STICKY_FOOTER_DISMISS_MS],
    ['a dismissal that is no time', 'yesterday', now, 0],
    ['a now that is no time', now, Number.NaN, 0],
  ])('%s → %i ms', (_, dismissedAt, at, left) => {
    expect(stickyFooterDismissedFor(dismissedAt, at)).toBe(left);
  });
});
