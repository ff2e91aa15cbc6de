import type { ReaderTier } from '@newsroom/composer';
import { useId } from 'react';
import { offersRenewal } from './PaywallBlocker.tsx';
import type { PaywallTexts } from './texts.ts';

export interface PrimeNoteProps {
  texts: PaywallTexts;
  tier: ReaderTier;
  expiredSubscription: boolean;
  /** The story's own path: where the plans page and the sign-in page bring the reader back. */
  returnTo: string;
}

/**
 * AB-07: the note under a premium story's teaser where no gate applies (a reader outside India on
 * the tech section; an editor's preview as Prime): the text past the teaser is still only for
 * members, so the note says so in the editors' words and leads to the plans and back (X-01: a
 * former member is asked to renew). Plain HTML, no script.
 */
export function PrimeNote({ texts, tier, expiredSubscription, returnTo }: PrimeNoteProps) {
  const renew = offersRenewal(tier, expiredSubscription);
  const back = encodeURIComponent(returnTo);
  const subheader = renew ? texts.renewSubheader : texts.subheader;
  const titleId = useId();
  return (
    <aside
      className="story__prime-note"
      aria-labelledby={titleId}
      data-offer={renew ? 'renewal' : 'subscribe'}
    >
      <p id={titleId} className="story__prime-note-title">
        {renew ? texts.renewHeader : texts.header}
      </p>
      {subheader && <p>{subheader}</p>}
      <p className="story__prime-note-actions">
        <a href={`/prime?return=${back}`}>{renew ? texts.renewCtaText : texts.ctaText}</a>
        {tier === 'anonymous' && <a href={`/login?return=${back}`}>{texts.loginText}</a>}
      </p>
    </aside>
  );
}
