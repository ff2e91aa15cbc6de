import type { Kysely, Selectable } from 'kysely';
import type { Database, DemoPayCheckoutTable } from '../../store/schema.ts';

// PS-04: the demo provider's own records (a real provider keeps these on its side).

export type DemoCheckoutRow = Selectable<DemoPayCheckoutTable>;

export async function insertDemoCheckout(
  db: Kysely<Database>,
  row: Omit<DemoCheckoutRow, 'status' | 'last_error' | 'event_body'>,
): Promise<void> {
  await db
    .insertInto('demo_pay_checkouts')
    .values({ ...row, status: 'open', last_error: null, event_body: null })
    .execute();
}

export async function findDemoCheckout(
  db: Kysely<Database>,
  id: string,
): Promise<DemoCheckoutRow | undefined> {
  return db.selectFrom('demo_pay_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A decline or a wrong code: said on the page; the checkout stays payable. */
export async function noteDemoError(db: Kysely<Database>, id: string, message: string): Promise<void> {
  await db
    .updateTable('demo_pay_checkouts')
    .set({ last_error: message })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .execute();
}

export async function askSecondStep(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('demo_pay_checkouts')
    .set({ status: 'second-step', last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/**
 * Marks the checkout paid with the confirmation that says so, only from the state the payer was
 * in: a second submission of the same form (a double click) pays once. True when this call did.
 */
export async function markDemoPaid(
  db: Kysely<Database>,
  id: string,
  from: 'open' | 'second-step',
  eventBody: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('demo_pay_checkouts')
    .set({ status: 'paid', last_error: null, event_body: eventBody })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
