import type { Kysely, Selectable } from 'kysely';
import type { CommentTable, Database } from './schema.ts';

export type CommentRow = Selectable<CommentTable>;

export interface CommentCounts {
  /** Every comment, replies included. */
  total: number;
  /** Top-level comments, each the start of a thread. */
  threads: number;
}

export async function countComments(db: Kysely<Database>, msid: number): Promise<CommentCounts> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.count('id').filterWhere('parent_id', 'is', null).as('threads'),
    ])
    .where('msid', '=', msid)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), threads: Number(row.threads) };
}

/** One page of threads, newest thread first; ids break ties so pages never overlap. */
export async function listThreads(
  db: Kysely<Database>,
  msid: number,
  page: { offset: number; limit: number },
): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('msid', '=', msid)
    .where('parent_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Every reply in the given threads, oldest first so each conversation reads in order. */
export async function listReplies(db: Kysely<Database>, rootIds: number[]): Promise<CommentRow[]> {
  if (rootIds.length === 0) return [];
  return db
    .selectFrom('comments')
    .selectAll()
    .where('root_id', 'in', rootIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function articleExists(db: Kysely<Database>, msid: number): Promise<boolean> {
  const row = await db.selectFrom('articles').select('msid').where('msid', '=', msid).executeTakeFirst();
  return row !== undefined;
}
