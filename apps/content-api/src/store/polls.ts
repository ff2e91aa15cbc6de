import type { Kysely } from 'kysely';
import type { Database, PollOptionTable, PollTable } from './schema.ts';

// AB-14 polls: the poll of the day, its options, its votes counted per option, and one vote per
// poll and voter.

/** The poll of the day: the newest poll that has opened by `nowIst` (IST text); none before the first. */
export async function findPollOfTheDay(db: Kysely<Database>, nowIst: string): Promise<PollTable | undefined> {
  return db
    .selectFrom('polls')
    .selectAll()
    .where('starts_at', '<=', nowIst)
    .orderBy('starts_at', 'desc')
    .orderBy('msid', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A poll that has opened by `nowIst`; a poll still to come is not there for readers yet. */
export async function findOpenPoll(
  db: Kysely<Database>,
  msid: number,
  nowIst: string,
): Promise<PollTable | undefined> {
  return db
    .selectFrom('polls')
    .selectAll()
    .where('msid', '=', msid)
    .where('starts_at', '<=', nowIst)
    .executeTakeFirst();
}

export async function listPollOptions(db: Kysely<Database>, msid: number): Promise<PollOptionTable[]> {
  return db
    .selectFrom('poll_options')
    .selectAll()
    .where('poll_msid', '=', msid)
    .orderBy('optionno')
    .execute();
}

/** Votes per option number (options nobody voted for are absent). */
export async function countPollVotes(db: Kysely<Database>, msid: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('poll_votes')
    .select(['optionno', (eb) => eb.fn.countAll<string | number>().as('votes')])
    .where('poll_msid', '=', msid)
    .groupBy('optionno')
    .execute();
  // PostgreSQL counts as bigint, which comes back as text.
  return new Map(rows.map((row) => [row.optionno, Number(row.votes)]));
}

/** The option this voter chose on the poll, or null when they have not voted on it. */
export async function findPollVote(
  db: Kysely<Database>,
  msid: number,
  voter: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('poll_votes')
    .select('optionno')
    .where('poll_msid', '=', msid)
    .where('voter', '=', voter)
    .executeTakeFirst();
  return row?.optionno ?? null;
}

/**
 * Stores the vote unless this voter has voted on the poll already; true when it was stored. One
 * statement decides (the primary key), so two racing votes of one voter store one row.
 */
export async function recordPollVote(
  db: Kysely<Database>,
  vote: { msid: number; voter: string; optionno: number; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('poll_votes')
    .values({ poll_msid: vote.msid, voter: vote.voter, optionno: vote.optionno, created_at: vote.createdAt })
    .onConflict((conflict) => conflict.columns(['poll_msid', 'voter']).doNothing())
    .returning('poll_msid')
    .executeTakeFirst();
  return inserted !== undefined;
}
