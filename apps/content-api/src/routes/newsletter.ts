import { createHash, randomBytes } from 'node:crypto';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import {
  checkNewsletterEmail,
  isNewsletterId,
  newsletterRules,
  newsletterTexts,
} from '@newsroom/rules/newsletter';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { contentJson, freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { publicationName } from '../mail/message.ts';
import { mailLinkOrigin, sendStoredMail } from '../mail/routes.ts';
import { confirmSubscription, findNewsletter, listNewsletters, signUp } from '../store/newsletters.ts';
import type { NewsletterTable } from '../store/schema.ts';

// AB-13 newsletter sign-up, double opt-in:
//   GET  /newsletters            the definitions (spec §3: sid, section, desc, sampleLink)
//   POST /newsletters/subscribe  {sid, email}  → stored pending, the confirmation link mailed
//   POST /newsletters/confirm    {token}       → confirmed, once
// The spec names the subscribe body ({sid, email}) but not its path; this is ours. Anyone may
// sign up (no account needed); the address proves itself by the link mailed to it.

export const NewsletterDefinition = z.object({
  sid: z.string(),
  name: z.string(),
  section: z.string(),
  /** The top section whose stories offer it; null for the general newsletter. */
  sectionId: z.string().regex(/^\d+$/).nullable(),
  desc: z.string(),
  /** A site path where a reader sees what an issue is made of. */
  sampleLink: z.string().startsWith('/'),
});
export const NewslettersAnswer = z.object({ newsletters: z.array(NewsletterDefinition) });

/** Every accepted sign-up is answered alike, so the answer never tells whether an address was known. */
export const SubscribeAnswer = z.object({ sid: z.string(), accepted: z.literal(true) });

export const ConfirmAnswer = z.object({
  sid: z.string(),
  name: z.string(),
  status: z.literal('confirmed'),
});

function definition(row: NewsletterTable): z.infer<typeof NewsletterDefinition> {
  return {
    sid: row.sid,
    name: row.name,
    section: row.section,
    sectionId: row.section_id === null ? null : String(row.section_id),
    desc: row.description,
    sampleLink: row.sample_link,
  };
}

/** `GET /newsletters`: every newsletter, the general one first; the same for everyone. */
export const getNewsletters: Handler = async (context) =>
  contentJson({ newsletters: (await listNewsletters(context.db)).map(definition) });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkHours = Math.round(newsletterRules.confirmLinkLifetimeMs / 3_600_000);

function confirmationMail(newsletter: NewsletterTable, link: string) {
  return {
    subject: `Confirm your subscription to ${newsletter.name}`,
    body: [
      `Please confirm that you want ${newsletter.name} from ${publicationName}:`,
      newsletter.description,
      '',
      'Confirm your subscription:',
      link,
      '',
      `The link works for ${linkHours} hours. If you did not sign up, ignore this mail: you will not`,
      'be subscribed, and we will not write to you again about it.',
    ].join('\n'),
  };
}

/**
 * `POST /newsletters/subscribe` (form or JSON: `sid`, `email`). Fields first (400 naming the
 * field, in the shared rules' words), then the newsletter (404), then the sign-up limit (429).
 * A new address gets a pending subscription and one mail with its link; signing up again while
 * that link works, or once confirmed, stores and mails nothing (idempotent); after the link has
 * expired a new one is mailed.
 */
export const postSubscribe: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.newsletter);
  const sid = (fields.sid ?? '').trim();
  if (sid === '') throw badRequest('sid', newsletterTexts.sidRequired);
  if (!isNewsletterId(sid)) throw badRequest('sid', 'must be a newsletter id, like morning-brief');
  const email = checkNewsletterEmail(fields.email);
  if (!email.ok) throw badRequest('email', email.message);
  const reader = await context.reader();
  const newsletter = await findNewsletter(context.db, sid);
  if (!newsletter) throw notFound('sid', `no newsletter ${sid}`);
  const client = await context.client();
  await enforceRateLimit(context.limits.newsletterSignups, client, 'sign-ups');

  const token = randomBytes(32).toString('base64url');
  const link = `${mailLinkOrigin()}/newsletters/confirm?${new URLSearchParams({ token })}`;
  const mail = confirmationMail(newsletter, link);
  const nowMs = context.now();
  const outcome = await signUp(context.db, {
    sid,
    email: email.email,
    tokenHash: hashToken(token),
    nowIst: formatIst(nowMs),
    linkExpiresIst: formatIst(nowMs + newsletterRules.confirmLinkLifetimeMs),
    readerId: reader?.id ?? null,
    client,
    mail,
  });
  if (outcome.outcome === 'mailed') {
    await sendStoredMail(
      context.db,
      outcome.mailId,
      { to: [email.email], subject: mail.subject, text: mail.body },
      context.now,
    );
  }
  return freshJson({ sid, accepted: true });
};

/**
 * `POST /newsletters/confirm` (form or JSON: `token`, from the mailed link): confirms that
 * subscription, once. 400 for a token that is not one, 404 for one of no link, 409 for a link used
 * already, 410 for one past its 48 hours; each names `token` with the words the site's confirm
 * page shows.
 */
export const postConfirm: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.ids);
  const token = fields.token ?? '';
  if (!newsletterRules.tokenPattern.test(token)) throw badRequest('token', newsletterTexts.linkMalformed);
  const outcome = await confirmSubscription(context.db, hashToken(token), formatIst(context.now()));
  switch (outcome.outcome) {
    case 'unknown':
      throw notFound('token', newsletterTexts.linkUnknown);
    case 'used':
      throw new HttpError(409, 'token', newsletterTexts.linkUsed);
    case 'expired':
      throw new HttpError(410, 'token', newsletterTexts.linkExpired);
    case 'confirmed': {
      const newsletter = await findNewsletter(context.db, outcome.sid);
      return freshJson({ sid: outcome.sid, name: newsletter?.name ?? outcome.sid, status: 'confirmed' });
    }
  }
};

export const newsletterRoutes: Route[] = [
  { method: 'GET', path: '/newsletters', handler: getNewsletters },
  { method: 'POST', path: '/newsletters/subscribe', handler: postSubscribe },
  { method: 'POST', path: '/newsletters/confirm', handler: postConfirm },
];
