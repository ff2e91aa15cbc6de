import { ADAPTIVE_HOST_ID } from '@newsroom/rules/paywall';
import type { ReaderFigures } from '../store/paywall-reads.ts';

// AB-08 adaptive paywall: whether a story opened now is a paywall hit, decided on the server from
// its own metering figures (store/paywall-reads.ts), never from the counts a client sends. The
// publisher's real service scores readers with a model; this is a documented, tunable stand-in
// (docs/content-api.md, "Adaptive paywall"): engaged readers, who are the likeliest to
// subscribe, meet the gate; a casual reader passing through from a search is let read.

export interface PaywallSettings {
  /** Adaptive stories a reader may open each India month before the gate can close (PAYWALL_FREE_ADAPTIVE_READS). */
  freeAdaptiveReadsPerMonth: number;
  /** The score (0..100) from which a reader past the allowance is hit (PAYWALL_SCORE_THRESHOLD). */
  scoreThreshold: number;
  /** Days a reader's profile is kept after their last call (PAYWALL_PROFILE_RETENTION_DAYS). */
  profileRetentionDays: number;
}

export const defaultPaywallSettings: PaywallSettings = {
  freeAdaptiveReadsPerMonth: 3,
  scoreThreshold: 40,
  // The site's anonymous reader cookie lives a year; a month more covers a reader coming back
  // on the cookie's last day.
  profileRetentionDays: 400,
};

/** Each part of the score and the most it can add; the parts add up to 100. */
export const scoreParts = {
  /** Per story opened this month, up to 15 stories. */
  perRead: { points: 3, upTo: 15 },
  /** Per day this month with a story opened, up to 5 days. */
  perActiveDay: { points: 5, upTo: 5 },
  /** Per premium story opened this month, up to 4: interest in what Prime sells. */
  perPaidRead: { points: 5, upTo: 4 },
  /** A signed-in reader has an account to subscribe with. */
  signedIn: 10,
} as const;

/** How likely the reader is to subscribe, 0..100, from what they did this month. */
export function readerScore(figures: ReaderFigures): number {
  const part = (count: number, rule: { points: number; upTo: number }) =>
    Math.min(Math.max(count, 0), rule.upTo) * rule.points;
  return Math.min(
    100,
    part(figures.readsThisMonth, scoreParts.perRead) +
      part(figures.daysActiveThisMonth, scoreParts.perActiveDay) +
      part(figures.paidReadsThisMonth, scoreParts.perPaidRead) +
      (figures.signedIn ? scoreParts.signedIn : 0),
  );
}

export function isAdaptiveStory(story: { adaptive: number; host_id: string }): boolean {
  // The only host of adaptive-paywall stories (AB-08); `adaptive` 1 elsewhere means nothing.
  return story.adaptive === 1 && story.host_id === ADAPTIVE_HOST_ID;
}

/**
 * A hit only for an adaptive story, a reader who is not Prime, a story not already let through
 * this month (once open, it stays open), an allowance used up, and a score at or above the
 * threshold.
 */
export function decideHit(
  story: { adaptive: boolean },
  figures: ReaderFigures,
  settings: PaywallSettings,
): { hit: boolean; score: number } {
  const score = readerScore(figures);
  const hit =
    story.adaptive &&
    !figures.isPrime &&
    !figures.storyOpenedThisMonth &&
    figures.adaptiveLetThroughThisMonth >= settings.freeAdaptiveReadsPerMonth &&
    score >= settings.scoreThreshold;
  return { hit, score };
}
