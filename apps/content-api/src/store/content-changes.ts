import type { Kysely, Transaction } from 'kysely';
import type { ContentChangeTable, Database } from './schema.ts';

// Issue 18, purge on publish: every editorial change leaves a row here, written in the edit's
// own transaction (an edit is never stored without its row, nor the row without the edit). Site
// instances read the rows past the last one they saw and drop what they cached.

export type ChangeKind = ContentChangeTable['kind'];

export interface ContentChange {
  id: number;
  kind: ChangeKind;
  ref: string;
  at: number;
}

export async function recordChange(
  trx: Transaction<Database> | Kysely<Database>,
  change: { kind: ChangeKind; ref: string; at: number },
): Promise<number> {
  const row = await trx
    .insertInto('content_changes')
    .values({ kind: change.kind, ref: change.ref, changed_at: change.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Up to `limit` changes after `since`, oldest first. */
export async function changesSince(
  db: Kysely<Database>,
  since: number,
  limit: number,
): Promise<ContentChange[]> {
  const rows = await db
    .selectFrom('content_changes')
    .select(['id', 'kind', 'ref', 'changed_at'])
    .where('id', '>', since)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    ref: row.ref,
    at: Number(row.changed_at),
  }));
}

/** The newest change's id, 0 when there is none. */
export async function latestChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_changes')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** An editor's new title for a story, and its change row, in one transaction; false when no such story. */
export async function retitleStory(
  db: Kysely<Database>,
  edit: { msid: number; title: string; at: number; updatedAt: string },
): Promise<{ changeId: number } | null> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('articles')
      .set({ title: edit.title, updated_at: edit.updatedAt })
      .where('msid', '=', edit.msid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    return { changeId: await recordChange(trx, { kind: 'story', ref: String(edit.msid), at: edit.at }) };
  });
}
