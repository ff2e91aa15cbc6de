import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../store/schema.ts';
import type { ConfirmationCheck, PaymentProvider } from '../provider.ts';
import { checkSignature } from '../signature.ts';
import { insertDemoCheckout } from './store.ts';

// PS-04: the demo payment provider, inside the project so the demo runs without the internet or
// an account. It behaves as a hosted checkout does: its own page on its own address (the
// backend's, not the site's), its own records, and a confirmation signed with the shared secret.

export const demoProviderName = 'demo';
export const demoSignatureHeader = 'ledger-pay-signature';

/** What the demo provider POSTs to the confirmation endpoint when a checkout is paid. */
export const DemoPaymentEvent = z
  .object({
    id: z.string().regex(/^evt_[A-Za-z0-9_-]{16,64}$/),
    type: z.literal('checkout.paid'),
    /** Unix seconds. */
    created: z.number().int().positive(),
    data: z
      .object({
        checkoutId: z.string().regex(/^cs_demo_[A-Za-z0-9_-]{16,64}$/),
        reference: z.string().min(1).max(64),
        amountRupees: z.number().int().nonnegative(),
        currency: z.literal('INR'),
      })
      .strict(),
  })
  .strict();
export type DemoPaymentEvent = z.infer<typeof DemoPaymentEvent>;

export interface DemoProviderSettings {
  db: Kysely<Database>;
  /** The secret confirmations are signed with (PAYMENT_WEBHOOK_SECRET). */
  secret: string;
  /** The origin readers reach the demo provider's pages at (PAYMENT_DEMO_URL, else this backend). */
  pageOrigin: () => string;
  now: () => number;
}

export function createDemoProvider(settings: DemoProviderSettings): PaymentProvider {
  return {
    name: demoProviderName,
    signatureHeader: demoSignatureHeader,
    async createCheckout(request) {
      const checkoutId = `cs_demo_${randomBytes(16).toString('base64url')}`;
      await insertDemoCheckout(settings.db, {
        id: checkoutId,
        reference: request.reference,
        amount_rupees: request.plan.priceRupees,
        description: request.plan.name,
        customer_email: request.reader.email,
        return_url: request.returnUrl,
        created_at: settings.now(),
      });
      return { checkoutId, url: `${settings.pageOrigin()}/pay/demo/checkout/${checkoutId}` };
    },
    verifyConfirmation(rawBody, signatureHeader, nowMs): ConfirmationCheck {
      const signed = checkSignature(settings.secret, rawBody, signatureHeader, nowMs);
      if (!signed.ok) return signed;
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'the body is not JSON' };
      }
      const event = DemoPaymentEvent.safeParse(json);
      if (!event.success) return { ok: false, reason: 'the body is not a checkout.paid event' };
      return {
        ok: true,
        confirmation: {
          eventId: event.data.id,
          checkoutId: event.data.data.checkoutId,
          reference: event.data.data.reference,
          amountRupees: event.data.data.amountRupees,
        },
      };
    },
  };
}
