import type { Kysely } from 'kysely';

// AR-07 / Hardening (issue 26.3): an anonymous vote counts once per comment per address as well
// as once per voter id. Any client can load a page for a new anonymous id (or send none), so the
// id alone bounds nothing; the address is what such a client cannot renew at will. The primary
// key makes two racing votes from one address store one row, so exactly one of them counts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comment_vote_addresses')
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    /** The voter's address by the proxy-addr rule (http/client-address.ts). */
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_vote_addresses_pk', ['comment_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_vote_addresses').execute();
}
