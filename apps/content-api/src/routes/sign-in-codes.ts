import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import {
  checkAddress,
  checkCode,
  isCodeChannel,
  maskAddress,
  oneTimeCodeRules,
  oneTimeCodeTexts,
  tooManyClientSendsText,
  tooManySendsText,
  wrongCodeText,
} from '@newsroom/rules/one-time-code';
import { sessionCookie } from '../auth/session-token.ts';
import { signInAddressKey } from '../auth/sign-in-limits.ts';
import { formatIst } from '../content/ist-time.ts';
import { toSessionUser } from '../content/session-user.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { publicationName } from '../mail/message.ts';
import { sendStoredMail } from '../mail/routes.ts';
import { startTrial } from '../store/prime-plans.ts';
import { findReaderById } from '../store/readers.ts';
import {
  type CodeDelivery,
  checkSignInCode,
  createSignInCode,
  findOrCreateCodeReader,
  isStaffAddress,
} from '../store/sign-in-codes.ts';
import { openSession } from './auth.ts';

// AB-09 "Trial-eligible readers get Google or mobile-number sign-in buttons", as a demo that runs
// without the internet: the reader proves an e-mail address (standing in for Google) or an
// Indian mobile number with a one-time code, is signed in (a new reader is made, trial-eligible)
// and may start the free trial in the same step. The rules are @newsroom/rules/one-time-code.
//
// POST /auth/code         {channel, address}               → {challengeId, channel, sentTo, expiresAt, resendAfterSeconds, devCode?}
// POST /auth/code/verify  {challengeId, code, startTrial?} → {user, session, expiresAt, trial}
//
// Limits (Hardening, issue 26.4): codes sent per recipient and asking client (an IPv4 address, an
// IPv6 /64) 5 an hour, and per client 20 an hour to all recipients (both in the store, charged
// with the code); per client RATE_LIMIT_CODE_REQUESTS and RATE_LIMIT_CODE_CHECKS (as the sign-in
// limits); per code 5 tries and 10 minutes. No count is kept per recipient alone: the code is how
// an owner gets past a paused password sign-in, so nobody else may be able to use it up.

/** 16 random bytes, base64url: what POST /auth/code answers as `challengeId`. */
const challengeIdRule = /^[A-Za-z0-9_-]{22}$/;

const codeHashOf = (challengeId: string, code: string) =>
  createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

function newCode(): string {
  return String(randomInt(0, 10 ** oneTimeCodeRules.codeLength)).padStart(oneTimeCodeRules.codeLength, '0');
}

const minutes = Math.round(oneTimeCodeRules.expiresInMs / 60_000);

function deliveryOf(channel: 'email' | 'mobile', address: string, code: string): CodeDelivery {
  if (channel === 'mobile') {
    return {
      channel,
      to: address,
      text: `${code} is your ${publicationName} sign-in code. It works for ${minutes} minutes. Do not share it with anyone.`,
    };
  }
  return {
    channel,
    to: address,
    subject: `Your ${publicationName} sign-in code`,
    text: [
      `Your sign-in code is ${code}.`,
      '',
      `It works for ${minutes} minutes. If you did not ask for it, you can ignore this mail: nobody can sign in without the code.`,
    ].join('\n'),
  };
}

/** `POST /auth/code` with `channel` (`email` or `mobile`) and `address` (form or JSON). */
export const requestCode: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.code);
  const asker = signInAddressKey(context.clientAddress);
  // Counted before anything is checked: a flood of junk from one address is stopped too.
  await enforceRateLimit(context.limits.codeRequests, asker, 'code requests');
  const channel = fields.channel?.trim();
  if (!isCodeChannel(channel)) throw badRequest('channel', oneTimeCodeTexts.channel.required);
  const checked = checkAddress(channel, fields.address ?? '');
  if (!checked.ok) throw badRequest(checked.field, checked.message);
  const { address } = checked;

  const challengeId = randomBytes(16).toString('base64url');
  const code = newCode();
  const nowMs = context.now();
  const expiresMs = nowMs + oneTimeCodeRules.expiresInMs;
  const client = `ip:${context.clientAddress}`;
  const created = await createSignInCode(context.db, {
    id: challengeId,
    channel,
    address,
    codeHash: codeHashOf(challengeId, code),
    client,
    nowMs,
    expiresMs,
    sendLimits: [
      { key: `to:${address}|from:${asker}`, cap: oneTimeCodeRules.sendsToAddressPerClientPerHour },
      { key: `from:${asker}`, cap: oneTimeCodeRules.sendsPerClientPerHour },
    ],
    windowMs: oneTimeCodeRules.sendWindowMs,
    delivery: deliveryOf(channel, address, code),
  });
  if (created.outcome === 'too-many') {
    const seconds = Math.ceil(created.retryAfterMs / 1000);
    const text = created.limit.startsWith('to:')
      ? tooManySendsText(seconds)
      : tooManyClientSendsText(seconds);
    throw new HttpError(429, 'address', text, { 'retry-after': String(seconds) });
  }
  if (created.mailId !== null) {
    const { subject, text } = deliveryOf('email', address, code) as Extract<
      CodeDelivery,
      { channel: 'email' }
    >;
    await sendStoredMail(context.db, created.mailId, { to: [address], subject, text }, context.now);
  }
  return freshJson({
    challengeId,
    channel,
    sentTo: maskAddress(channel, address),
    expiresAt: formatIst(expiresMs),
    resendAfterSeconds: Math.round(oneTimeCodeRules.resendAfterMs / 1000),
    // Never a staff account's code, even in the demo: it would sign anyone in as an editor.
    ...(context.showOneTimeCodes && !(await isStaffAddress(context.db, channel, address))
      ? { devCode: code }
      : {}),
  });
};

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw badRequest(name, 'must be true or false');
}

/** `POST /auth/code/verify` with `challengeId`, `code` and optional `startTrial` (form or JSON). */
export const verifyCode: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.code);
  await enforceRateLimit(context.limits.codeChecks, signInAddressKey(context.clientAddress), 'code tries');
  const challengeId = fields.challengeId ?? '';
  if (!challengeIdRule.test(challengeId)) {
    throw badRequest('challengeId', 'must be the challengeId POST /auth/code answered');
  }
  const typed = checkCode(fields.code);
  if (!typed.ok) throw badRequest('code', typed.message);
  const wantsTrial = flag('startTrial', fields.startTrial);

  const expected = Buffer.from(codeHashOf(challengeId, typed.code), 'hex');
  const outcome = await checkSignInCode(context.db, {
    id: challengeId,
    nowMs: context.now(),
    maxAttempts: oneTimeCodeRules.attemptsPerCode,
    matches: (stored) => {
      const actual = Buffer.from(stored, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  });
  switch (outcome.outcome) {
    case 'wrong':
      throw badRequest('code', wrongCodeText(outcome.attemptsLeft));
    case 'too-many-attempts':
      throw badRequest('code', oneTimeCodeTexts.code.tooManyAttempts);
    case 'expired':
      throw badRequest('code', oneTimeCodeTexts.code.expired);
    case 'used':
      throw badRequest('code', oneTimeCodeTexts.code.used);
    case 'replaced':
      throw badRequest('code', oneTimeCodeTexts.code.replaced);
    case 'unknown':
      throw badRequest('code', oneTimeCodeTexts.code.unknown);
    case 'signed-in':
      break;
  }

  const nowMs = context.now();
  let { reader } = await findOrCreateCodeReader(context.db, {
    channel: outcome.channel,
    address: outcome.address,
    nowMs,
  });
  let trial: { started: boolean; until: string | null } | null = null;
  if (wantsTrial) {
    // The trial exactly as POST /auth/subscribe with plan `trial` starts it (store/prime-plans.ts).
    if (toSessionUser(reader, nowMs).trialEligible) {
      const subscribed = await startTrial(context.db, { readerId: reader.id, nowMs });
      trial =
        subscribed.outcome === 'started'
          ? { started: true, until: formatIst(subscribed.untilMs) }
          : { started: false, until: null };
      if (subscribed.outcome === 'started') {
        const updated = await findReaderById(context.db, reader.id);
        if (!updated) throw new Error(`reader ${reader.id} vanished while starting the trial`);
        reader = updated;
      }
    } else {
      trial = { started: false, until: null };
    }
  }
  const session = await openSession(context, reader);
  return freshJson(
    {
      user: toSessionUser(reader, session.nowMs),
      session: session.token,
      expiresAt: session.expiresAt,
      trial,
    },
    { 'set-cookie': sessionCookie(session.token, context.secureCookies) },
  );
};

export const signInCodeRoutes: Route[] = [
  { method: 'POST', path: '/auth/code', handler: requestCode },
  { method: 'POST', path: '/auth/code/verify', handler: verifyCode },
];
