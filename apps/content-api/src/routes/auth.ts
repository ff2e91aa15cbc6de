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
import { listPlans, startTrial } from '../store/prime-plans.ts';
import {
  deleteSession,
  findReaderByEmail,
  findReaderById,
  type ReaderRow,
  storeSession,
} from '../store/readers.ts';

// Demo sign-in: e-mail and password against seeded accounts, a session token in the body
// and in an HttpOnly cookie, and the free trial (AR-16, AB-09). Paid plans: payments/ (PS-04).

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
export const planIdRule = /^[a-z]{1,32}$/;

/**
 * `POST /auth/subscribe` with an optional `plan` (form or JSON; a plan id of `GET /plans`):
 * starts the free trial, the only plan that needs no payment. Without a plan it means the
 * trial too. A reader who is Prime keeps what they have (`started: false`). A paid plan is a 402
 * naming `plan`: it starts only once the payment provider confirms a payment (PS-04,
 * `POST /prime/checkout`). The trial's rules live in store/prime-plans.ts.
 */
export const subscribe: Handler = async (context) => {
  const reader = await requireReader(context);
  const fields = await context.body(BODY_LIMITS.ids);
  const wanted = fields.plan === undefined ? null : fields.plan.trim();
  if (wanted !== null && !planIdRule.test(wanted)) throw await unknownPlan(context);
  if (wanted !== null) {
    const plan = (await listPlans(context.db)).find((candidate) => candidate.id === wanted);
    if (!plan) throw await unknownPlan(context);
    if (plan.period !== 'trial') {
      throw new HttpError(
        402,
        'plan',
        'A paid plan starts once your payment is confirmed: choose it on the plans page to pay.',
      );
    }
  }
  const nowMs = context.now();
  const outcome = await startTrial(context.db, { readerId: reader.id, nowMs });
  if (outcome.outcome === 'trial-used') throw trialUsed();
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

export function trialUsed(): HttpError {
  return new HttpError(
    409,
    'plan',
    'The free trial is for readers who have not had one; please choose a plan.',
  );
}

export async function unknownPlan(context: RouteContext): Promise<HttpError> {
  const plans = await listPlans(context.db);
  return badRequest('plan', `must be one of ${plans.map((plan) => plan.id).join(', ')}`);
}

export async function requireReader(context: RouteContext): Promise<ReaderRow> {
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in.');
  return reader;
}
