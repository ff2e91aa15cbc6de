import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// ED-04: the editors' layouts as versions (migration 0033). Rows are only ever added.

export interface LayoutVersionInfo {
  version: number;
  /** Epoch ms of the save. */
  at: number;
  /** The editor's first name; null once their account is gone. */
  author: string | null;
  note: string;
  revertedFrom: number | null;
}

export interface LayoutVersion extends LayoutVersionInfo {
  kind: string;
  text: string;
}

/** How many versions the history answers, newest first (older ones stay stored). */
export const HISTORY_LIMIT = 100;

const withAuthor = (db: Kysely<Database>) =>
  db
    .selectFrom('layout_versions')
    .leftJoin('readers', 'readers.id', 'layout_versions.created_by')
    .select([
      'layout_versions.page_kind as kind',
      'layout_versions.version as version',
      'layout_versions.note as note',
      'layout_versions.reverted_from as revertedFrom',
      'layout_versions.created_at as at',
      'readers.first_name as author',
    ]);

const info = (row: {
  version: number;
  note: string;
  revertedFrom: number | null;
  at: number | string;
  author: string | null;
}): LayoutVersionInfo => ({
  version: Number(row.version),
  at: Number(row.at),
  author: row.author,
  note: row.note,
  revertedFrom: row.revertedFrom === null ? null : Number(row.revertedFrom),
});

/** The newest version of each of `kinds` that has one: what the site lays its pages out by. */
export async function currentLayoutVersions(
  db: Kysely<Database>,
  kinds: readonly string[],
): Promise<LayoutVersion[]> {
  const newest = await Promise.all(kinds.map((kind) => layoutVersion(db, kind)));
  return newest.filter((version) => version !== null);
}

/** The history of a page kind, newest first, without the documents. */
export async function layoutHistory(db: Kysely<Database>, kind: string): Promise<LayoutVersionInfo[]> {
  const rows = await withAuthor(db)
    .where('layout_versions.page_kind', '=', kind)
    .orderBy('layout_versions.version', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map(info);
}

/** One version with its document; the newest when `version` is left out; null when there is none. */
export async function layoutVersion(
  db: Kysely<Database>,
  kind: string,
  version?: number,
): Promise<LayoutVersion | null> {
  let query = withAuthor(db)
    .select('layout_versions.body as text')
    .where('layout_versions.page_kind', '=', kind);
  query =
    version === undefined
      ? query.orderBy('layout_versions.version', 'desc').limit(1)
      : query.where('layout_versions.version', '=', version);
  const row = await query.executeTakeFirst();
  return row ? { ...info(row), kind: row.kind, text: row.text } : null;
}

export type AddedVersion = { added: LayoutVersionInfo } | { conflict: { current: number } };

/**
 * Stores `text` as the next version of `kind`, only when `base` is still the newest (0: none
 * yet). Two editors saving from the same base: the first wins, the second learns the newest
 * version (a conflict) instead of silently replacing the first one's change. The primary key
 * decides a race the read cannot see.
 */
export async function addLayoutVersion(
  db: Kysely<Database>,
  change: {
    kind: string;
    base: number;
    text: string;
    note: string;
    revertedFrom: number | null;
    at: number;
    by: number;
  },
): Promise<AddedVersion> {
  return db.transaction().execute(async (trx) => {
    const newest = await trx
      .selectFrom('layout_versions')
      .select(({ fn }) => fn.max('version').as('top'))
      .where('page_kind', '=', change.kind)
      .executeTakeFirst();
    const current = Number(newest?.top ?? 0);
    if (current !== change.base) return { conflict: { current } };
    const version = current + 1;
    const inserted = await trx
      .insertInto('layout_versions')
      .values({
        page_kind: change.kind,
        version,
        body: change.text,
        note: change.note,
        reverted_from: change.revertedFrom,
        created_at: change.at,
        created_by: change.by,
      })
      .onConflict((conflict) => conflict.columns(['page_kind', 'version']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { conflict: { current: version } };
    const added = await layoutVersion(trx, change.kind, version);
    return { added: added as LayoutVersionInfo };
  });
}
