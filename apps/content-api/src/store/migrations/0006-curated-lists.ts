import type { Kysely } from 'kysely';

// Lists the editors put together by hand (AR-14's Bonds Corner news), answered by `type=plist`
// like a section: a list has an id from the same space as section ids, and its stories in order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curated_lists')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seopath', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('curated_list_items')
    .addColumn('list_id', 'integer', (col) =>
      col.notNull().references('curated_lists.id').onDelete('cascade'),
    )
    .addColumn('msid', 'integer', (col) => col.notNull().references('articles.msid').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('curated_list_items_pk', ['list_id', 'msid'])
    .execute();
  await db.schema
    .createIndex('curated_list_items_order')
    .on('curated_list_items')
    .columns(['list_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('curated_list_items').execute();
  await db.schema.dropTable('curated_lists').execute();
}
