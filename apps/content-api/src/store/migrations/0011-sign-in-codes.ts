import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// AB-09 trial sign-in with a one-time code (e-mail or Indian mobile number):
// - sign_in_codes: each code sent, kept as a hash only, with its expiry, tries and state;
// - sign_in_sends: codes sent to one address in the current hour (the per-address cap, counted
//   in the store so every instance sees it, and race-free through one conditional update);
// - sms_outbox: the texts to send (no SMS gateway in the demo; a gateway would drain it);
// - readers.mobile: a reader who signed in by mobile number (E.164, unique when set).

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';

  await db.schema
    .createTable('sign_in_codes')
    /** The challenge id the reader's browser holds: 16 random bytes, base64url. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** `email` or `mobile`. */
    .addColumn('channel', 'text', (col) => col.notNull())
    /** Normalised: a lower-case e-mail address or +91 and 10 digits. */
    .addColumn('address', 'text', (col) => col.notNull())
    /** SHA-256 (hex) of the challenge id, a colon and the code; never the code itself. */
    .addColumn('code_hash', 'text', (col) => col.notNull())
    /** Who asked: `ip:{address}`. */
    .addColumn('client', 'text', (col) => col.notNull())
    /** Epoch ms. */
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    /** `open`, `used`, or `replaced` (a newer code was sent to the address). */
    .addColumn('state', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_codes_address')
    .on('sign_in_codes')
    .columns(['address', 'state'])
    .execute();
  await db.schema.createIndex('sign_in_codes_expires').on('sign_in_codes').column('expires_at').execute();

  await db.schema
    .createTable('sign_in_sends')
    .addColumn('address', 'text', (col) => col.primaryKey())
    /** Epoch ms of the first code of the current hour. */
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('sends', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_sends_window').on('sign_in_sends').column('window_start').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    /** E.164, e.g. +919876543210. */
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    /** `queued` until a gateway sends it. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('readers').addColumn('mobile', 'text').execute();
  // NULLs never collide, so readers without a number are not limited to one.
  await db.schema.createIndex('readers_mobile').unique().on('readers').column('mobile').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('readers_mobile').execute();
  await db.schema.alterTable('readers').dropColumn('mobile').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('sign_in_sends').execute();
  await db.schema.dropTable('sign_in_codes').execute();
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
