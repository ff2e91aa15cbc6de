import { randomBytes } from 'node:crypto';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { captchaMaxNumberCeiling, mailLimits, recipientsPerDayText } from '@newsroom/rules/mail';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { storyPath } from '../content/site-paths.ts';
import type { StoryType } from '../contract.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import {
  createRateLimiter,
  enforceRateLimit,
  parseRateSetting,
  type RateLimiter,
  type RateLimits,
  type RateSetting,
} from '../http/rate-limit.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { requireReader } from '../routes/auth.ts';
import { findArticle } from '../store/articles.ts';
import { checkSolution, createChallenge, defaultMaxNumber } from './captcha.ts';
import { CapReached, chargeAllRecipients, istDay, mailSenders } from './daily-cap.ts';
import { composeArticleMail, publicationName } from './message.ts';
import { listOutbox, markMail, spendChallenge, storeMail } from './outbox.ts';
import { checkMailRequest, mailMessages } from './rules.ts';
import { type MailMessage, sendMail } from './smtp.ts';

// AR-08 mail this article: the captcha challenge, the mail request and the editors' outbox view.

export interface MailSettings {
  /** HMAC key for proof-of-work challenges (CAPTCHA_SECRET; random per process by default). */
  captchaSecret: string;
  /** When set (RECAPTCHA_SECRET), recaptchaValue is a Google reCAPTCHA token checked with Google. */
  recaptchaSecret: string | null;
  /** smtp://host:port (SMTP_URL); without it mail stays queued in the outbox. */
  smtpUrl: string | null;
  /** The envelope and From address (MAIL_FROM). */
  fromAddress: string;
  /** The site's origin for the article link (SITE_ORIGIN). */
  siteOrigin: string;
  /** Mail requests per client (RATE_LIMIT_MAIL, default 5 per 10 minutes). */
  rate: RateSetting;
  /** Proof-of-work difficulty (CAPTCHA_MAX_NUMBER; tests set it low). */
  maxnumber: number;
  /** Recipients per sender per day, India time (MAIL_RECIPIENTS_PER_DAY). */
  recipientsPerDay: number;
  /** How Google is asked; tests pass a fake (the network is off). */
  fetch: typeof fetch;
  smtpTimeoutMs: number;
}

export const recaptchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

export function mailSettingsFrom(env: NodeJS.ProcessEnv): MailSettings {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const rate = text('RATE_LIMIT_MAIL');
  return {
    captchaSecret: text('CAPTCHA_SECRET') ?? randomBytes(32).toString('hex'),
    recaptchaSecret: text('RECAPTCHA_SECRET'),
    smtpUrl: text('SMTP_URL'),
    fromAddress: text('MAIL_FROM') ?? 'no-reply@ledger.example',
    siteOrigin: (text('SITE_ORIGIN') ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    rate: rate ? parseRateSetting('RATE_LIMIT_MAIL', rate) : { count: 5, perSeconds: 600 },
    maxnumber: wholeNumberSetting('CAPTCHA_MAX_NUMBER', text('CAPTCHA_MAX_NUMBER'), {
      fallback: defaultMaxNumber,
      // Browsers refuse harder challenges, so a higher setting would stop all mail.
      max: captchaMaxNumberCeiling,
    }),
    recipientsPerDay: wholeNumberSetting('MAIL_RECIPIENTS_PER_DAY', text('MAIL_RECIPIENTS_PER_DAY'), {
      fallback: mailLimits.recipientsPerDay,
      max: 100_000,
    }),
    fetch: (...args) => fetch(...args),
    smtpTimeoutMs: 10_000,
  };
}

/** A whole number from 1 to `max`, or the fallback when unset; anything else stops the start. */
export function wholeNumberSetting(
  name: string,
  value: string | null,
  limits: { fallback: number; max: number },
): number {
  if (value === null) return limits.fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 1 && number <= limits.max)) {
    throw new Error(`${name} must be a whole number from 1 to ${limits.max}`);
  }
  return number;
}

let settings: MailSettings | null = null;

/** Read from the environment once; tests replace parts (a fake fetch, a fake SMTP server). */
export function configureMail(overrides: Partial<MailSettings> = {}): MailSettings {
  settings = { ...(settings ?? mailSettingsFrom(process.env)), ...overrides };
  serverState = new WeakMap();
  return settings;
}

const currentSettings = () => settings ?? configureMail();

/** The site's origin for links in mail to readers (SITE_ORIGIN), e.g. AB-13's confirmation link. */
export const mailLinkOrigin = (): string => currentSettings().siteOrigin;

// One rate limiter per running API (each createContentApi has its own `limits`), on its clock.
let serverState = new WeakMap<RateLimits, RateLimiter>();
function mailLimiter(context: RouteContext): RateLimiter {
  let limiter = serverState.get(context.limits);
  if (!limiter) {
    limiter = createRateLimiter(currentSettings().rate, context.now);
    serverState.set(context.limits, limiter);
  }
  return limiter;
}

/**
 * Hands a mail already stored in the outbox to SMTP when SMTP_URL is set, and records what
 * happened; without SMTP it stays queued (AB-09's sign-in codes use this too). Never throws.
 */
export async function sendStoredMail(
  db: RouteContext['db'],
  id: number,
  message: Pick<MailMessage, 'to' | 'subject' | 'text'>,
  now: () => number,
): Promise<void> {
  const config = currentSettings();
  if (!config.smtpUrl) return;
  try {
    await sendMail(
      config.smtpUrl,
      { from: { name: publicationName, address: config.fromAddress }, replyTo: null, ...message },
      { timeoutMs: config.smtpTimeoutMs, now },
    );
    await markMail(db, id, { status: 'sent', at: formatIst(now()) });
  } catch (error) {
    await markMail(db, id, { status: 'failed', error: (error as Error).message }).catch(() => {});
  }
}

/** `GET /captcha/challenge`: a fresh proof-of-work challenge, never cached. */
export const getCaptchaChallenge: Handler = async (context) => {
  const { captchaSecret, maxnumber } = currentSettings();
  return freshJson(createChallenge({ secret: captchaSecret, nowMs: context.now(), maxnumber }));
};

/**
 * `POST /json/postmail.cms?recaptcha=1` (JSON or form-encoded): name, toaddress, replyto,
 * recaptchaValue, msid. Checked, captcha verified (once), stored in the outbox, sent when SMTP is
 * configured; `{"status":"success"}`. Any fault: 400 `{error:{param,message}}` and nothing stored.
 */
export const postMail: Handler = async (context) => {
  const request = checkMailRequest(await context.body(BODY_LIMITS.mail));
  if (request instanceof HttpError) throw request;
  const article = await findArticle(context.db, request.msid);
  if (!article) throw notFound('msid', `no article ${request.msid}`);
  const reader = await context.reader();
  const client = await context.client();
  await enforceRateLimit(mailLimiter(context), client, 'mail requests');
  const config = currentSettings();
  await verifyCaptcha(context, config, request.captcha);

  const section = await context.db
    .selectFrom('sections')
    .select('seopath')
    .where('id', '=', article.section_id)
    .executeTakeFirst();
  const link = `${config.siteOrigin}${storyPath(article.kind as StoryType, section?.seopath ?? 'news', article.slug, article.msid)}`;
  const mail = composeArticleMail({ title: article.title, synopsis: article.synopsis, link }, request.name);
  const { day, secondsLeft } = istDay(context.now());
  const cap = config.recipientsPerDay;
  // Counted and stored together: a refused request stores nothing (the charges of the senders
  // already counted are undone with it), a stored one is counted against each.
  const stored = await context.db
    .transaction()
    .execute(async (trx) => {
      await chargeAllRecipients(trx, {
        senders: mailSenders(reader?.id ?? null, context.anonymousReader, context.clientAddress),
        day,
        count: request.recipients.length,
        cap,
      });
      const id = await storeMail(trx, {
        msid: request.msid,
        senderName: request.name,
        replyTo: request.replyTo,
        recipients: request.recipients,
        subject: mail.subject,
        body: mail.text,
        readerId: reader?.id ?? null,
        client,
        createdAt: formatIst(context.now()),
      });
      return { ok: true, id } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof CapReached) return { ok: false, left: error.left } as const;
      throw error;
    });
  if (!stored.ok) {
    throw new HttpError(429, 'toaddress', recipientsPerDayText(cap, stored.left), {
      'retry-after': String(secondsLeft),
    });
  }
  const { id } = stored;
  if (config.smtpUrl) {
    const message: MailMessage = {
      from: { name: publicationName, address: config.fromAddress },
      replyTo: request.replyTo ? { name: mail.replyToName, address: request.replyTo } : null,
      to: request.recipients,
      subject: mail.subject,
      text: mail.text,
    };
    // Sent before answering, so the outbox says what happened; the request is stored either way.
    try {
      await sendMail(config.smtpUrl, message, { timeoutMs: config.smtpTimeoutMs, now: context.now });
      await markMail(context.db, id, { status: 'sent', at: formatIst(context.now()) });
    } catch (error) {
      await markMail(context.db, id, { status: 'failed', error: (error as Error).message });
    }
  }
  return freshJson({ status: 'success' });
};

async function verifyCaptcha(context: RouteContext, config: MailSettings, value: string): Promise<void> {
  const refuse = () => badRequest('recaptchaValue', mailMessages.captchaRequired);
  if (config.recaptchaSecret) {
    const answer = await config
      .fetch(recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: config.recaptchaSecret,
          response: value,
          remoteip: context.clientAddress,
        }).toString(),
        signal: AbortSignal.timeout(5000),
      })
      .then((response) => (response.ok ? (response.json() as Promise<{ success?: unknown }>) : null))
      .catch(() => null);
    if (answer?.success !== true) throw refuse();
    return;
  }
  const verdict = checkSolution(value, config.captchaSecret, context.now());
  if (!verdict.ok) throw refuse();
  if (!(await spendChallenge(context.db, verdict.challenge, verdict.expiresMs, context.now())))
    throw refuse();
}

const outboxQuery = z.object({
  pagenum: wholeNumber(1, 100_000).default(1),
  size: wholeNumber(1, 200).default(50),
});

/** `GET /moderation/outbox?pagenum=&size=`: mail requests, newest first; editors only. */
export const listMailOutbox: Handler = async (context) => {
  const reader = await requireReader(context);
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors can read the outbox.');
  const query = parseQuery(outboxQuery, context.query);
  const { rows, total } = await listOutbox(context.db, {
    offset: (query.pagenum - 1) * query.size,
    limit: query.size,
  });
  return freshJson({
    totalcount: total,
    mails: rows.map((row) => ({
      id: String(row.id),
      msid: String(row.msid),
      name: row.sender_name,
      replyto: row.reply_to,
      toaddress: row.recipients,
      subject: row.subject,
      status: row.status,
      error: row.error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
  });
};

export const mailRoutes: Route[] = [
  { method: 'GET', path: '/captcha/challenge', handler: getCaptchaChallenge },
  { method: 'POST', path: '/json/postmail.cms', handler: postMail },
  { method: 'GET', path: '/moderation/outbox', handler: listMailOutbox },
];
