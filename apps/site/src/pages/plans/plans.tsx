import { publication } from '@newsroom/rules/publication';
import type { ContentClient } from '../../content/client.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { Reader } from '../../lib/reader.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { PAYWALL_CONFIG_KEY, readPaywallTexts } from '../../paywall/texts.ts';
import { PlansPage, type StudentOffer } from './PlansPage.tsx';

/** The addresses of the plans page: `/prime` (every "Prime" link) and the spec's subscription page. */
export const PLANS_PATHS: ReadonlySet<string> = new Set(['/prime', '/subscription.cms']);

/** A plan id as the backend names them; anything else is never sent on. */
export const PLAN_ID = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * AB-09: the plans page for this reader. Personal (the buttons depend on the reader, the form
 * carries where they came from), so never kept by any cache; the plans themselves are cached by
 * the content client.
 */
export async function plansPage(
  url: URL,
  reader: Reader,
  content: ContentClient,
  origin: string,
  refusal: { plan: string; message: string } | null = null,
  status = 200,
): Promise<PageResult> {
  // The benefits illustrate the plans: without them the page still stands (spec §7: "benefits
  // failure: logged or silently no widget"; the article's paywall logs the same call's failures).
  const [plans, benefits, studentOffer] = await Promise.all([
    content.prime.plans(),
    content.prime.benefits().catch(() => null),
    url.searchParams.get('offer') === 'student' ? loadStudentOffer(content) : null,
  ]);
  return {
    status,
    maxAge: 0,
    head: {
      title: `${publication.primeName}: plans | ${publication.name}`,
      description: `${publication.primeName} plans: every Prime story, investment ideas and the daily ePaper.`,
      canonical: `${origin}/prime`,
    },
    body: (
      <PlansPage
        plans={plans}
        tier={reader.tier}
        trialEligible={reader.trialEligible}
        expiredSubscription={reader.expiredSubscription}
        returnTo={safeReturnPath(url.searchParams.get('return'))}
        refusal={refusal}
        benefits={benefits}
        studentOffer={studentOffer}
      />
    ),
  };
}

/**
 * AB-09: the student offer the paywall's link names (`/prime?offer=student`), in the editors' words
 * (config `paywall`); none when they are not configured or cannot be had: the plans still stand.
 */
async function loadStudentOffer(content: ContentClient): Promise<StudentOffer | null> {
  const config = await content.editorial.config(PAYWALL_CONFIG_KEY).catch(() => null);
  if (!config) return null;
  const texts = readPaywallTexts(config);
  return texts.studentOfferText ? { text: texts.studentOfferText, terms: texts.studentOfferTerms } : null;
}
