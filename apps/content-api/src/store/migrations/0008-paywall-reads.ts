import type { Kysely } from 'kysely';

// AB-08 adaptive paywall metering: which stories each reader opened on which India day, and a
// running profile per reader. Reads are kept for the current India month only (older rows are
// deleted as new ones are written); a profile goes once its reader has been idle for the
// retention period (PAYWALL_PROFILE_RETENTION_DAYS), so neither table grows without bound.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('paywall_reads')
    /** `reader:{id}` or `anon:{the site's anonymous reader id}`. */
    .addColumn('reader', 'text', (col) => col.notNull())
    /** YYYY-MM-DD in India Standard Time. */
    .addColumn('day', 'text', (col) => col.notNull())
    // No foreign key to articles: a re-seed replaces the stories, and a month of reads of a
    // story that went away is harmless (it only ages out).
    .addColumn('msid', 'integer', (col) => col.notNull())
    /** 0|1: a premium story (prime_blocker 1 or hostid 364), a "paid" read. */
    .addColumn('premium', 'integer', (col) => col.notNull())
    /** 0|1: an adaptive-paywall story (adaptive 1 and hostid 153). */
    .addColumn('adaptive', 'integer', (col) => col.notNull())
    /** 0|1: written by the bureau (agency ET Bureau). */
    .addColumn('bureau', 'integer', (col) => col.notNull())
    /** 0|1: the answer was a paywall hit. */
    .addColumn('hit', 'integer', (col) => col.notNull())
    /** The score (0..100) the answer carried, so a re-read the same day answers the same. */
    .addColumn('score', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('paywall_reads_pk', ['reader', 'day', 'msid'])
    .execute();
  await db.schema.createIndex('paywall_reads_day').on('paywall_reads').column('day').execute();

  await db.schema
    .createTable('paywall_readers')
    .addColumn('reader', 'text', (col) => col.primaryKey())
    /** The India day of the reader's latest call; profiles idle too long are deleted. */
    .addColumn('last_day', 'text', (col) => col.notNull())
    .addColumn('days_active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lifetime_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lifetime_paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lifetime_bureau', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hits_paywall', 'integer', (col) => col.notNull().defaultTo(0))
    /** Hits in a row, with no read let through between them. */
    .addColumn('continuous_hits', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('paywall_readers_last_day').on('paywall_readers').column('last_day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('paywall_readers').execute();
  await db.schema.dropTable('paywall_reads').execute();
}
