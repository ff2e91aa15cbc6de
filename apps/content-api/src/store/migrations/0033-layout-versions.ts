import type { Kysely } from 'kysely';

// ED-04: the editors' layouts as versions. Each save of a page kind's layout is a new row, never
// an update, so the history, the diff of any two versions and a revert (a new row copying an old
// one) need nothing else. The highest version of a kind is the one the site lays its pages out by.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('layout_versions')
    /** The page kind, e.g. `article` (packages/composer pageKinds). */
    .addColumn('page_kind', 'text', (col) => col.notNull())
    /** 1, 2, 3… per page kind; the primary key refuses a second writer of the same number. */
    .addColumn('version', 'integer', (col) => col.notNull())
    /** The layout document as the editor saved it (JSON text, validated before it is stored). */
    .addColumn('body', 'text', (col) => col.notNull())
    /** The editor's note, or `revert to N`. */
    .addColumn('note', 'text', (col) => col.notNull())
    /** The version a revert copied; null for an edit. */
    .addColumn('reverted_from', 'integer')
    /** Epoch ms of the save, and the editor who made it. */
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addPrimaryKeyConstraint('layout_versions_pk', ['page_kind', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layout_versions').execute();
}
