import type { Kysely, Selectable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Database, ReaderTable } from './schema.ts';

export type ReaderRow = Selectable<ReaderTable>;

export async function findReaderByEmail(db: Kysely<Database>, email: string): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findReaderById(db: Kysely<Database>, id: number): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a session under its token hash; also drops the reader's sessions that have expired. */
export async function storeSession(
  db: Kysely<Database>,
  session: { tokenHash: string; readerId: number; nowMs: number; expiresMs: number },
): Promise<void> {
  const now = formatIst(session.nowMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('reader_sessions')
      .where('reader_id', '=', session.readerId)
      .where('expires_at', '<=', now)
      .execute();
    await trx
      .insertInto('reader_sessions')
      .values({
        token_hash: session.tokenHash,
        reader_id: session.readerId,
        created_at: now,
        expires_at: formatIst(session.expiresMs),
      })
      .execute();
  });
}

/** The reader of a live session; undefined for an unknown or expired one. */
export async function findSessionReader(
  db: Kysely<Database>,
  tokenHash: string,
  nowMs: number,
): Promise<ReaderRow | undefined> {
  return db
    .selectFrom('reader_sessions')
    .innerJoin('readers', 'readers.id', 'reader_sessions.reader_id')
    .selectAll('readers')
    .where('reader_sessions.token_hash', '=', tokenHash)
    .where('reader_sessions.expires_at', '>', formatIst(nowMs))
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('reader_sessions').where('token_hash', '=', tokenHash).execute();
}
