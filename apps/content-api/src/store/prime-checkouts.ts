import type { Kysely, Selectable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { PaymentConfirmation } from '../payments/provider.ts';
import type { Database, PrimeCheckoutTable } from './schema.ts';

// PS-04: a paid plan is bought through a checkout, pending until the provider confirms the
// payment; only that confirmation makes the reader Prime, and each confirmation counts once.

export type PrimeCheckoutRow = Selectable<PrimeCheckoutTable>;

const dayMs = 24 * 60 * 60_000;

export async function insertPendingCheckout(
  db: Kysely<Database>,
  checkout: {
    id: string;
    readerId: number;
    planId: string;
    amountRupees: number;
    provider: string;
    nowMs: number;
  },
): Promise<void> {
  await db
    .insertInto('prime_checkouts')
    .values({
      id: checkout.id,
      reader_id: checkout.readerId,
      plan_id: checkout.planId,
      amount_rupees: checkout.amountRupees,
      provider: checkout.provider,
      provider_checkout_id: null,
      status: 'pending',
      created_at: checkout.nowMs,
      paid_at: null,
      prime_until: null,
    })
    .execute();
}

export async function attachProviderCheckout(
  db: Kysely<Database>,
  id: string,
  providerCheckoutId: string,
): Promise<void> {
  await db
    .updateTable('prime_checkouts')
    .set({ provider_checkout_id: providerCheckoutId })
    .where('id', '=', id)
    .execute();
}

/** The reader's own checkout; another reader's is as unknown as one that never was. */
export async function findReaderCheckout(
  db: Kysely<Database>,
  id: string,
  readerId: number,
): Promise<PrimeCheckoutRow | undefined> {
  return db
    .selectFrom('prime_checkouts')
    .selectAll()
    .where('id', '=', id)
    .where('reader_id', '=', readerId)
    .executeTakeFirst();
}

export type ConfirmOutcome =
  | { outcome: 'activated'; readerId: number; plan: string; untilMs: number }
  /** This event was acted on before: nothing changes. */
  | { outcome: 'duplicate' }
  /** Another event already paid this checkout (a provider sending two for one payment). */
  | { outcome: 'already-paid' }
  | { outcome: 'unknown-checkout' }
  | { outcome: 'amount-mismatch' };

/** Thrown inside the transaction so nothing of a refused confirmation is kept. */
class Refused extends Error {
  readonly outcome: 'unknown-checkout' | 'amount-mismatch';
  constructor(outcome: 'unknown-checkout' | 'amount-mismatch') {
    super(outcome);
    this.outcome = outcome;
  }
}

/**
 * Acts on a verified confirmation, in one transaction: the event id is stored under its unique
 * key (a second delivery finds it taken and changes nothing; two at once, the database lets one
 * through and the other finds it taken), the checkout turns paid, and the reader is Prime for
 * the plan's days, from now or from the end of the time they already have (a trial runs out
 * first). A confirmation for a checkout we never made, or for another amount, stores nothing.
 */
export async function confirmPayment(
  db: Kysely<Database>,
  request: { provider: string; confirmation: PaymentConfirmation; nowMs: number },
): Promise<ConfirmOutcome> {
  const { confirmation, nowMs } = request;
  try {
    return await db.transaction().execute(async (trx) => {
      const checkout = await trx
        .selectFrom('prime_checkouts')
        .selectAll()
        .where('id', '=', confirmation.reference)
        .where('provider', '=', request.provider)
        .where('provider_checkout_id', '=', confirmation.checkoutId)
        .executeTakeFirst();
      if (!checkout) throw new Refused('unknown-checkout');
      if (Number(checkout.amount_rupees) !== confirmation.amountRupees) throw new Refused('amount-mismatch');

      const recorded = await trx
        .insertInto('payment_events')
        .values({
          event_key: `${request.provider}:${confirmation.eventId}`,
          checkout_id: checkout.id,
          received_at: nowMs,
        })
        .onConflict((conflict) => conflict.column('event_key').doNothing())
        .returning('event_key')
        .executeTakeFirst();
      if (!recorded) return { outcome: 'duplicate' } as const;

      const paid = await trx
        .updateTable('prime_checkouts')
        .set({ status: 'paid', paid_at: nowMs })
        .where('id', '=', checkout.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(paid.numUpdatedRows) !== 1) return { outcome: 'already-paid' } as const;

      const plan = await trx
        .selectFrom('prime_plans')
        .select(['id', 'duration_days'])
        .where('id', '=', checkout.plan_id)
        .executeTakeFirstOrThrow();
      const reader = await trx
        .selectFrom('readers')
        .select(['prime_until'])
        .where('id', '=', checkout.reader_id)
        .executeTakeFirstOrThrow();
      // From the end of time already paid for (a trial's too); a lapsed or unreadable one counts as none.
      const currentUntilMs = reader.prime_until === null ? 0 : Date.parse(reader.prime_until) || 0;
      const startMs = Math.max(currentUntilMs, nowMs);
      const untilMs = startMs + Number(plan.duration_days) * dayMs;
      const until = formatIst(untilMs);
      await trx
        .updateTable('readers')
        .set({ prime_plan: plan.id, prime_until: until, trial_eligible: 0, first_time_eligible: 0 })
        .where('id', '=', checkout.reader_id)
        .execute();
      await trx
        .updateTable('prime_checkouts')
        .set({ prime_until: until })
        .where('id', '=', checkout.id)
        .execute();
      return { outcome: 'activated', readerId: checkout.reader_id, plan: plan.id, untilMs } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { outcome: error.outcome };
    throw error;
  }
}
