import type { Kysely } from 'kysely';

// Hardening #16: how many recipients each sender of "mail this article" has mailed today, so
// the daily cap survives a restart. One row per sender and day (India time); rows of past days
// are deleted as new ones are written.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_sender_days')
    /** `reader:{id}`, `anon:{site's anonymous reader id}` or `ip:{address}`. */
    .addColumn('sender', 'text', (col) => col.notNull())
    /** YYYY-MM-DD in India Standard Time. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_sender_days_pk', ['sender', 'day'])
    .execute();
  await db.schema.createIndex('mail_sender_days_day').on('mail_sender_days').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_sender_days').execute();
}
