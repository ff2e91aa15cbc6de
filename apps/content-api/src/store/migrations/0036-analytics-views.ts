import type { Kysely } from 'kysely';

// X-02 / ED-05, Hardening (issue 26.3): what each page view has counted so far, so an event counts
// once per slot per view, a click only after that slot's impression in that view, and a view no
// more than ANALYTICS_EVENTS_PER_VIEW events in all. A view is the site's view id (from the page's
// signed token) and the reader (account, anonymous id or address); rows go when the token expires.
// Still no time, address or reader in the daily counts: these rows are deleted within the hour.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_views')
    /** `{view id}|{reader:id | anon:id | ip:address}`. */
    .addColumn('view_key', 'text', (col) => col.primaryKey())
    /** Events the view has sent (counted or not), checked against the bound in the upsert. */
    .addColumn('events', 'integer', (col) => col.notNull())
    /** Epoch ms when the view's token expires; the row is deleted after. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('analytics_views_expires').on('analytics_views').column('expires_at').execute();
  await db.schema
    .createTable('analytics_view_places')
    .addColumn('view_key', 'text', (col) => col.notNull())
    /** The slot's place, or the page view's (JSON of its fields, with its kind first). */
    .addColumn('place', 'text', (col) => col.notNull())
    /** 1 once the slot's click in this view is counted. */
    .addColumn('clicked', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_view_places_pk', ['view_key', 'place'])
    .execute();
  await db.schema
    .createIndex('analytics_view_places_expires')
    .on('analytics_view_places')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_view_places').execute();
  await db.schema.dropTable('analytics_views').execute();
}
