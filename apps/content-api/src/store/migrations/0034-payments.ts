import type { Kysely } from 'kysely';

// PS-04 Prime only from a confirmed payment, and X-01 one trial per person:
// - prime_checkouts: a reader's purchase of a plan, pending until the provider confirms it;
// - payment_events: every confirmation the provider sent, by its event id (the unique key that
//   makes a repeated delivery change nothing);
// - trial_claims: one row per person who has had the free trial, keyed by their mailbox;
// - demo_pay_checkouts: the demo payment provider's own record of the checkouts it hosts (a
//   real provider keeps these on its side).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prime_checkouts')
    /** `ck_` and 16 random bytes, base64url: the reference the provider echoes back. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reader_id', 'integer', (col) => col.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    /** The price when the checkout was made; the confirmation must name the same amount. */
    .addColumn('amount_rupees', 'integer', (col) => col.notNull())
    /** `demo`, or the name of the real provider. */
    .addColumn('provider', 'text', (col) => col.notNull())
    /** The provider's id for this checkout; null until the provider answered. */
    .addColumn('provider_checkout_id', 'text', (col) => col.unique())
    /** `pending` until a confirmation arrives, then `paid`. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** Epoch ms. */
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    /** The reader is Prime until this (IST text, as readers.prime_until) once paid. */
    .addColumn('prime_until', 'text')
    .execute();
  await db.schema
    .createIndex('prime_checkouts_reader')
    .on('prime_checkouts')
    .columns(['reader_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    /** `{provider}:{event id}`: the primary key refuses a second delivery of the same event. */
    .addColumn('event_key', 'text', (col) => col.primaryKey())
    .addColumn('checkout_id', 'text', (col) => col.notNull().references('prime_checkouts.id'))
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('trial_claims')
    /** `email:{mailbox}` or `mobile:{E.164}` (@newsroom/rules/trial-identity). */
    .addColumn('identity', 'text', (col) => col.primaryKey())
    .addColumn('reader_id', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addColumn('claimed_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('demo_pay_checkouts')
    /** `cs_demo_` and 16 random bytes, base64url: the page's address, so unguessable. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** The merchant's reference (prime_checkouts.id), echoed in the confirmation. */
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount_rupees', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    /** Where the reader goes once paid (the merchant's, checked when the checkout was made). */
    .addColumn('return_url', 'text', (col) => col.notNull())
    /** `open`, `second-step` (the card asked for a code) or `paid`. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** The provider's last words to the payer (a decline), shown on its page. */
    .addColumn('last_error', 'text')
    /** The confirmation's body as first sent, kept so it can be delivered again (signed anew each time). */
    .addColumn('event_body', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_pay_checkouts').execute();
  await db.schema.dropTable('trial_claims').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('prime_checkouts').execute();
}
