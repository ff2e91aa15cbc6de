import { randomBytes } from 'node:crypto';
import { formatIst } from '../content/ist-time.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { planIdRule, requireReader, unknownPlan } from '../routes/auth.ts';
import {
  attachProviderCheckout,
  findReaderCheckout,
  insertPendingCheckout,
} from '../store/prime-checkouts.ts';
import { listPlans } from '../store/prime-plans.ts';

// PS-04: buying a paid plan. The site asks for a checkout with the reader's session and sends the
// reader to the provider's page; the reader is Prime only once the provider's signed confirmation
// arrives (confirmation-route.ts). Meanwhile the checkout is `pending`, which the site's return
// page shows as "waiting for confirmation".
//
// POST /prime/checkout      {plan, returnPath} → {checkoutId, url}
// GET  /prime/checkout/:id                     → {checkout: {id, plan, status, primeUntil}}

/** `ck_` and 16 random bytes, base64url. */
const checkoutIdRule = /^ck_[A-Za-z0-9_-]{22}$/;

/** A path on the site (one leading slash, no scheme, host or backslash), at most 512 characters. */
const returnPathRule = /^\/(?![/\\])[^\s\\]{0,511}$/;

/** `POST /prime/checkout` with `plan` (a paid plan of `GET /plans`) and `returnPath` on the site. */
export const createCheckout: Handler = async (context) => {
  const reader = await requireReader(context);
  // Each checkout is a stored row and a call to the provider: counted per reader (an account needs
  // a verified address, so it cannot be renewed at will as an address or a cookie can).
  await enforceRateLimit(context.limits.checkouts, `reader:${reader.id}`, 'checkouts');
  const fields = await context.body();
  const wanted = (fields.plan ?? '').trim();
  if (!planIdRule.test(wanted)) throw await unknownPlan(context);
  const plan = (await listPlans(context.db)).find((candidate) => candidate.id === wanted);
  if (!plan) throw await unknownPlan(context);
  if (plan.period === 'trial') {
    throw badRequest('plan', 'The free trial needs no payment: start it from the trial offer.');
  }
  const returnPath = fields.returnPath ?? '/';
  if (!returnPathRule.test(returnPath)) throw badRequest('returnPath', 'must be a path on the site');

  const nowMs = context.now();
  const untilMs = reader.prime_until === null ? Number.NaN : Date.parse(reader.prime_until);
  // A running paid plan is not bought twice; a running trial may become a paid plan (it runs on
  // from the trial's end).
  if (untilMs > nowMs && reader.prime_plan !== 'trial') {
    throw new HttpError(409, 'plan', `You are a Prime member until ${formatIst(untilMs).slice(0, 10)}.`);
  }

  const id = `ck_${randomBytes(16).toString('base64url')}`;
  const provider = context.payments;
  await insertPendingCheckout(context.db, {
    id,
    readerId: reader.id,
    planId: plan.id,
    amountRupees: Number(plan.price_rupees),
    provider: provider.name,
    nowMs,
  });
  const returnUrl = new URL(returnPath, context.publicUrl);
  returnUrl.searchParams.set('checkout', id);
  const hosted = await provider.createCheckout({
    reference: id,
    plan: { id: plan.id, name: plan.name, priceRupees: Number(plan.price_rupees) },
    reader: { id: reader.id, email: reader.email },
    returnUrl: returnUrl.toString(),
  });
  await attachProviderCheckout(context.db, id, hosted.checkoutId);
  return freshJson({ checkoutId: id, url: hosted.url });
};

/** `GET /prime/checkout/:id`: one of the signed-in reader's own checkouts. */
export const getCheckout: Handler = async (context) => {
  const reader = await requireReader(context);
  const id = context.params.id ?? '';
  const checkout = checkoutIdRule.test(id) ? await findReaderCheckout(context.db, id, reader.id) : undefined;
  if (!checkout) throw notFound('checkout', 'We have no payment of yours by that reference.');
  return freshJson({
    checkout: {
      id: checkout.id,
      plan: checkout.plan_id,
      status: checkout.status,
      primeUntil: checkout.prime_until,
    },
  });
};

export const checkoutRoutes: Route[] = [
  { method: 'POST', path: '/prime/checkout', handler: createCheckout },
  { method: 'GET', path: '/prime/checkout/:id', handler: getCheckout },
];
