import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { storeKindOf } from '../dialect.ts';

// Reader accounts and sessions, and what readers write about comments: who posted a
// comment (with its idempotency key), votes (one per comment per reader) and abuse reports for
// moderators (AR-03..AR-07). The comments table itself is unchanged.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = storeKindOf(db) === 'postgres';

  await db.schema
    .createTable('readers')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('ssoid', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('prime_plan', 'text')
    .addColumn('prime_until', 'text')
    .addColumn('trial_eligible', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('reader_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('reader_id', 'integer', (col) => col.notNull().references('readers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reader_sessions_reader').on('reader_sessions').column('reader_id').execute();

  await db.schema
    .createTable('comment_submissions')
    .addColumn('comment_id', 'integer', (col) =>
      col.primaryKey().references('comments.id').onDelete('cascade'),
    )
    .addColumn('reader_id', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addColumn('uid', 'text')
    .addColumn('client', 'text', (col) => col.notNull())
    // Unique, so two copies of one retried post cannot both be stored, even when they race.
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('comment_votes')
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('voter', 'text', (col) => col.notNull())
    .addColumn('typeid', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // One counted vote per comment per reader.
    .addPrimaryKeyConstraint('comment_votes_pk', ['comment_id', 'voter'])
    .execute();

  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', 'integer', (col) => identity(col.primaryKey(), postgres))
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('msid', 'integer', (col) => col.notNull())
    .addColumn('host_id', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('commenter_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reason_text', 'text')
    .addColumn('user_name', 'text')
    .addColumn('logged_in', 'integer', (col) => col.notNull())
    .addColumn('ssoid', 'text')
    .addColumn('uid', 'text')
    .addColumn('reader_id', 'integer', (col) => col.references('readers.id').onDelete('set null'))
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('abuse_reports_created').on('abuse_reports').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'abuse_reports',
    'comment_votes',
    'comment_submissions',
    'reader_sessions',
    'readers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

function identity(col: ColumnDefinitionBuilder, postgres: boolean): ColumnDefinitionBuilder {
  return postgres ? col.generatedByDefaultAsIdentity() : col;
}
