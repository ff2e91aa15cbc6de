import type { ReaderTier } from '@newsroom/composer';
import type { SessionUser } from '../content/schemas.ts';

/** Who is reading, as far as the page is concerned. */
export interface Reader {
  tier: ReaderTier;
  trialEligible: boolean;
  /** AR-16: eligible for the first-time offer, so never shown the Prime nudge bar. */
  firstTimeEligible: boolean;
  /** was Prime and is no longer (the backend's `expired_subscription`): offered renewal. */
  expiredSubscription: boolean;
  /** VD-04: the pink (ad-free) pass (Prime is ad-free too): no ads, no sponsored block. */
  adFree: boolean;
  token: string | null;
  user: SessionUser | null;
}

export const anonymousReader: Reader = {
  tier: 'anonymous',
  trialEligible: false,
  firstTimeEligible: false,
  expiredSubscription: false,
  adFree: false,
  token: null,
  user: null,
};
