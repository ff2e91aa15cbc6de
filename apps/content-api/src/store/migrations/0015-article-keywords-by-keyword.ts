import type { Kysely } from 'kysely';

// AB-16: topic pages list a keyword's stories; the primary key (article_msid, keyword_id) serves
// an article's keywords, this index a keyword's articles.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('article_keywords_keyword')
    .on('article_keywords')
    .column('keyword_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('article_keywords_keyword').execute();
}
