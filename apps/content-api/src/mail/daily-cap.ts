import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

// Hardening #16: at most so many recipients per sender per day, counted in the store (a restart
// does not reset it). The day is India's (the publisher's): it turns at midnight IST, which is
// what "try again tomorrow" means to its readers.

/**
 * Whom the cap counts against: the signed-in account; for anyone else, both the anonymous reader
 * id the site issued (believed only from the site, see RouteContext.anonymousReader) and the
 * address (Hardening, issue 26.3): an id is renewed by dropping the cookie and loading a page, an
 * address is not, so an anonymous sender is stopped by whichever of the two is full first.
 */
export function mailSenders(
  readerId: number | null,
  anonymousReader: string | null,
  clientAddress: string,
): string[] {
  if (readerId !== null) return [`reader:${readerId}`];
  const address = `ip:${clientAddress}`;
  return anonymousReader !== null ? [`anon:${anonymousReader}`, address] : [address];
}

const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The day in India Standard Time (YYYY-MM-DD) and the whole seconds until it ends. */
export function istDay(nowMs: number): { day: string; secondsLeft: number } {
  const shifted = nowMs + istOffsetMs;
  const day = new Date(shifted).toISOString().slice(0, 10);
  const intoDay = ((shifted % dayMs) + dayMs) % dayMs;
  return { day, secondsLeft: Math.max(1, Math.ceil((dayMs - intoDay) / 1000)) };
}

export type Charge = { ok: true; used: number } | { ok: false; left: number };

/**
 * Counts `count` more recipients for the sender's day unless that would pass `cap`; then nothing
 * changes and `left` says what the sender may still send today. One statement adds and checks,
 * so two requests racing past the cap cannot both be counted.
 */
export async function chargeRecipients(
  db: Kysely<Database>,
  charge: { sender: string; day: string; count: number; cap: number },
): Promise<Charge> {
  const { sender, day, count, cap } = charge;
  await db.deleteFrom('mail_sender_days').where('day', '<', day).execute();
  const row =
    count > cap
      ? undefined
      : await db
          .insertInto('mail_sender_days')
          .values({ sender, day, recipients: count })
          .onConflict((conflict) =>
            conflict
              .columns(['sender', 'day'])
              .doUpdateSet((eb) => ({
                recipients: eb('mail_sender_days.recipients', '+', eb.ref('excluded.recipients')),
              }))
              .where((eb) =>
                eb(eb('mail_sender_days.recipients', '+', eb.ref('excluded.recipients')), '<=', cap),
              ),
          )
          .returning('recipients')
          .executeTakeFirst();
  if (row) return { ok: true, used: row.recipients };
  const used = await db
    .selectFrom('mail_sender_days')
    .select('recipients')
    .where('sender', '=', sender)
    .where('day', '=', day)
    .executeTakeFirst();
  return { ok: false, left: Math.max(0, cap - (used?.recipients ?? 0)) };
}

/** Thrown inside a transaction to undo what it charged: one of the sender's counts is full. */
export class CapReached extends Error {
  readonly left: number;
  constructor(left: number) {
    super('the daily recipient cap is reached');
    this.left = left;
  }
}

/**
 * Charges every one of `senders` (mailSenders), or throws CapReached with the least any of them
 * has left: run it inside the transaction that stores the mail, so a refusal undoes the charges
 * already made and stores nothing.
 */
export async function chargeAllRecipients(
  db: Kysely<Database>,
  charge: { senders: readonly string[]; day: string; count: number; cap: number },
): Promise<void> {
  for (const sender of charge.senders) {
    const outcome = await chargeRecipients(db, { ...charge, sender });
    if (!outcome.ok) throw new CapReached(outcome.left);
  }
}
