import { logNewsletterFailure, primaryEmail, subscribeNewsletter } from '../newsletter/newsletterEffects.ts';
import type { NewsletterSignupProps } from '../widgets/newsletter-signup/contract.ts';
import { NewsletterSignupView } from '../widgets/newsletter-signup/NewsletterSignupView.tsx';
import type { NewsletterSignupData } from '../widgets/newsletter-signup/newsletterSignup.tsx';
import { defineIsland } from './define.ts';

// The effects never change, so the machine is made once.
const subscribe = (request: { sid: string; email: string }) => subscribeNewsletter(request);

/**
 * AB-13 newsletter sign-up (widget `newsletter-signup`, hydrate "visible"): the server's form,
 * woken to take the sign-up; on a signed-in reader's page it fills in their primary e-mail.
 */
function NewsletterSignupIsland({
  props,
  data,
}: {
  props: NewsletterSignupProps;
  data: NewsletterSignupData;
}) {
  return (
    <NewsletterSignupView
      title={props.title}
      idBase={data.idBase}
      newsletter={data.newsletter}
      returnTo={data.returnTo}
      subscribe={subscribe}
      {...(data.signedIn ? { prefill: primaryEmail } : {})}
      onLog={logNewsletterFailure}
    />
  );
}

export default defineIsland('newsletter-signup', NewsletterSignupIsland);
