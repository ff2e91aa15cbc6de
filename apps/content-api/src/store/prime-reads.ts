import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// AB-17: the Prime stories a reader opened, in daily lists (an id sits in the list of the India
// day it was last opened on). At most `keep` ids per reader, the newest winning; none older
// than the retention, deleted as new ones are written and never counted meanwhile.

export interface PrimeReadLimits {
  /** Ids kept per reader (16). */
  keep: number;
  /** How long an id is kept, in ms (30 days). */
  retentionMs: number;
}

export interface RecordOutcome {
  /** False when the story was already in today's list: nothing changed. */
  changed: boolean;
  /** The ids now kept for the reader. */
  count: number;
}

/** Records that the reader opened a Prime story today; one transaction, idempotent per day. */
export async function recordPrimeRead(
  db: Kysely<Database>,
  read: { readerId: number; msid: number; day: string; nowMs: number },
  limits: PrimeReadLimits,
): Promise<RecordOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('prime_reads')
      .where('read_at', '<=', read.nowMs - limits.retentionMs)
      .execute();
    const existing = await trx
      .selectFrom('prime_reads')
      .select('day')
      .where('reader_id', '=', read.readerId)
      .where('msid', '=', read.msid)
      .executeTakeFirst();
    const changed = existing?.day !== read.day;
    if (changed) {
      await trx
        .insertInto('prime_reads')
        .values({ reader_id: read.readerId, msid: read.msid, day: read.day, read_at: read.nowMs })
        .onConflict((conflict) =>
          conflict.columns(['reader_id', 'msid']).doUpdateSet({ day: read.day, read_at: read.nowMs }),
        )
        .execute();
      await trx
        .deleteFrom('prime_reads')
        .where('reader_id', '=', read.readerId)
        .where('msid', 'not in', (eb) =>
          eb
            .selectFrom('prime_reads')
            .select('msid')
            .where('reader_id', '=', read.readerId)
            .orderBy('read_at', 'desc')
            .orderBy('msid', 'desc')
            .limit(limits.keep),
        )
        .execute();
    }
    const count = (await readIdsIn(trx, read.readerId, read.nowMs, limits)).length;
    return { changed, count };
  });
}

/** The ids the reader opened within the retention, newest first. */
export async function listPrimeReads(
  db: Kysely<Database>,
  readerId: number,
  nowMs: number,
  limits: PrimeReadLimits,
): Promise<number[]> {
  return readIdsIn(db, readerId, nowMs, limits);
}

async function readIdsIn(
  db: Kysely<Database>,
  readerId: number,
  nowMs: number,
  limits: PrimeReadLimits,
): Promise<number[]> {
  const rows = await db
    .selectFrom('prime_reads')
    .select('msid')
    .where('reader_id', '=', readerId)
    .where('read_at', '>', nowMs - limits.retentionMs)
    .orderBy('read_at', 'desc')
    .orderBy('msid', 'desc')
    .limit(limits.keep)
    .execute();
  return rows.map((row) => Number(row.msid));
}
