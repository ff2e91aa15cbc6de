import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../store/schema.ts';

// AR-08 the outbox table and the spent-challenge list.

export interface NewMail {
  msid: number;
  senderName: string;
  replyTo: string;
  recipients: string[];
  subject: string;
  body: string;
  readerId: number | null;
  client: string;
  createdAt: string;
}

export async function storeMail(db: Kysely<Database>, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      msid: mail.msid,
      sender_name: mail.senderName,
      reply_to: mail.replyTo,
      recipients: mail.recipients.join(', '),
      subject: mail.subject,
      body: mail.body,
      status: 'queued',
      error: null,
      reader_id: mail.readerId,
      client: mail.client,
      created_at: mail.createdAt,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markMail(
  db: Kysely<Database>,
  id: number,
  outcome: { status: 'sent'; at: string } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', sent_at: outcome.at, error: null }
        : { status: 'failed', error: outcome.error.slice(0, 500) },
    )
    .where('id', '=', id)
    .execute();
}

export async function listOutbox(db: Kysely<Database>, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export type OutboxRow = MailOutboxTable;

/**
 * Records a challenge as used; false when it was used already (a replay). The primary key makes
 * two racing uses of one solution store one row, so exactly one of them wins.
 */
export async function spendChallenge(
  db: Kysely<Database>,
  challenge: string,
  expiresMs: number,
  nowMs: number,
): Promise<boolean> {
  await db.deleteFrom('captcha_spent').where('expires_at', '<', nowMs).execute();
  const inserted = await db
    .insertInto('captcha_spent')
    .values({ challenge, expires_at: expiresMs })
    .onConflict((conflict) => conflict.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  return inserted !== undefined;
}
