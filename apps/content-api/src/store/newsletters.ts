import type { Kysely } from 'kysely';
import { storeMail } from '../mail/outbox.ts';
import type { Database, NewsletterTable } from './schema.ts';

// AB-13 newsletters and their double opt-in subscriptions. One row per newsletter and address
// (a unique key), so signing up twice, or twice at once, keeps one subscription and mails one link.

export async function listNewsletters(db: Kysely<Database>): Promise<NewsletterTable[]> {
  return db.selectFrom('newsletters').selectAll().orderBy('position').orderBy('sid').execute();
}

export async function findNewsletter(
  db: Kysely<Database>,
  sid: string,
): Promise<NewsletterTable | undefined> {
  return db.selectFrom('newsletters').selectAll().where('sid', '=', sid).executeTakeFirst();
}

export interface SignUp {
  sid: string;
  email: string;
  /** SHA-256 of a fresh token, used only when a link is mailed now. */
  tokenHash: string;
  nowIst: string;
  /** When a link mailed now stops working. */
  linkExpiresIst: string;
  readerId: number | null;
  client: string;
  /** The confirmation mail for that token. */
  mail: { subject: string; body: string };
}

/**
 * - `mailed`: a new subscription, or a pending one whose link had expired (it gets the new one):
 *   the mail is in the outbox as `mailId`, to be sent;
 * - `pending`: already signed up and its link still works: nothing stored, nothing mailed;
 * - `confirmed`: already subscribed: nothing stored, nothing mailed.
 */
export type SignUpOutcome = { outcome: 'mailed'; mailId: number } | { outcome: 'pending' | 'confirmed' };

/** Signs an address up to a newsletter, idempotently, and puts the link's mail in the outbox with it. */
export async function signUp(db: Kysely<Database>, request: SignUp): Promise<SignUpOutcome> {
  return db.transaction().execute(async (trx) => {
    const mailLink = async (): Promise<SignUpOutcome> => {
      const mailId = await storeMail(trx, {
        // Not about a story: msid 0, as the outbox's other mail to readers.
        msid: 0,
        senderName: '',
        replyTo: '',
        recipients: [request.email],
        subject: request.mail.subject,
        body: request.mail.body,
        readerId: request.readerId,
        client: request.client,
        createdAt: request.nowIst,
      });
      return { outcome: 'mailed', mailId };
    };
    const existing = await findSubscription(trx, request.sid, request.email);
    if (!existing) {
      const inserted = await trx
        .insertInto('newsletter_subscriptions')
        .values({
          sid: request.sid,
          email: request.email,
          status: 'pending',
          token_hash: request.tokenHash,
          link_expires_at: request.linkExpiresIst,
          mailed_at: request.nowIst,
          created_at: request.nowIst,
          confirmed_at: null,
          reader_id: request.readerId,
          client: request.client,
        })
        .onConflict((conflict) => conflict.columns(['sid', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return mailLink();
      // A request for the same address stored it a moment ago: that one mails the link.
      const raced = await findSubscription(trx, request.sid, request.email);
      return { outcome: raced?.status === 'confirmed' ? 'confirmed' : 'pending' };
    }
    if (existing.status === 'confirmed') return { outcome: 'confirmed' };
    if (existing.link_expires_at > request.nowIst) return { outcome: 'pending' };
    // The link mailed before has expired: a new one replaces it (the old one stops working).
    const renewed = await trx
      .updateTable('newsletter_subscriptions')
      .set({
        token_hash: request.tokenHash,
        link_expires_at: request.linkExpiresIst,
        mailed_at: request.nowIst,
      })
      .where('id', '=', existing.id)
      .where('token_hash', '=', existing.token_hash)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1 ? mailLink() : { outcome: 'pending' };
  });
}

function findSubscription(db: Kysely<Database>, sid: string, email: string) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'status', 'token_hash', 'link_expires_at'])
    .where('sid', '=', sid)
    .where('email', '=', email)
    .executeTakeFirst();
}

export type ConfirmOutcome =
  | { outcome: 'confirmed'; sid: string }
  | { outcome: 'used' | 'expired' | 'unknown' };

/**
 * Confirms the subscription whose link carries this token: once. A link used before (or confirmed
 * by a request racing this one), a link past its time and a token of no link are refused.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  tokenHash: string,
  nowIst: string,
): Promise<ConfirmOutcome> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'sid', 'status', 'link_expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { outcome: 'unknown' };
  if (row.status === 'confirmed') return { outcome: 'used' };
  if (row.link_expires_at <= nowIst) return { outcome: 'expired' };
  const updated = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'confirmed', confirmed_at: nowIst })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { outcome: 'confirmed', sid: row.sid } : { outcome: 'used' };
}
