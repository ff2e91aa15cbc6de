import type { Kysely } from 'kysely';

// AB-04: the listed companies a story is about (the spec's `taggedcomp`), in the editors' order:
// the article answers them (the stock widget's tabs), and a company's page lists its stories.
// The primary key serves an article's companies, the index a company's stories.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_companies')
    .addColumn('article_msid', 'integer', (col) =>
      col.notNull().references('articles.msid').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('market_companies.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_companies_pk', ['article_msid', 'company_id'])
    .execute();
  await db.schema
    .createIndex('article_companies_company')
    .on('article_companies')
    .column('company_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_companies').execute();
}
