/**
 * AB-09: which paywall a gated reader gets (spec §4): one of five modes, chosen once login status
 * is known, in the spec's priority order.
 */

export const PAYWALL_MODES = [
  'primeUserLogin',
  'trialBlocker',
  'iPadBlocker',
  'default',
  'defaultSticky',
] as const;
export type PaywallMode = (typeof PAYWALL_MODES)[number];

export function isPaywallMode(value: unknown): value is PaywallMode {
  return typeof value === 'string' && (PAYWALL_MODES as readonly string[]).includes(value);
}

/** What the choice depends on; each fact counts only when it is exactly `true`. */
export interface PaywallModeFacts {
  /** `mayShowPrimeLoginNudge` for this browser's stored Prime login and the current reader. */
  primeLoginNudge: boolean;
  /** The reader may start a free trial (X-01; the backend's flag of a signed-in reader). */
  trialEligible: boolean;
  /** The reader is on a tablet (the app-download blocker). */
  tablet: boolean;
  /** `inStickySplit` for the reader. */
  stickySplit: boolean;
}

/**
 * The mode, first that fits: primeUserLogin (the browser knows a Prime login that is not the
 * current reader: ask them to sign in with it), trialBlocker, iPadBlocker, defaultSticky for the
 * readers in the sticky split, else default. The split sits before the fallback: `default` is
 * what is left, so the spec's listing of it before defaultSticky cannot be an order of checks.
 */
export function choosePaywallMode(facts: PaywallModeFacts): PaywallMode {
  if (facts?.primeLoginNudge === true) return 'primeUserLogin';
  if (facts?.trialEligible === true) return 'trialBlocker';
  if (facts?.tablet === true) return 'iPadBlocker';
  if (facts?.stickySplit === true) return 'defaultSticky';
  return 'default';
}

/** Every mode shows a blocker over the clipped story except defaultSticky (the sticky footer only). */
export function showsBlocker(mode: PaywallMode): boolean {
  return mode !== 'defaultSticky';
}

/** A reader id is hashed up to this many UTF-16 units: ids are short; a hostile one costs no more. */
export const STICKY_SPLIT_ID_MAX_UNITS = 256;

/**
 * FNV-1a, 32 bits, over the UTF-16 code units of the id (the same in a browser and in Node, with
 * no encoder): small, fast and spreads similar ids (reader-1, reader-2) across buckets.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  const end = Math.min(text.length, STICKY_SPLIT_ID_MAX_UNITS);
  for (let i = 0; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The reader's bucket, 0..99: the same for the same id, on every page and on both sides. */
export function stickySplitBucket(readerId: string): number {
  return fnv1a32(readerId) % 100;
}

/**
 * AB-09: whether the reader is in the sticky-footer split of `percent` percent (whole percents;
 * a fraction is rounded down). 0 (or less, or not a number) puts nobody in it, 100 (or more)
 * everybody; in between, the readers whose bucket is below `percent`, so raising the share keeps
 * everyone who was in it. A reader without an id (empty, not a string) is only in it at 100: no
 * stable bucket means no stable experience, so they get the ordinary blocker.
 */
export function inStickySplit(readerId: string, percent: number): boolean {
  if (typeof percent !== 'number' || Number.isNaN(percent) || percent <= 0) return false;
  if (percent >= 100) return true;
  if (typeof readerId !== 'string' || readerId === '') return false;
  return stickySplitBucket(readerId) < Math.floor(percent);
}
