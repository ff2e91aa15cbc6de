import { normaliseEmail, oneTimeCodeRules } from './one-time-code.ts';

/**
 * AB-13 newsletter sign-up: what a newsletter id and a subscriber's address are, how long a
 * confirmation link lasts, and the words a reader is refused in. The browser's form (for the
 * reader's sake: the field is `type=email`, nothing more, spec §5) and the content backend (for
 * real) read this one module. Pure: no DOM, no Node.
 *
 * An address is the same rule as the AB-09 one-time code's e-mail (`normaliseEmail`: a printable
 * dot-atom local part and a dotted host, at most 254 characters, trimmed and lower-cased), so an
 * address the site accepts for signing in is an address it accepts for a newsletter.
 */

export const newsletterRules = {
  /** A newsletter id (`sid`): lower-case words joined by hyphens. */
  sidPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  sidMaxLength: 40,
  /** RFC 5321: no address is longer. */
  emailMaxLength: oneTimeCodeRules.emailMaxLength,
  /** A confirmation link works this long after it was mailed (48 hours). */
  confirmLinkLifetimeMs: 48 * 60 * 60_000,
  /** The token in a confirmation link: 32 random bytes, base64url. */
  tokenPattern: /^[A-Za-z0-9_-]{43}$/,
} as const;

/** The fields of the subscribe request, as the server names them in a 400. */
export type NewsletterField = 'sid' | 'email';

export const newsletterTexts = {
  sidRequired: 'Please choose a newsletter.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  /** The confirm page, by what the link turned out to be. */
  linkMalformed: 'This confirmation link is incomplete. Please open it from the mail again, whole.',
  linkUnknown: 'This confirmation link is not one of ours. Please sign up again to get a new one.',
  linkUsed: 'This confirmation link has been used already, so your subscription is confirmed.',
  linkExpired: 'This confirmation link has expired. Please sign up again to get a new one.',
} as const;

export type EmailCheck = { ok: true; email: string } | { ok: false; field: 'email'; message: string };

/** The address as stored (trimmed, lower-cased), or the refusal to show next to the e-mail field. */
export function checkNewsletterEmail(text: unknown): EmailCheck {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, field: 'email', message: newsletterTexts.emailRequired };
  }
  const email = normaliseEmail(text);
  return email === null
    ? { ok: false, field: 'email', message: newsletterTexts.emailInvalid }
    : { ok: true, email };
}

/** Whether a text is a newsletter id of the right shape (not whether such a newsletter exists). */
export function isNewsletterId(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    text.length <= newsletterRules.sidMaxLength &&
    newsletterRules.sidPattern.test(text)
  );
}
