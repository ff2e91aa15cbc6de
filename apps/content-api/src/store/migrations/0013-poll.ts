import type { Kysely } from 'kysely';

// AB-14 poll of the day:
// - polls: a question, from the moment it opens (the newest open poll is "of the day");
// - poll_options: its answers, numbered (`optionno`), shown sorted by number, at most 10;
// - poll_votes: one row per poll and voter, so a second vote (or two racing ones) stores nothing
//   more: the primary key decides. Percentages are counted from these rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('polls')
    .addColumn('msid', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    /** IST, `2026-11-20T06:00:00+05:30`; fixed width, so it sorts as text. */
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('polls_starts_at').on('polls').column('starts_at').execute();

  await db.schema
    .createTable('poll_options')
    .addColumn('poll_msid', 'integer', (col) => col.notNull().references('polls.msid').onDelete('cascade'))
    .addColumn('optionno', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('poll_options_pk', ['poll_msid', 'optionno'])
    .execute();

  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_msid', 'integer', (col) => col.notNull().references('polls.msid').onDelete('cascade'))
    /** `reader:{id}` (the session's reader; only signed-in readers vote), `seed:{n}` in the demo data. */
    .addColumn('voter', 'text', (col) => col.notNull())
    .addColumn('optionno', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_msid', 'voter'])
    .execute();
  await db.schema
    .createIndex('poll_votes_option')
    .on('poll_votes')
    .columns(['poll_msid', 'optionno'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('poll_votes').execute();
  await db.schema.dropTable('poll_options').execute();
  await db.schema.dropTable('polls').execute();
}
