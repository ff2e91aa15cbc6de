import type { Kysely } from 'kysely';

// X-02 analytics: counts per day, never events. A slot's impressions and clicks by the layout,
// region, variant and section it was placed in; a story's page views by layout and section. No
// reader, address or time of day is kept (docs/content-api.md "Analytics").

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_daily_counts')
    /** India date, `YYYY-MM-DD`. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('layout', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    /** Empty when the region has no variants. */
    .addColumn('variant', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    /** Section id; empty for pages outside a section. */
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('impressions', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('slot_daily_counts_key', [
      'day',
      'section',
      'layout',
      'region',
      'variant',
      'slot',
    ])
    .execute();
  await db.schema
    .createTable('page_view_daily_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('layout', 'text', (col) => col.notNull())
    .addColumn('section', 'text', (col) => col.notNull())
    /** The story read; empty for pages that are not one story. */
    .addColumn('msid', 'text', (col) => col.notNull())
    .addColumn('views', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_daily_counts_key', ['day', 'section', 'layout', 'msid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_daily_counts').execute();
  await db.schema.dropTable('slot_daily_counts').execute();
}
