import type { PrimeNudgeOffer } from '@newsroom/machines';
import { PrimeNudge } from '@newsroom/ui';
import { defineIsland } from '../lib/defineIsland.ts';

export interface PrimeNudgeIslandProps {
  trialEligible: boolean;
  ctaText: string;
  trialText: string;
}

/**
 * Where each offer's start action goes: the subscription page, told which offer was taken and
 * the page to come back to. (The server decides the plan from the session; `offer` marks the
 * trial start for logs and tests.)
 */
export function primeStartPath(offer: PrimeNudgeOffer, returnTo: string): string {
  const search = new URLSearchParams(
    offer === 'trial' ? { offer: 'trial', return: returnTo } : { return: returnTo },
  );
  return `/subscribe?${search}`;
}

const start = (offer: PrimeNudgeOffer) =>
  window.location.assign(primeStartPath(offer, window.location.pathname + window.location.search));

/**
 * AR-16 Prime nudge bar, in the page chrome for readers who are not Prime. Server HTML: the bar,
 * hidden. The island wakes on the reader's first scroll (`hydrate: scroll`); the machine then
 * shows it once the page is scrolled past 100px. The CTA texts come from the backend's config.
 */
function PrimeNudgeIsland({ trialEligible, ctaText, trialText }: PrimeNudgeIslandProps) {
  return (
    <PrimeNudge.Root trialEligible={trialEligible} onStart={start}>
      <PrimeNudge.Bar className="prime-nudge" aria-label="Ledger Prime offer">
        <div className="prime-nudge__inner">
          <p className="prime-nudge__text">
            <span className="prime-nudge__brand">Ledger Prime</span> Analysis, e-paper and no ads, every day.
          </p>
          <PrimeNudge.Start className="prime-nudge__start">
            <PrimeNudge.Offer subscribe={ctaText} trial={trialText} />
          </PrimeNudge.Start>
          <PrimeNudge.Dismiss className="prime-nudge__close" aria-label="Close the Prime offer">
            <span aria-hidden="true">×</span>
          </PrimeNudge.Dismiss>
        </div>
      </PrimeNudge.Bar>
    </PrimeNudge.Root>
  );
}

export default defineIsland('prime-nudge', PrimeNudgeIsland);
