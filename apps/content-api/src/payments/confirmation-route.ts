import { HttpError } from '../http/http-error.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { confirmPayment } from '../store/prime-checkouts.ts';

// PS-04: `POST /pay/confirmations`, where the payment provider tells us a payment went through.
// Nothing here trusts the caller: the signature over the raw body (with its timestamp) is checked
// first, then the checkout it names must be one we made, for the same amount. Each event is acted
// on once (its id under a unique key, in the transaction that makes the reader Prime), so the
// provider may deliver it as often as it likes. Answers are for the provider's delivery log:
// 2xx means "received, do not send again".

/** A confirmation is a few hundred bytes; anything much larger is not one. */
const maxConfirmationBytes = 16 * 1024;

export const receiveConfirmation: Handler = async (context) => {
  const provider = context.payments;
  const raw = await context.rawBody(maxConfirmationBytes);
  const nowMs = context.now();
  const checked = provider.verifyConfirmation(raw, context.headers[provider.signatureHeader], nowMs);
  if (!checked.ok) throw new HttpError(400, 'signature', `Confirmation refused: ${checked.reason}.`);
  const outcome = await confirmPayment(context.db, {
    provider: provider.name,
    confirmation: checked.confirmation,
    nowMs,
  });
  switch (outcome.outcome) {
    case 'unknown-checkout':
      throw new HttpError(404, 'checkout', 'Confirmation refused: no checkout of ours has that id.');
    case 'amount-mismatch':
      throw new HttpError(400, 'amount', 'Confirmation refused: the amount is not the checkout’s.');
    case 'duplicate':
    case 'already-paid':
      return freshJson({ received: true, applied: false });
    case 'activated':
      return freshJson({ received: true, applied: true });
  }
};

export const confirmationRoutes: Route[] = [
  { method: 'POST', path: '/pay/confirmations', handler: receiveConfirmation, sessionless: true },
];
