// A PostgreSQL schema of its own for one stack run of several processes (the stack test, the edge load test), so runs
// never see each other's rows; the instances get a DATABASE_URL that puts it first on their
// search_path. `drop()` removes it.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '../store/connect.ts';

export async function createScratchSchema(
  databaseUrl: string,
  prefix: string,
): Promise<{ databaseUrl: string; schema: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(databaseUrl, { max: 1 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  } finally {
    await admin.db.destroy();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    schema,
    async drop() {
      const owner = openPostgres(databaseUrl, { max: 1 });
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(owner.db);
      } finally {
        await owner.db.destroy();
      }
    },
  };
}
