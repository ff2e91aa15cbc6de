import { newsletterTexts } from '@newsroom/rules/newsletter';
import type { ContentClient } from '../../content/client.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import { statusPage } from '../kit/statusPages.tsx';

/** AB-13: where the confirmation mail's link leads (the backend writes it with SITE_ORIGIN). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletters/confirm';

/**
 * AB-13 double opt-in: opening the mailed link confirms the subscription, and this page says so,
 * or says in the backend's words why the link did not work (used already, expired, not one of
 * ours). Personal, so never cached; works without JavaScript.
 */
export async function newsletterConfirmPage(url: URL, content: ContentClient): Promise<PageResult> {
  const tokens = url.searchParams.getAll('token');
  if (tokens.length !== 1) return statusPage(400, 'This link did not work', newsletterTexts.linkMalformed);
  const outcome = await content.newsletters.confirm(tokens[0] as string);
  if ('confirmed' in outcome) {
    return statusPage(
      200,
      'You are subscribed',
      `Thank you for confirming. ${outcome.confirmed.name} will come to your inbox from its next issue.`,
    );
  }
  const { status, error } = outcome.refused;
  // A link opened twice (or by a mail scanner first) has done its work: the reader is subscribed.
  if (status === 409) return statusPage(200, 'Your subscription is confirmed', error.message);
  return statusPage(status, 'This link did not work', error.message);
}
