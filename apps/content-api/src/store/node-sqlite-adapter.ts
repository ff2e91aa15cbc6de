import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is built into Node
// and needs no native module, but its statements take spread parameters, report result
// columns instead of a `reader` flag, and reject booleans. This adapter bridges the two.

export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => adaptStatement(database.prepare(sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (a SELECT, or a write with RETURNING) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlValues(parameters)),
    run: (parameters) => statement.run(...toSqlValues(parameters)),
    iterate: (parameters) => statement.iterate(...toSqlValues(parameters)),
  };
}

function toSqlValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqlValue);
}

export function toSqlValue(value: unknown): SQLInputValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value)) return value as NodeJS.ArrayBufferView;
  throw new TypeError(`cannot bind a ${typeof value} parameter to SQLite`);
}
