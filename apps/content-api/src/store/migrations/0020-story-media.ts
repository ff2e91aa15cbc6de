import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// VD-01..04 and the other story kinds: what a video page plays (its media clip, length, the
// player's ids) and how often it was watched; a live blog's updates, one row each, so updates
// posted while readers have the page open reach them; and the reader's pink (ad-free) flag.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';

  await db.schema
    .createTable('videos')
    .addColumn('msid', 'integer', (col) => col.primaryKey().references('articles.msid').onDelete('cascade'))
    .addColumn('slike_id', 'text', (col) => col.notNull().unique())
    .addColumn('player_type', 'text', (col) => col.notNull())
    /** The media clip the player plays (media/clips/{clip}.webm and .mp4). */
    .addColumn('clip', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('videos_views').on('videos').column('views').execute();

  await db.schema
    .createTable('liveblog_updates')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('msid', 'integer', (col) => col.notNull().references('articles.msid').onDelete('cascade'))
    .addColumn('posted_at', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    /** The update's storyJSON (a root node), as a story body. */
    .addColumn('body_json', 'text', (col) => col.notNull())
    /** The editor who posted it; null for the seed's. */
    .addColumn('posted_by', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    /** An editor's retry carries the same key: stored once (unique per live blog). */
    .addColumn('request_key', 'text')
    .addUniqueConstraint('liveblog_updates_request_key', ['msid', 'request_key'])
    .execute();
  await db.schema
    .createIndex('liveblog_updates_by_blog')
    .on('liveblog_updates')
    .columns(['msid', 'id'])
    .execute();

  await db.schema
    .alterTable('readers')
    .addColumn('ad_free', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('readers').dropColumn('ad_free').execute();
  await db.schema.dropTable('liveblog_updates').execute();
  await db.schema.dropTable('videos').execute();
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
