import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// AR-08 mail this article: the outbox of mail requests (sent over SMTP when configured) and the
// proof-of-work captcha challenges already spent, so a solution works once.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('msid', 'integer', (col) => col.notNull())
    .addColumn('sender_name', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text', (col) => col.notNull())
    /** The recipients, normalised, joined with ", ". */
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('reader_id', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').column('status').execute();

  await db.schema
    .createTable('captcha_spent')
    .addColumn('challenge', 'text', (col) => col.primaryKey())
    /** Epoch ms after which the challenge is refused anyway, so the row may be deleted. */
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_spent').execute();
  await db.schema.dropTable('mail_outbox').execute();
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
