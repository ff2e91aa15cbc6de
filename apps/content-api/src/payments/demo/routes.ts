import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { badRequest } from '../../http/http-error.ts';
import type { Handler, Reply, RouteContext } from '../../http/reply.ts';
import type { Route } from '../../http/router.ts';
import type { Database } from '../../store/schema.ts';
import { chargeCard, demoPayTexts, demoSecondStepCode } from './cards.ts';
import { type DeliverySettings, deliverConfirmation } from './delivery.ts';
import type { DemoPaymentEvent } from './demo-provider.ts';
import { cardPage, type FieldErrors, noSuchCheckoutPage, paidPage, secondStepPage } from './pages.ts';
import {
  askSecondStep,
  type DemoCheckoutRow,
  findDemoCheckout,
  markDemoPaid,
  noteDemoError,
} from './store.ts';

// PS-04: the demo provider's hosted checkout. Its pages live on the backend's address (another
// origin than the site's, as a provider's would) and need no session: the unguessable checkout
// id in the address is the payer's key, as on real hosted checkouts.
//
// GET  /pay/demo/checkout/:id              the card form (or the second step, or "paid")
// POST /pay/demo/checkout/:id              number, expiry, cvc, name → declined (words), second step, or paid
// POST /pay/demo/checkout/:id/second-step  code → paid, or the bank's refusal
// POST /pay/demo/checkout/:id/redeliver    sends a paid checkout's confirmation again (as a provider's dashboard does)
//
// Paid: the signed confirmation is POSTed to the merchant, then the payer is sent back (303).

const demoIdRule = /^cs_demo_[A-Za-z0-9_-]{22}$/;

export function demoPayRoutes(delivery: DeliverySettings): Route[] {
  const showPage: Handler = async (context) => {
    const checkout = await checkoutOf(context);
    if (!checkout) return html(404, noSuchCheckoutPage(), null);
    if (checkout.status === 'paid') return html(200, paidPage(checkout), checkout);
    if (checkout.status === 'second-step') {
      return html(200, secondStepPage(checkout, {}), checkout);
    }
    return html(200, cardPage(checkout, {}), checkout);
  };

  const payWithCard: Handler = async (context) => {
    const checkout = await checkoutOf(context);
    if (!checkout) return html(404, noSuchCheckoutPage(), null);
    if (checkout.status !== 'open') return seeOther(pagePath(checkout.id), checkout);
    const fields = await context.body();
    const charged = chargeCard(fields, context.now());
    const typed = fields.name === undefined ? {} : { name: fields.name.slice(0, 100) };
    switch (charged.outcome) {
      case 'invalid':
        return html(400, cardPage(checkout, { [charged.field]: charged.message }, typed), checkout);
      case 'declined':
        await noteDemoError(context.db, checkout.id, charged.message);
        return html(402, cardPage(checkout, { number: charged.message }, typed), checkout);
      case 'second-step':
        await askSecondStep(context.db, checkout.id);
        return seeOther(pagePath(checkout.id), checkout);
      case 'paid':
        return pay(context.db, checkout, 'open');
    }
  };

  const confirmSecondStep: Handler = async (context) => {
    const checkout = await checkoutOf(context);
    if (!checkout) return html(404, noSuchCheckoutPage(), null);
    if (checkout.status !== 'second-step') return seeOther(pagePath(checkout.id), checkout);
    const fields = await context.body();
    if ((fields.code ?? '').trim() !== demoSecondStepCode) {
      const errors: FieldErrors = { code: demoPayTexts.wrongCode };
      return html(400, secondStepPage(checkout, errors), checkout);
    }
    return pay(context.db, checkout, 'second-step');
  };

  const redeliver: Handler = async (context) => {
    const checkout = await checkoutOf(context);
    if (checkout?.status !== 'paid' || checkout.event_body === null) {
      throw badRequest('checkout', 'only a paid checkout has a confirmation to send again');
    }
    const delivered = await deliverConfirmation(delivery, checkout.event_body);
    return {
      kind: 'json',
      status: 200,
      body: { delivered },
      headers: { 'cache-control': 'no-store' },
    };
  };

  /** Paid once (a double click finds it paid already), confirmed to the merchant, payer sent back. */
  async function pay(db: Kysely<Database>, checkout: DemoCheckoutRow, from: 'open' | 'second-step') {
    const event: DemoPaymentEvent = {
      id: `evt_${randomBytes(16).toString('base64url')}`,
      type: 'checkout.paid',
      created: Math.floor(delivery.now() / 1000),
      data: {
        checkoutId: checkout.id,
        reference: checkout.reference,
        amountRupees: Number(checkout.amount_rupees),
        currency: 'INR',
      },
    };
    const body = JSON.stringify(event);
    if (await markDemoPaid(db, checkout.id, from, body)) await deliverConfirmation(delivery, body);
    return seeOther(checkout.return_url, checkout);
  }

  return [
    { method: 'GET', path: '/pay/demo/checkout/:id', handler: showPage, sessionless: true },
    { method: 'POST', path: '/pay/demo/checkout/:id', handler: payWithCard, sessionless: true },
    {
      method: 'POST',
      path: '/pay/demo/checkout/:id/second-step',
      handler: confirmSecondStep,
      sessionless: true,
    },
    { method: 'POST', path: '/pay/demo/checkout/:id/redeliver', handler: redeliver, sessionless: true },
  ];
}

async function checkoutOf(context: RouteContext): Promise<DemoCheckoutRow | undefined> {
  const id = context.params.id ?? '';
  return demoIdRule.test(id) ? findDemoCheckout(context.db, id) : undefined;
}

const pagePath = (id: string) => `/pay/demo/checkout/${encodeURIComponent(id)}`;

/**
 * The provider's pages: never cached, never framed (a framed card form is how card details are
 * phished), no scripts, and forms that post only to the provider or, after paying, lead to the
 * merchant's return address.
 */
function pageHeaders(checkout: DemoCheckoutRow | null): Record<string, string> {
  const returnOrigin = checkout ? ` ${new URL(checkout.return_url).origin}` : '';
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

function html(status: number, text: string, checkout: DemoCheckoutRow | null): Reply {
  return { kind: 'bytes', status, body: Buffer.from(text), headers: pageHeaders(checkout) };
}

function seeOther(location: string, checkout: DemoCheckoutRow): Reply {
  return { kind: 'bytes', status: 303, body: null, headers: { ...pageHeaders(checkout), location } };
}
