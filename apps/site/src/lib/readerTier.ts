import type { ReaderTier } from '@newsroom/composer';
import { createContext, useContext } from 'react';

/** The Prime nudge bar's texts (AR-16), from the backend's `primehome_header` config. */
export interface PrimeNudgeTexts {
  ctaText: string;
  trialText: string;
}

/** What the page chrome needs about the request: the reader's tier and the path (never anything personal). */
export interface ChromeFacts {
  tier: ReaderTier;
  path: string;
  /** AR-16: the reader may start a free Prime trial (part of the page-cache variant key). */
  trialEligible: boolean;
  /** AR-16: eligible for the first-time offer: no nudge bar (part of the page-cache variant key). */
  firstTimeEligible: boolean;
  /** a former member: every offer on the page is a renewal. */
  expiredSubscription: boolean;
  /** AR-16: the nudge bar's texts; absent when the config could not be read (no bar then). */
  primeNudge?: PrimeNudgeTexts | null;
}

/**
 * AR-16 the spec's rule: the Prime nudge bar is only for readers neither Prime nor first-time
 * eligible. Others get no bar at all (no island, no script), rather than a bar that never shows.
 */
export function mayNudge(facts: Pick<ChromeFacts, 'tier' | 'firstTimeEligible'>): boolean {
  return facts.tier !== 'prime' && !facts.firstTimeEligible;
}

export const ChromeContext = createContext<ChromeFacts>({
  tier: 'anonymous',
  path: '/',
  trialEligible: false,
  firstTimeEligible: false,
  expiredSubscription: false,
});

export function useChromeFacts(): ChromeFacts {
  return useContext(ChromeContext);
}
