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
  /** AR-16: the nudge bar's texts; absent when the config could not be read (no bar then). */
  primeNudge?: PrimeNudgeTexts | null;
}

export const ChromeContext = createContext<ChromeFacts>({
  tier: 'anonymous',
  path: '/',
  trialEligible: false,
});

export function useChromeFacts(): ChromeFacts {
  return useContext(ChromeContext);
}
