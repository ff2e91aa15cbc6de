import { ADAPTIVE_HOST_ID, PREMIUM_HOST_ID, TECH_SECTION_ID } from './paywall-constants.ts';

/**
 * AB-07 / AB-08 / AB-25: whether a story is gated for a reader (spec §4 "Paywall (plain)").
 *
 * The facts come from the backend's article answer, the session and the CDN's geo header, so every
 * check reads its input defensively: only the exact values the spec names switch a rule on, and
 * anything else (a missing field, a stray type) is treated as the ordinary case. The ordinary case
 * for a reader is "not Prime" (a reader is only Prime when the session says so, exactly) and "in
 * India" (X-03: without the geo header a reader is taken to be in India).
 */

/** Who reads, as the paywall sees it. */
export type PaywallTier = 'anonymous' | 'signed-in' | 'prime';

/**
 * A tier from whatever the caller holds: `'prime'` only when exactly that; `'signed-in'` (or the
 * composer's `'loggedIn'`) for a signed-in reader; anything else is anonymous.
 */
export function readPaywallTier(value: unknown): PaywallTier {
  if (value === 'prime') return 'prime';
  if (value === 'signed-in' || value === 'loggedIn') return 'signed-in';
  return 'anonymous';
}

/** The backend's 0/1 flags are numbers; some feeds send them as strings. */
const isFlagOn = (value: unknown): boolean => value === 1 || value === '1';

/** Ids are digit strings in the contract; a feed may send a number. Compared exactly, no trimming. */
const isId = (value: unknown, id: string): boolean =>
  (typeof value === 'string' || typeof value === 'number') && String(value) === id;

/** AB-07: a premium story is one with `prime_blocker` 1 or host id 364 (either alone suffices). */
export function isPremiumStory(story: { prime_blocker?: unknown; hostid?: unknown }): boolean {
  return isFlagOn(story?.prime_blocker) || isId(story?.hostid, PREMIUM_HOST_ID);
}

/** AB-07: whether the story's top section (subsec1) is the tech section. */
export function isTechSection(subsec1: unknown): boolean {
  return isId(subsec1, TECH_SECTION_ID);
}

export interface PlainPaywallFacts {
  /** `isPremiumStory` of the story. */
  premium: boolean;
  tier: PaywallTier;
  /** The reader is in India. */
  inIndia: boolean;
  /** `isTechSection` of the story's subsec1. */
  techSection: boolean;
}

/**
 * AB-07 plain gate: on for a premium story when the reader is not Prime; never for a reader
 * outside India on the tech section. A geo that is not exactly `false` counts as India.
 */
export function plainPaywallApplies(facts: PlainPaywallFacts): boolean {
  if (facts?.premium !== true) return false;
  if (facts.tier === 'prime') return false;
  return !(facts.inIndia === false && facts.techSection === true);
}

export interface AdaptivePaywallFacts {
  /** The story's `adaptive` flag (1 when metered). */
  adaptive: unknown;
  /** The story's host id. */
  hostid: unknown;
  /** The backend's getPaywallHitStatus answered a hit for this story (false when the call failed, §8). */
  backendHit: boolean;
  /** The page's address asks for the adaptive gate (`urlAsksForAdaptive`). */
  urlAdaptive: boolean;
  tier: PaywallTier;
}

/**
 * AB-08 adaptive gate: on when the story is metered (`adaptive` 1 and host 153) and the backend
 * reports a hit, or when the address has `adaptive=1`; never for a Prime reader. The address
 * switch only ever turns the gate on, so a reader gains nothing by adding it.
 */
export function adaptivePaywallApplies(facts: AdaptivePaywallFacts): boolean {
  if (facts?.tier === 'prime') return false;
  if (facts?.urlAdaptive === true) return true;
  return isFlagOn(facts?.adaptive) && isId(facts?.hostid, ADAPTIVE_HOST_ID) && facts?.backendHit === true;
}

/**
 * AB-08: whether a page's query string (`location.search`, a URLSearchParams, or a URL) has
 * `adaptive=1`. Only the exact value 1 of the first `adaptive` parameter counts.
 */
export function urlAsksForAdaptive(query: string | URLSearchParams | URL | null | undefined): boolean {
  if (query === null || query === undefined) return false;
  const params =
    query instanceof URL
      ? query.searchParams
      : query instanceof URLSearchParams
        ? query
        : new URLSearchParams(query);
  return params.get('adaptive') === '1';
}

/**
 * AB-07: the article body is clipped to PAYWALL_CLIP_HEIGHT_PX when a gate is on, unless the story
 * is premium: a premium story's body reaches the page already cut by the server, so clipping it
 * again would hide the part a reader who is not Prime may read.
 */
export function articleClipped(facts: { gated: boolean; premium: boolean }): boolean {
  return facts?.gated === true && facts.premium !== true;
}
