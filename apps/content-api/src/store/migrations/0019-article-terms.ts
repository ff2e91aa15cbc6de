import type { Kysely } from 'kysely';

// AB-25 chat assistant: the words of every story (title, keywords, synopsis) with their weight,
// so POST /assistant/ask finds the stories of a question's words through an index. The primary
// key (term, article_msid) serves the lookup by word; the second index re-indexing one story.
// Filled by the seed, and at start for the stories of a store seeded before (seed-store.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_terms')
    .addColumn('term', 'text', (col) => col.notNull())
    .addColumn('article_msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('weight', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_terms_pk', ['term', 'article_msid'])
    .execute();
  await db.schema.createIndex('article_terms_article').on('article_terms').column('article_msid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_terms').execute();
}
