import type { Kysely } from 'kysely';

// HM-04 market moguls and AB-20's crypto "did you know": the market experts behind the moguls'
// stories (the spec's market moguls item, `authors[0]`), and editorial documents that are not
// stories but are answered by `type=getdetails` like one (a title and metainfo).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_moguls')
    .addColumn('msid', 'integer', (col) => col.primaryKey().references('articles.msid').onDelete('cascade'))
    .addColumn('expert_name', 'text', (col) => col.notNull())
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('organization', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('detail_documents')
    .addColumn('msid', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('metainfo_json', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('detail_documents').execute();
  await db.schema.dropTable('market_moguls').execute();
}
