import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { StoreKind } from './dialect.ts';
import { adaptNodeSqlite } from './node-sqlite-adapter.ts';
import type { Database } from './schema.ts';

export interface StoreLocation {
  /** A postgres:// URL; when set it wins over the SQLite path. */
  databaseUrl?: string | undefined;
  /** A file path, or `:memory:`. */
  sqlitePath: string;
}

export interface Store {
  db: Kysely<Database>;
  kind: StoreKind;
  /** Where the data lives, for log lines (no password). */
  where: string;
}

export function openStore(location: StoreLocation): Store {
  if (location.databaseUrl) return openPostgres(location.databaseUrl);
  return openSqlite(location.sqlitePath);
}

export function openSqlite(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  database.exec('pragma foreign_keys = on');
  if (path !== ':memory:') {
    // WAL lets the seed command write while a running server keeps reading.
    database.exec('pragma journal_mode = wal; pragma busy_timeout = 5000');
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }) });
  return { db, kind: 'sqlite', where: path };
}

export function openPostgres(databaseUrl: string, poolOptions: pg.PoolConfig = {}): Store {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, ...poolOptions });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', where: redactPassword(databaseUrl) };
}

function redactPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres';
  }
}
