import type { NewsletterSignupProps } from '@newsroom/contracts/widgets/newsletter-signup';
import { defineIsland } from '../../lib/defineIsland.ts';
import { NewsletterSignupView } from './NewsletterSignupView.tsx';
import { logNewsletterFailure, primaryEmail, subscribeNewsletter } from './newsletterEffects.ts';
import type { NewsletterSignupData } from './newsletterSignup.tsx';

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
