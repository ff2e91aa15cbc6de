import type { Kysely } from 'kysely';

// HM-08, HM-09: the editors' changes to the site configuration (`GET /config?key=…`). The seeded
// module (seed/site-config.ts) holds every key's entries and their values as shipped; a row here
// replaces one entry's value, so an editor switches live TV or sets the countdown without a deploy.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_config_values')
    /** The config key, e.g. `livetv`. */
    .addColumn('config_key', 'text', (col) => col.notNull())
    /** One of the key's entries, e.g. `livetv_home_status`. */
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    /** Epoch ms of the change, and the editor who made it. */
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addPrimaryKeyConstraint('site_config_values_pk', ['config_key', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_config_values').execute();
}
