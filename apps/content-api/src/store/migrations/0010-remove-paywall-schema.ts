import type { Kysely } from 'kysely';

// AB-07 SEO: an editor may ask that a premium story's structured data not mark its paywalled
// part (`remove_paywall_schema`). Stories already stored keep the marking, as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('remove_paywall_schema', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('remove_paywall_schema').execute();
}
