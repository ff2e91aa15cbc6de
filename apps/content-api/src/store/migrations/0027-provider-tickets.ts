import type { Kysely } from 'kysely';

// AB-18 grandmasters: the one-time login tickets a signed-in reader's browser carries to the
// masterclass provider's form (`POST /p/r` with ticket-id and token-id). Only hashes are kept;
// a ticket works once, for a few minutes, and names the reader it was issued to.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_tickets')
    /** SHA-256 (hex) of the ticket id the browser holds. */
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    /** SHA-256 (hex) of the token that must come with it. */
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('reader_id', 'integer', (col) => col.notNull().references('readers.id').onDelete('cascade'))
    /** Epoch ms. */
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    /** Epoch ms of its one use; null until then. */
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('provider_tickets_reader')
    .on('provider_tickets')
    .columns(['reader_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_tickets').execute();
}
