import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// AR-10 bookmarks: the stories a signed-in reader saved.

export interface BookmarkRow {
  msid: number;
  savedAt: number;
  title: string;
  slug: string;
  kind: string;
  sectionId: number;
}

/** The reader's bookmarks, newest first (msid breaks ties); only `msids` when given. */
export async function listBookmarks(
  db: Kysely<Database>,
  readerId: number,
  msids: readonly number[] | null,
  limit: number,
): Promise<BookmarkRow[]> {
  let query = db
    .selectFrom('bookmarks')
    .innerJoin('articles', 'articles.msid', 'bookmarks.msid')
    .select([
      'bookmarks.msid as msid',
      'bookmarks.saved_at as savedAt',
      'articles.title as title',
      'articles.slug as slug',
      'articles.kind as kind',
      'articles.section_id as sectionId',
    ])
    .where('bookmarks.reader_id', '=', readerId);
  if (msids) query = query.where('bookmarks.msid', 'in', msids.length > 0 ? [...msids] : [-1]);
  const rows = await query
    .orderBy('bookmarks.saved_at', 'desc')
    .orderBy('bookmarks.msid', 'desc')
    .limit(limit)
    .execute();
  // PostgreSQL hands bigint back as text.
  return rows.map((row) => ({ ...row, savedAt: Number(row.savedAt) }));
}

export type SaveOutcome = 'saved' | 'already' | 'full';

/**
 * Saves one bookmark. Saving a story already saved changes nothing (idempotent); a reader with
 * `max` bookmarks already gets `full` and nothing is stored.
 */
export async function saveBookmark(
  db: Kysely<Database>,
  bookmark: { readerId: number; msid: number; nowMs: number; max: number },
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('bookmarks')
      .select('msid')
      .where('reader_id', '=', bookmark.readerId)
      .where('msid', '=', bookmark.msid)
      .executeTakeFirst();
    if (existing) return 'already';
    const counted = await trx
      .selectFrom('bookmarks')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('reader_id', '=', bookmark.readerId)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= bookmark.max) return 'full';
    await trx
      .insertInto('bookmarks')
      .values({ reader_id: bookmark.readerId, msid: bookmark.msid, saved_at: bookmark.nowMs })
      .onConflict((conflict) => conflict.columns(['reader_id', 'msid']).doNothing())
      .execute();
    return 'saved';
  });
}

/** Removes one bookmark; removing one that is not there changes nothing. */
export async function removeBookmark(db: Kysely<Database>, readerId: number, msid: number): Promise<boolean> {
  const result = await db
    .deleteFrom('bookmarks')
    .where('reader_id', '=', readerId)
    .where('msid', '=', msid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
