import type { ReaderTier } from '@newsroom/composer';
import { safeHref, safeMediaUrl } from '../article/safeUrl.ts';
import type { PaywallTexts } from './texts.ts';

export interface PaywallBlockerProps {
  texts: PaywallTexts;
  tier: ReaderTier;
  trialEligible: boolean;
  /** a former member is offered renewal, not the newcomer's offer. */
  expiredSubscription?: boolean;
  /** The story's own path: where the plans page and the sign-in page bring the reader back. */
  returnTo: string;
}

/**
 * AB-07 / AB-09: the blocker at the end of a gated story's teaser — the offer in the editors'
 * words, the plans, the free trial for a reader who may start one, and sign-in for a reader
 * who may already be a member. Plain HTML: it works before (and without) any script.
 */
export function PaywallBlocker({
  texts,
  tier,
  trialEligible,
  expiredSubscription = false,
  returnTo,
}: PaywallBlockerProps) {
  const back = encodeURIComponent(returnTo);
  const image = safeMediaUrl(texts.image);
  const studentLink = safeHref(texts.studentOfferLink);
  const renew = expiredSubscription && tier === 'loggedIn';
  const trial = !renew && trialEligible && tier !== 'anonymous';
  const mode = renew ? 'renewal' : trial ? 'trialBlocker' : 'default';
  const header = renew ? texts.renewHeader : trial && texts.trialHeader ? texts.trialHeader : texts.header;
  const subheader = renew ? texts.renewSubheader : texts.subheader;
  // A reader who may start the trial starts it on /subscribe; everyone else chooses a plan.
  const cta =
    trial && texts.trialCtaText
      ? { href: `/subscribe?return=${back}`, text: texts.trialCtaText }
      : { href: `/prime?return=${back}`, text: renew ? texts.renewCtaText : texts.ctaText };
  return (
    <section className="paywall" aria-labelledby="paywall-title" data-mode={mode}>
      {image && <img className="paywall__image" src={image} alt="" width={96} height={96} />}
      <h2 id="paywall-title" className="paywall__title">
        {header}
      </h2>
      {subheader && <p className="paywall__subheader">{subheader}</p>}
      {trial && texts.trialInfo && <p className="paywall__trial-info">{texts.trialInfo}</p>}
      {mode === 'default' && texts.saleText && <p className="paywall__sale">{texts.saleText}</p>}
      <p className="paywall__actions">
        <a className="paywall__cta" href={cta.href}>
          {cta.text}
        </a>
        {tier === 'anonymous' && (
          <a className="paywall__sign-in" href={`/login?return=${back}`}>
            {texts.loginText}
          </a>
        )}
      </p>
      {studentLink && texts.studentOfferText && (
        <p className="paywall__student">
          <a href={studentLink}>{texts.studentOfferText}</a>
        </p>
      )}
    </section>
  );
}
