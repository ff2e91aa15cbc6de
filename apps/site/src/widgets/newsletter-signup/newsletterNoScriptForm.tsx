import { commentWriteError, notSentText, widgetRefusal } from '@newsroom/machines';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { isNewsletterId } from '@newsroom/rules/newsletter';
import { newslettersAnswerSchema } from '../../content/newsletters.ts';
import type { BackendAnswer, FormContent, FormRefusal, NoScriptForm } from '../../lib/forms/form.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { NewsletterSignupView } from './NewsletterSignupView.tsx';
import { NEWSLETTER_FORM_FIELDS, NEWSLETTER_FORM_PATH } from './newsletterFormPath.ts';
import { offerOf } from './newsletterSignup.tsx';

/**
 * Issue 27, AB-13: the newsletter sign-up posted without script (`POST /newsletters/subscribe`:
 * sid, email, return). The same backend call as the island's /api/newsletters/subscribe, with the
 * same identity and so the same sign-up limit; the page says the island's thank-you, or shows the
 * form again with the address the reader sent and the server's words beside it.
 */

export const NEWSLETTER_NO_SCRIPT_TEXTS = {
  thanks: (name: string) => `Thank you. To start getting ${name}, open the link we have e-mailed you.`,
  failed: 'Your sign-up could not be sent just now. Please try again.',
} as const;

/** The one value of a field sent once, or null (absent or repeated). */
function single(fields: URLSearchParams, name: string): string | null {
  const values = fields.getAll(name);
  return values.length === 1 ? values[0]! : null;
}

/** The newsletter the reader signed up to, as the backend defines it; null when it cannot say. */
async function newsletterOf(sid: string, content: FormContent) {
  const answer = await content.forward('GET', '/newsletters', '', {});
  if (!answer.ok) return null;
  const parsed = newslettersAnswerSchema.safeParse(await answer.json().catch(() => null));
  const newsletter = parsed.data?.newsletters.find((candidate) => candidate.sid === sid);
  return newsletter ? offerOf(newsletter) : null;
}

/** A refusal in the island's words (widgetRefusal): about the address beside it, else the form's. */
function refusalOf(answer: BackendAnswer): FormRefusal {
  const refused = commentWriteError(answer.status, answer.body, answer.retryAfter);
  const fields = { [NEWSLETTER_FORM_FIELDS.email]: NEWSLETTER_FORM_FIELDS.email };
  const refusal = widgetRefusal(refused, 'signup', fields);
  if (refusal) return refusal;
  // A failure the island says nothing of (the button is simply back); a page must say it.
  return {
    field: null,
    message: /^\p{Lu}/u.test(refused.message) ? refused.message : NEWSLETTER_NO_SCRIPT_TEXTS.failed,
  };
}

export const newsletterSignupForm: NoScriptForm = {
  path: NEWSLETTER_FORM_PATH,
  bodyLimit: BODY_LIMITS.newsletter,
  headings: { done: 'Newsletter sign-up', refused: 'You were not signed up' },
  call(fields) {
    const sid = single(fields, NEWSLETTER_FORM_FIELDS.newsletter);
    if (sid === null || !isNewsletterId(sid)) return { field: null, message: notSentText(null, '') };
    // The address as typed: the backend checks it with the shared rules, in their words.
    const email = fields.get(NEWSLETTER_FORM_FIELDS.email) ?? '';
    return { path: '/newsletters/subscribe', search: '', body: new URLSearchParams({ sid, email }) };
  },
  async outcome(answer, fields, content) {
    const accepted = (answer.body as { accepted?: unknown } | null)?.accepted === true;
    if (answer.status === 200 && accepted) {
      const sid = fields.get(NEWSLETTER_FORM_FIELDS.newsletter) ?? '';
      const newsletter = content ? await newsletterOf(sid, content).catch(() => null) : null;
      return {
        kind: 'done',
        message: NEWSLETTER_NO_SCRIPT_TEXTS.thanks(newsletter?.name ?? 'the newsletter'),
      };
    }
    if (answer.status === 200) {
      return {
        kind: 'refused',
        status: 502,
        refusal: { field: null, message: NEWSLETTER_NO_SCRIPT_TEXTS.failed },
      };
    }
    return { kind: 'refused', status: answer.status, refusal: refusalOf(answer) };
  },
  /** The sign-up again, its newsletter as the backend defines it, the address as the reader sent it. */
  async loadForm({ fields, refusal }, content) {
    const sid = single(fields, NEWSLETTER_FORM_FIELDS.newsletter);
    if (sid === null || !isNewsletterId(sid)) return null;
    const newsletter = await newsletterOf(sid, content);
    if (!newsletter) return null;
    const email = fields.get(NEWSLETTER_FORM_FIELDS.email) ?? '';
    return (
      <NewsletterSignupView
        title="Newsletter"
        idBase="newsletter-again"
        newsletter={newsletter}
        returnTo={safeReturnPath(fields.get(NEWSLETTER_FORM_FIELDS.back))}
        known={{
          email,
          // A refusal of the whole form is the page's message already.
          ...(refusal.field === NEWSLETTER_FORM_FIELDS.email
            ? { refused: { field: 'email', message: refusal.message } }
            : {}),
        }}
      />
    );
  },
};
