import type { Kysely, Selectable } from 'kysely';
import type { Database, LiveBlogUpdateTable } from './schema.ts';

// A live blog's updates, newest first. Ids grow with every post, so a reader's page asks only
// for those after the newest it holds (`after`).

export type LiveBlogUpdateRow = Selectable<LiveBlogUpdateTable>;

export async function listLiveBlogUpdates(
  db: Kysely<Database>,
  msid: number,
  page: { after?: number; limit: number },
): Promise<LiveBlogUpdateRow[]> {
  let query = db.selectFrom('liveblog_updates').selectAll().where('msid', '=', msid);
  if (page.after !== undefined) query = query.where('id', '>', page.after);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
}

export async function countLiveBlogUpdates(db: Kysely<Database>, msid: number): Promise<number> {
  const row = await db
    .selectFrom('liveblog_updates')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('msid', '=', msid)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface NewLiveBlogUpdate {
  msid: number;
  postedAt: string;
  title: string;
  bodyJson: string;
  postedBy: number;
  requestKey: string | null;
}

/**
 * Stores an editor's update and moves the blog's `updated` time to it, in one transaction. A
 * retry with the same request key stores nothing and answers the update stored the first time.
 */
export async function insertLiveBlogUpdate(
  db: Kysely<Database>,
  update: NewLiveBlogUpdate,
): Promise<{ row: LiveBlogUpdateRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (update.requestKey !== null) {
      const earlier = await findByKey(trx, update.msid, update.requestKey);
      if (earlier) return { row: earlier, created: false };
    }
    const inserted = await trx
      .insertInto('liveblog_updates')
      .values({
        msid: update.msid,
        posted_at: update.postedAt,
        title: update.title,
        body_json: update.bodyJson,
        posted_by: update.postedBy,
        request_key: update.requestKey,
      })
      .onConflict((conflict) => conflict.columns(['msid', 'request_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      // A retry racing the first post: the first one stands.
      const earlier =
        update.requestKey === null ? undefined : await findByKey(trx, update.msid, update.requestKey);
      if (!earlier) throw new Error('live blog update neither stored nor found');
      return { row: earlier, created: false };
    }
    await trx
      .updateTable('articles')
      .set({ updated_at: update.postedAt })
      .where('msid', '=', update.msid)
      .where('updated_at', '<', update.postedAt)
      .execute();
    return { row: inserted, created: true };
  });
}

function findByKey(db: Kysely<Database>, msid: number, requestKey: string) {
  return db
    .selectFrom('liveblog_updates')
    .selectAll()
    .where('msid', '=', msid)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}
