import { BODY_LIMITS, passwordMaxLength } from '@newsroom/rules/body-limits';
import { verifyPassword } from '../auth/passwords.ts';
import {
  clearedSessionCookie,
  hashSessionToken,
  newSessionToken,
  sessionCookie,
  sessionLifetimeMs,
} from '../auth/session-token.ts';
import { admitSignInAttempt, checkPasswordWithinLimits } from '../auth/sign-in-limits.ts';
import { formatIst } from '../content/ist-time.ts';
import { toSessionUser } from '../content/session-user.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import { listPlans, subscribeReader } from '../store/prime-plans.ts';
import {
  deleteSession,
  findReaderByEmail,
  findReaderById,
  type ReaderRow,
  storeSession,
} from '../store/readers.ts';

// Demo sign-in: e-mail and password against seeded accounts, a session token in the body
// and in an HttpOnly cookie, and a subscription call that makes a reader Prime for real (AR-16,
// AB-09: any of the stored plans).

/** Longer passwords are refused unread (the sign-in body's limit is derived from this one). */
const maxPasswordLength = passwordMaxLength;

/** `POST /auth/login` with `email` and `password` (form-encoded or JSON). */
export const login: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.signIn);
  // The limits (per address, per account and address, per account) are auth/sign-in-limits.ts.
  await admitSignInAttempt(context.limits, context.clientAddress);
  const email = (fields.email ?? '').trim().toLowerCase();
  const password = fields.password ?? '';
  if (email === '') throw badRequest('email', 'Please enter your email');
  if (password === '') throw badRequest('password', 'Please enter your password');
  const reader = await checkPasswordWithinLimits(
    context.limits,
    { email, clientAddress: context.clientAddress },
    async () => {
      const found =
        password.length <= maxPasswordLength ? await findReaderByEmail(context.db, email) : undefined;
      const matches = await verifyPassword(
        password.slice(0, maxPasswordLength),
        found?.password_hash ?? null,
      );
      return matches ? found : undefined;
    },
  );
  if (!reader) throw new HttpError(401, 'password', 'Wrong e-mail or password.');

  const session = await openSession(context, reader);
  return freshJson(
    { user: toSessionUser(reader, session.nowMs), session: session.token, expiresAt: session.expiresAt },
    { 'set-cookie': sessionCookie(session.token, context.secureCookies) },
  );
};

/**
 * A new session for a reader who has proved who they are (a password, or AB-09's one-time code):
 * the token is answered once and only its hash is stored.
 */
export async function openSession(
  context: RouteContext,
  reader: ReaderRow,
): Promise<{ token: string; nowMs: number; expiresAt: string }> {
  const token = newSessionToken();
  const nowMs = context.now();
  const expiresMs = nowMs + sessionLifetimeMs;
  await storeSession(context.db, {
    tokenHash: hashSessionToken(token),
    readerId: reader.id,
    nowMs,
    expiresMs,
  });
  return { token, nowMs, expiresAt: formatIst(expiresMs) };
}

/** `POST /auth/logout`: ends the presented session (if any) and clears the cookie. */
export const logout: Handler = async (context) => {
  if (context.sessionTokenHash !== null) await deleteSession(context.db, context.sessionTokenHash);
  return freshJson({ signedOut: true }, { 'set-cookie': clearedSessionCookie(context.secureCookies) });
};

/** `GET /auth/session`: the signed-in reader, or 401. */
export const getSession: Handler = async (context) => {
  const reader = await requireReader(context);
  return freshJson({ user: toSessionUser(reader, context.now()) });
};

/** Plan ids are short lower-case words; anything else is refused before the store is asked. */
const planIdRule = /^[a-z]{1,32}$/;

/**
 * `POST /auth/subscribe` with an optional `plan` (form or JSON; a plan id of `GET /plans`).
 * Without one, a trial-eligible reader starts the 14-day trial and anyone else the annual plan.
 * A reader who is Prime keeps the plan (`started: false`), save that a trial may become a paid
 * plan; an expired reader renews from now. The rules live in store/prime-plans.ts.
 */
export const subscribe: Handler = async (context) => {
  const reader = await requireReader(context);
  const fields = await context.body(BODY_LIMITS.ids);
  const wanted = fields.plan === undefined ? null : fields.plan.trim();
  if (wanted !== null && !planIdRule.test(wanted)) throw await unknownPlan(context);
  const nowMs = context.now();
  const outcome = await subscribeReader(context.db, { readerId: reader.id, planId: wanted, nowMs });
  if (outcome.outcome === 'no-plan') throw await unknownPlan(context);
  if (outcome.outcome === 'trial-used') {
    throw new HttpError(
      409,
      'plan',
      'The free trial is for readers who have not had one; please choose a plan.',
    );
  }
  const updated = await findReaderById(context.db, reader.id);
  if (!updated) throw new Error(`reader ${reader.id} vanished while subscribing`);
  return freshJson({
    user: toSessionUser(updated, nowMs),
    subscription: {
      plan: outcome.plan,
      until: formatIst(outcome.untilMs),
      started: outcome.outcome === 'started',
    },
  });
};

async function unknownPlan(context: RouteContext): Promise<HttpError> {
  const plans = await listPlans(context.db);
  return badRequest('plan', `must be one of ${plans.map((plan) => plan.id).join(', ')}`);
}

export async function requireReader(context: RouteContext): Promise<ReaderRow> {
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in.');
  return reader;
}
