import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// The first schema: sections, pictures, authors, articles and what hangs off them, and reader
// comments. Only integer and text columns, so the same statements run on SQLite and PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sections')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('parent_id', 'integer', (col) => col.references('sections.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seopath', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('metainfo_json', 'text')
    .execute();
  await db.schema.createIndex('sections_parent').on('sections').column('parent_id').execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('palette', 'text', (col) => col.notNull())
    .addColumn('motif', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('authors')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seoname', 'text', (col) => col.notNull())
    .addColumn('author_type', 'text', (col) => col.notNull())
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('pubname', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id'))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('msid', 'integer', (col) => col.primaryKey())
    .addColumn('section_id', 'integer', (col) => col.notNull().references('sections.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('synopsis', 'text', (col) => col.notNull())
    .addColumn('art_summary', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id'))
    .addColumn('image_caption', 'text', (col) => col.notNull())
    .addColumn('image_agency', 'text', (col) => col.notNull())
    .addColumn('agency', 'text', (col) => col.notNull())
    .addColumn('seo_title', 'text', (col) => col.notNull())
    .addColumn('seo_description', 'text', (col) => col.notNull())
    .addColumn('body_json', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('metainfo_json', 'text', (col) => col.notNull())
    .addColumn('highlights_json', 'text', (col) => col.notNull())
    .addColumn('seo_links_json', 'text')
    .addColumn('featured_video_msid', 'integer', (col) => col.references('articles.msid'))
    .addColumn('host_id', 'text', (col) => col.notNull())
    .addColumn('hide_ads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('prime', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('prime_blocker', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('adaptive', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('latest_news', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Every list reads newest first, within a section or across all of them.
  await db.schema
    .createIndex('articles_section_published')
    .on('articles')
    .columns(['section_id', 'published_at'])
    .execute();
  await db.schema.createIndex('articles_published').on('articles').column('published_at').execute();

  await db.schema
    .createTable('article_authors')
    .addColumn('article_msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('authors.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_authors_pk', ['article_msid', 'author_id'])
    .execute();
  await db.schema.createIndex('article_authors_author').on('article_authors').column('author_id').execute();

  await db.schema
    .createTable('related_links')
    .addColumn('article_msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('related_msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('related_links_pk', ['article_msid', 'related_msid'])
    .execute();

  await db.schema
    .createTable('keywords')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('article_keywords')
    .addColumn('article_msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('keyword_id', 'integer', (col) => col.notNull().references('keywords.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_keywords_pk', ['article_msid', 'keyword_id'])
    .execute();

  const postgres = storeKindOf(db) === 'postgres';
  await db.schema
    .createTable('comments')
    // Readers will post comments, so ids must come from the store: an identity column on
    // PostgreSQL, the rowid alias (`integer primary key`) on SQLite.
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('msid', 'integer', (col) => col.notNull().references('articles.msid'))
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id'))
    .addColumn('root_id', 'integer', (col) => col.references('comments.id'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('author_email', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('author_image_id', 'integer', (col) => col.references('images.id'))
    .addColumn('status_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('agree', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disagree', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('comments_thread_list').on('comments').columns(['msid', 'parent_id']).execute();
  await db.schema.createIndex('comments_root').on('comments').column('root_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'comments',
    'article_keywords',
    'keywords',
    'related_links',
    'article_authors',
    'articles',
    'authors',
    'images',
    'sections',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
