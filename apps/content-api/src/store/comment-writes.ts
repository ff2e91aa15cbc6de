import type { Kysely } from 'kysely';
import type { CommentRow } from './comments.ts';
import type { Database } from './schema.ts';

// Writes readers make about comments: new comments and replies (stored once per idempotency
// key), votes (one per comment per voter) and abuse reports.

export async function findComment(db: Kysely<Database>, id: number): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewComment {
  msid: number;
  parentId: number | null;
  rootId: number | null;
  name: string;
  email: string;
  location: string;
  text: string;
  createdAt: string;
  readerId: number | null;
  uid: string | null;
  client: string;
  idempotencyKey: string | null;
  requestHash: string;
}

export type StoreOutcome =
  | { outcome: 'stored'; comment: CommentRow }
  /** The key was used before for the same request: the comment stored then. */
  | { outcome: 'replayed'; comment: CommentRow }
  /** The key was used before for a different request. */
  | { outcome: 'key-conflict' };

/** What a key was used for before, if it was. */
export async function findKeyedComment(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
): Promise<StoreOutcome | null> {
  const previous = await db
    .selectFrom('comment_submissions')
    .innerJoin('comments', 'comments.id', 'comment_submissions.comment_id')
    .selectAll('comments')
    .select('comment_submissions.request_hash')
    .where('comment_submissions.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!previous) return null;
  const { request_hash, ...comment } = previous;
  return request_hash === requestHash ? { outcome: 'replayed', comment } : { outcome: 'key-conflict' };
}

class KeyTaken extends Error {}

/**
 * Stores the comment and who sent it in one transaction. When another request stored the same
 * idempotency key first (a retry racing its original), this one is rolled back and answered
 * with what that request stored.
 */
export async function storeComment(db: Kysely<Database>, post: NewComment): Promise<StoreOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const comment = await trx
        .insertInto('comments')
        .values({
          msid: post.msid,
          parent_id: post.parentId,
          root_id: post.rootId,
          author_name: post.name,
          author_email: post.email,
          location: post.location,
          author_image_id: null,
          text: post.text,
          created_at: post.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const submission = await trx
        .insertInto('comment_submissions')
        .values({
          comment_id: comment.id,
          reader_id: post.readerId,
          uid: post.uid,
          client: post.client,
          idempotency_key: post.idempotencyKey,
          request_hash: post.requestHash,
          created_at: post.createdAt,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('comment_id')
        .executeTakeFirst();
      if (!submission) throw new KeyTaken();
      return { outcome: 'stored', comment } as const;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken) || post.idempotencyKey === null) throw error;
    const earlier = await findKeyedComment(db, post.idempotencyKey, post.requestHash);
    if (!earlier) throw new Error('idempotency key taken, yet no comment stored under it');
    return earlier;
  }
}

export interface VoteOutcome {
  counted: boolean;
  agree: number;
  disagree: number;
}

/** Thrown inside the vote's transaction to undo its voter row: the address has voted already. */
class AddressVoted extends Error {}

/**
 * Counts the vote unless this voter has voted on the comment before (either way), and, for an
 * anonymous vote (`address` given), unless a vote from that address is counted on it already.
 * Both rows and the count change in one transaction: a vote refused on either key stores nothing.
 */
export async function recordVote(
  db: Kysely<Database>,
  vote: { commentId: number; voter: string; address: string | null; typeid: 100 | 101; createdAt: string },
): Promise<VoteOutcome> {
  const counted = await db
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('comment_votes')
        .values({
          comment_id: vote.commentId,
          voter: vote.voter,
          typeid: vote.typeid,
          created_at: vote.createdAt,
        })
        .onConflict((conflict) => conflict.columns(['comment_id', 'voter']).doNothing())
        .returning('comment_id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (vote.address !== null) {
        const fromAddress = await trx
          .insertInto('comment_vote_addresses')
          .values({ comment_id: vote.commentId, address: vote.address, created_at: vote.createdAt })
          .onConflict((conflict) => conflict.columns(['comment_id', 'address']).doNothing())
          .returning('comment_id')
          .executeTakeFirst();
        if (!fromAddress) throw new AddressVoted();
      }
      await trx
        .updateTable('comments')
        .set((eb) =>
          vote.typeid === 100 ? { agree: eb('agree', '+', 1) } : { disagree: eb('disagree', '+', 1) },
        )
        .where('id', '=', vote.commentId)
        .execute();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AddressVoted) return false;
      throw error;
    });
  const counts = await db
    .selectFrom('comments')
    .select(['agree', 'disagree'])
    .where('id', '=', vote.commentId)
    .executeTakeFirstOrThrow();
  return { counted, agree: counts.agree, disagree: counts.disagree };
}

export interface NewAbuseReport {
  commentId: number;
  msid: number;
  hostId: string | null;
  channelId: string | null;
  commenterId: string | null;
  reason: string;
  reasonText: string | null;
  userName: string | null;
  loggedIn: boolean;
  ssoid: string | null;
  uid: string | null;
  readerId: number | null;
  client: string;
  createdAt: string;
}

export async function storeAbuseReport(db: Kysely<Database>, report: NewAbuseReport): Promise<number> {
  const row = await db
    .insertInto('abuse_reports')
    .values({
      comment_id: report.commentId,
      msid: report.msid,
      host_id: report.hostId,
      channel_id: report.channelId,
      commenter_id: report.commenterId,
      reason: report.reason,
      reason_text: report.reasonText,
      user_name: report.userName,
      logged_in: report.loggedIn ? 1 : 0,
      ssoid: report.ssoid,
      uid: report.uid,
      reader_id: report.readerId,
      client: report.client,
      created_at: report.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest report first; ids break ties. */
export async function listAbuseReports(db: Kysely<Database>, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('abuse_reports')
      .innerJoin('comments', 'comments.id', 'abuse_reports.comment_id')
      .selectAll('abuse_reports')
      .select([
        'comments.author_name',
        'comments.author_email',
        'comments.location',
        'comments.text',
        'comments.created_at as comment_created_at',
      ])
      .orderBy('abuse_reports.created_at', 'desc')
      .orderBy('abuse_reports.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('abuse_reports')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
