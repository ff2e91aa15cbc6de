import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// Issue 18, past one machine. Two tables every backend instance shares through PostgreSQL:
// - `rate_buckets`: the per-client token buckets, so a limit holds across instances (one atomic
//   UPDATE … RETURNING per request; on SQLite the single process keeps its buckets in memory and
//   the table stays empty);
// - `content_changes`: one row per editorial change (a story, a list, the editors' config),
//   written in the edit's own transaction; the site instances read it (`GET /changes?since=`)
//   and drop what they cached of it, so a change reaches readers within 60 s.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';
  await db.schema
    .createTable('rate_buckets')
    /** Which limit (`posts`, `votes`…). */
    .addColumn('limiter', 'text', (col) => col.notNull())
    /** Whom it counts (`ip:…`, `reader:…`). */
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('tokens', 'double precision', (col) => col.notNull())
    /** Epoch ms the tokens were last counted. */
    .addColumn('at', 'bigint', (col) => col.notNull())
    /** Whether the last take was allowed: read back from the same statement. */
    .addColumn('allowed', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_buckets_pk', ['limiter', 'client'])
    .execute();
  await db.schema
    .createTable('content_changes')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    /** `story`, `list` or `config`. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** What changed: a story's msid, a list's id, a config key. */
    .addColumn('ref', 'text', (col) => col.notNull())
    /** Epoch ms of the change. */
    .addColumn('changed_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_changes').execute();
  await db.schema.dropTable('rate_buckets').execute();
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
