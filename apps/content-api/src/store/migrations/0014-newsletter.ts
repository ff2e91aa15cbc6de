import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// AB-13 newsletter sign-up, double opt-in:
// - newsletters: one definition per section (sid, section, desc, sampleLink), and a general one
//   (no section) for every other story;
// - newsletter_subscriptions: one row per newsletter and address (unique), `pending` until the
//   link mailed to the address is opened, then `confirmed`. Only the SHA-256 of the link's token
//   is kept, with the time the link stops working.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';

  await db.schema
    .createTable('newsletters')
    /** `tech`, `morning-brief`: lower-case words joined by hyphens. */
    .addColumn('sid', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    /** The section's name as readers know it. */
    .addColumn('section', 'text', (col) => col.notNull())
    /** The top section whose stories offer it; null for the general newsletter. */
    .addColumn('section_id', 'integer')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sample_link', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('sid', 'text', (col) => col.notNull().references('newsletters.sid').onDelete('cascade'))
    /** Trimmed and lower-cased (@newsroom/rules/newsletter). */
    .addColumn('email', 'text', (col) => col.notNull())
    /** `pending` until confirmed by the mailed link, then `confirmed`. */
    .addColumn('status', 'text', (col) => col.notNull())
    /** SHA-256 (hex) of the latest link's token; never the token itself. */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    /** IST times, fixed width (they sort as text). */
    .addColumn('link_expires_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    /** The signed-in reader who asked, if any; an address needs no account. */
    .addColumn('reader_id', 'integer')
    /** Who asked: `reader:{id}` or `ip:{address}`. */
    .addColumn('client', 'text', (col) => col.notNull())
    .addUniqueConstraint('newsletter_subscriptions_sid_email', ['sid', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
  await db.schema.dropTable('newsletters').execute();
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
