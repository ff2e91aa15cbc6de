// PS-04: what a payment provider does for the Prime checkout, so a real one (Razorpay, Stripe,
// PayU…) plugs in beside the demo provider without the rest of the backend changing. The
// contract is written out in docs/content-api.md, "Payments (PS-04)".

export interface CheckoutRequest {
  /** Our checkout id (prime_checkouts.id); the provider echoes it back in its confirmation. */
  reference: string;
  plan: { id: string; name: string; priceRupees: number };
  reader: { id: number; email: string };
  /** Where the provider sends the reader once they are done (an address on the site's origin). */
  returnUrl: string;
}

export interface HostedCheckout {
  /** The provider's id for the checkout; its confirmation names it. */
  checkoutId: string;
  /** The provider's own payment page, where the reader is sent. */
  url: string;
}

/** A payment the provider says it took, from a confirmation whose signature was checked. */
export interface PaymentConfirmation {
  /** The provider's event id: one event is acted on once, however often it is delivered. */
  eventId: string;
  checkoutId: string;
  reference: string;
  amountRupees: number;
}

export type ConfirmationCheck =
  | { ok: true; confirmation: PaymentConfirmation }
  /** Why it was refused, in words for the provider's delivery log. */
  | { ok: false; reason: string };

export interface PaymentProvider {
  /** Stored with each checkout and prefixed to event ids (`demo`, `razorpay`, …). */
  readonly name: string;
  /** The request header the provider's signature comes in (lower case). */
  readonly signatureHeader: string;
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /**
   * The confirmation the provider POSTed, checked against its signature over the raw bytes (never
   * a re-serialised body: any change to a byte must fail) and the current time.
   */
  verifyConfirmation(
    rawBody: Buffer,
    signatureHeader: string | string[] | undefined,
    nowMs: number,
  ): ConfirmationCheck;
}
