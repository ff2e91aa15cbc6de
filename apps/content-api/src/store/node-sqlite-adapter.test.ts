import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adaptNodeSqlite, toSqlValue } from './node-sqlite-adapter.ts';

describe('node:sqlite adapter', () => {
  const open = () => {
    const database = new DatabaseSync(':memory:');
    database.exec('create table notes (id integer primary key, body text, pinned integer)');
    return adaptNodeSqlite(database);
  };

  it('marks statements that return columns as readers, including writes with RETURNING', () => {
    const db = open();
    expect(db.prepare('select 1 as one').reader).toBe(true);
    expect(db.prepare('insert into notes (body) values (?) returning id').reader).toBe(true);
    expect(db.prepare('insert into notes (body) values (?)').reader).toBe(false);
    expect(db.prepare('delete from notes').reader).toBe(false);
  });

  it('runs with an array of parameters and reports changes and the new row id', () => {
    const db = open();
    const insert = db.prepare('insert into notes (body, pinned) values (?, ?)');
    expect(insert.run(['first', 0])).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run(['second', 1])).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(db.prepare('select body from notes where pinned = ?').all([1])).toEqual([{ body: 'second' }]);
    expect([...db.prepare('select id from notes order by id').iterate([])]).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('binds booleans as 0/1 and undefined as null', () => {
    const db = open();
    db.prepare('insert into notes (body, pinned) values (?, ?)').run([undefined, true]);
    expect(db.prepare('select body, pinned from notes').all([])).toEqual([{ body: null, pinned: 1 }]);
    expect(toSqlValue(false)).toBe(0);
    expect(toSqlValue(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(() => toSqlValue({})).toThrow(/cannot bind/);
  });

  it('lets Kysely query, insert with RETURNING and roll back a transaction', async () => {
    interface Notes {
      notes: { id: number; body: string | null; pinned: number | null };
    }
    const db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: open() }) });
    const inserted = await db
      .insertInto('notes')
      .values({ id: 7, body: 'kept', pinned: 0 })
      .returning('id')
      .execute();
    expect(inserted).toEqual([{ id: 7 }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 8, body: 'rolled back', pinned: 1 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('notes').select(['id', 'body']).execute();
    expect(rows.map((row) => ({ ...row }))).toEqual([{ id: 7, body: 'kept' }]);
    const { rows: counted } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(counted[0]?.n).toBe(1);
    await db.destroy();
  });
});
