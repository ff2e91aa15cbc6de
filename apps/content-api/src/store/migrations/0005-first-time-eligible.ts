import type { Kysely } from 'kysely';

// AR-16: whether a reader is eligible for the first-time offer. The Prime nudge bar never shows
// to such a reader (the spec's rule); readers already stored are not eligible, as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('readers')
    .addColumn('first_time_eligible', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('readers').dropColumn('first_time_eligible').execute();
}
