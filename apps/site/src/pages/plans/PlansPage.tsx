import type { ReaderTier } from '@newsroom/composer';
import { publication } from '@newsroom/rules/publication';
import type { BenefitGroup, PrimePlan } from '../../content/schemas.ts';
import type { ReturnPath } from '../../lib/returnPath.ts';
import { PaywallBenefits } from '../../paywall/PaywallBenefits.tsx';
import { Chrome } from '../Chrome.tsx';

export interface PlansPageProps {
  plans: readonly PrimePlan[];
  tier: ReaderTier;
  trialEligible: boolean;
  expiredSubscription: boolean;
  /** Where the reader goes back to once subscribed (a path on this site). */
  returnTo: ReturnPath;
  /** The backend's refusal of the last choice, shown next to the plan it names. */
  refusal?: { plan: string; message: string } | null;
  /** Prime's clustered benefits (AB-09), each with its newest story; null when they could not be had. */
  benefits?: readonly BenefitGroup[] | null;
  /** The student offer, when the reader came by its link (`offer=student`) and editors configured it. */
  studentOffer?: StudentOffer | null;
}

/** The student offer in the editors' words: its headline and its terms (may be empty). */
export interface StudentOffer {
  text: string;
  terms: string;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function priceOf(plan: PrimePlan): string {
  if (plan.period === 'trial') return `Free for ${plan.trialDays} days`;
  return `${rupees.format(plan.priceRupees)} a ${plan.period}`;
}

/**
 * AB-09 plans page (`/prime`, `/subscription.cms`): the plans from the backend, each with what it
 * includes and one button. A reader who is not signed in signs in first and comes back here; the
 * trial is offered only to a reader who may take it; a former member renews. Plain forms:
 * it works without script.
 */
export function PlansPage({
  plans,
  tier,
  trialEligible,
  expiredSubscription,
  returnTo,
  refusal,
  benefits = null,
  studentOffer = null,
}: PlansPageProps) {
  const shown = plans.filter((plan) => !plan.trialOnly || (trialEligible && !expiredSubscription));
  // Signing in brings the reader back to this page as they saw it, the offer included.
  const offer = studentOffer ? '&offer=student' : '';
  const back = encodeURIComponent(`/prime?return=${encodeURIComponent(returnTo)}${offer}`);
  return (
    <Chrome>
      <div className="plans">
        <h1 className="plans__title">{publication.primeName}</h1>
        {tier === 'prime' ? (
          <p className="plans__member">
            {`You are a ${publication.primeName} member. `}
            <a href={returnTo}>Back to reading</a>
          </p>
        ) : (
          <p className="plans__lead">
            {expiredSubscription
              ? 'Your membership has ended. Renew to pick up where you left off.'
              : 'Every Prime story, investment ideas and the daily ePaper.'}
          </p>
        )}
        {studentOffer && tier !== 'prime' && (
          <section className="plans__offer" aria-labelledby="plans-offer-title" data-offer="student">
            <h2 id="plans-offer-title" className="plans__offer-title">
              {studentOffer.text}
            </h2>
            {studentOffer.terms && <p className="plans__offer-terms">{studentOffer.terms}</p>}
          </section>
        )}
        {refusal && !shown.some((plan) => plan.id === refusal.plan) && (
          // A plan this reader is not offered (a trial taken in another tab): said above them all.
          <p className="plan__refused" role="alert">
            {refusal.message}
          </p>
        )}
        <ul className="plans__list">
          {shown.map((plan) => {
            const refused = refusal?.plan === plan.id ? refusal.message : null;
            return (
              <li key={plan.id} className="plan" aria-labelledby={`plan-${plan.id}`}>
                <h2 id={`plan-${plan.id}`} className="plan__name">
                  {plan.name}
                </h2>
                <p className="plan__price">{priceOf(plan)}</p>
                {plan.includes.length > 0 && (
                  <ul className="plan__includes">
                    {plan.includes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                {tier === 'anonymous' ? (
                  <a className="plan__action" href={`/login?return=${back}`}>
                    Sign in to choose {plan.name}
                  </a>
                ) : tier === 'loggedIn' ? (
                  <form method="post" action="/subscribe" className="plan__form">
                    <input type="hidden" name="plan" value={plan.id} />
                    <input type="hidden" name="return" value={returnTo} />
                    <button
                      type="submit"
                      className="plan__action"
                      {...(refused ? { 'aria-describedby': `plan-${plan.id}-refused` } : {})}
                    >
                      {plan.period === 'trial'
                        ? 'Start my free trial'
                        : expiredSubscription
                          ? `Renew with ${plan.name}`
                          : `Choose ${plan.name}`}
                    </button>
                    {refused && (
                      <p id={`plan-${plan.id}-refused`} className="plan__refused" role="alert">
                        {refused}
                      </p>
                    )}
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
        {benefits && benefits.length > 0 && (
          <PaywallBenefits title={`What you get with ${publication.primeName}`} groups={benefits} index={0} />
        )}
        <p className="plans__note">
          You pay on the payment provider’s page; this demo’s provider takes test cards only.
        </p>
      </div>
    </Chrome>
  );
}
