import { existsSync, statSync } from 'node:fs';
import { sql } from 'kysely';
import type { Store } from './connect.ts';

/** Bytes the store takes on disk, or null for an in-memory database. */
export async function storeSizeBytes(store: Store): Promise<number | null> {
  if (store.kind === 'postgres') {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(
      store.db,
    );
    return rows[0] ? Number(rows[0].size) : null;
  }
  if (store.where === ':memory:') return null;
  // With WAL on, recent writes may still sit in the -wal file beside the database.
  return [store.where, `${store.where}-wal`].reduce(
    (total, file) => total + (existsSync(file) ? statSync(file).size : 0),
    0,
  );
}
