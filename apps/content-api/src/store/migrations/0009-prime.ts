import type { Kysely } from 'kysely';

// Prime (AB-09, AB-17): the plans the plans page offers, stored so prices change without a
// deploy; and the Prime stories each reader opened, the source of "Prime stories you missed".

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prime_plans')
    /** `monthly`, `annual`, `trial`: what readers.prime_plan holds once subscribed. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_rupees', 'integer', (col) => col.notNull())
    /** `month`, `year` or `trial`. */
    .addColumn('period', 'text', (col) => col.notNull())
    /** How long one purchase makes the reader Prime. */
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('trial_days', 'integer', (col) => col.notNull())
    /** JSON array of the lines the plans page lists under the plan. */
    .addColumn('includes_json', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('prime_reads')
    .addColumn('reader_id', 'integer', (col) => col.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('msid', 'integer', (col) => col.notNull().references('articles.msid').onDelete('cascade'))
    /** The India day (YYYY-MM-DD) whose list the id is in: the day it was last opened. */
    .addColumn('day', 'text', (col) => col.notNull())
    /** Epoch ms of the last opening; rows older than 30 days are pruned. */
    .addColumn('read_at', 'bigint', (col) => col.notNull())
    // One row per reader and story: an id sits in the list of the day it was last opened.
    .addPrimaryKeyConstraint('prime_reads_pk', ['reader_id', 'msid'])
    .execute();
  await db.schema
    .createIndex('prime_reads_reader_read')
    .on('prime_reads')
    .columns(['reader_id', 'read_at'])
    .execute();
  await db.schema.createIndex('prime_reads_read').on('prime_reads').column('read_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prime_reads').execute();
  await db.schema.dropTable('prime_plans').execute();
}
