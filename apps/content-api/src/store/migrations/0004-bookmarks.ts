import type { Kysely } from 'kysely';

// AR-10 byline toolbar: the stories a signed-in reader saved (bookmarks). One row per reader and
// story, so saving twice stores one row; rows go with their reader or story.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('reader_id', 'integer', (col) => col.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('msid', 'integer', (col) => col.notNull().references('articles.msid').onDelete('cascade'))
    /** Epoch ms of the save; the list is newest first. */
    .addColumn('saved_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['reader_id', 'msid'])
    .execute();
  await db.schema
    .createIndex('bookmarks_reader_saved')
    .on('bookmarks')
    .columns(['reader_id', 'saved_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookmarks').execute();
}
