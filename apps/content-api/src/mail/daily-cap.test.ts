import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Store } from '../store/connect.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres } from '../testing/test-api.ts';
import { chargeRecipients, istDay, mailSenders } from './daily-cap.ts';

// Hardening #16: recipients per sender per day, counted in the store.

describe('Hardening #16 whose day it is', () => {
  it('counts against the account, else both the site’s anonymous reader id and the address', () => {
    expect(mailSenders(7, 'anon-id-0123456789', '203.0.113.9')).toEqual(['reader:7']);
    expect(mailSenders(null, 'anon-id-0123456789', '203.0.113.9')).toEqual([
      'anon:anon-id-0123456789',
      'ip:203.0.113.9',
    ]);
    expect(mailSenders(null, null, '203.0.113.9')).toEqual(['ip:203.0.113.9']);
  });

  it('turns the day at midnight in India and says how long is left of it', () => {
    // 18:29:59 UTC is 23:59:59 IST; a second later it is the next day there.
    expect(istDay(Date.UTC(2026, 0, 31, 18, 29, 59))).toEqual({ day: '2026-01-31', secondsLeft: 1 });
    expect(istDay(Date.UTC(2026, 0, 31, 18, 30, 0))).toEqual({ day: '2026-02-01', secondsLeft: 86_400 });
    expect(istDay(Date.UTC(2026, 1, 1, 6, 30, 0))).toEqual({ day: '2026-02-01', secondsLeft: 12 * 3600 });
  });
});

function capSuite(open: () => Promise<Store & { drop?: () => Promise<void> }>) {
  let store: (Store & { drop?: () => Promise<void> }) | undefined;
  const db = () => {
    if (!store) throw new Error('no store');
    return store.db;
  };
  beforeAll(async () => {
    store = await open();
    await migrateToLatest(store.db);
  });
  afterAll(async () => {
    if (store?.drop) await store.drop();
    else await store?.db.destroy();
  });

  it('adds recipients up to the cap and refuses what would pass it, saying what is left', async () => {
    const day = '2026-03-02';
    const charge = (sender: string, count: number) => chargeRecipients(db(), { sender, day, count, cap: 12 });
    expect(await charge('reader:1', 10)).toEqual({ ok: true, used: 10 });
    expect(await charge('reader:1', 3)).toEqual({ ok: false, left: 2 });
    expect(await charge('reader:1', 2)).toEqual({ ok: true, used: 12 });
    expect(await charge('reader:1', 1)).toEqual({ ok: false, left: 0 });
    // Another sender has a day of their own; more than the cap at once is refused outright.
    expect(await charge('ip:203.0.113.9', 13)).toEqual({ ok: false, left: 12 });
    expect(await charge('ip:203.0.113.9', 12)).toEqual({ ok: true, used: 12 });
  });

  it('starts each day afresh and deletes the days gone by', async () => {
    const cap = 5;
    expect(await chargeRecipients(db(), { sender: 'anon:x', day: '2026-03-03', count: 5, cap })).toEqual({
      ok: true,
      used: 5,
    });
    expect(await chargeRecipients(db(), { sender: 'anon:x', day: '2026-03-04', count: 5, cap })).toEqual({
      ok: true,
      used: 5,
    });
    const days = await db().selectFrom('mail_sender_days').select('day').distinct().execute();
    expect(days.map((row) => row.day)).toEqual(['2026-03-04']);
  });

  it('counts racing requests once each: together they never pass the cap', async () => {
    const day = '2026-03-05';
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => chargeRecipients(db(), { sender: 'reader:9', day, count: 3, cap: 10 })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    const row = await db()
      .selectFrom('mail_sender_days')
      .select('recipients')
      .where('sender', '=', 'reader:9')
      .executeTakeFirstOrThrow();
    expect(row.recipients).toBe(9);
  });
}

describe('Hardening #16 the daily cap on SQLite', () => {
  capSuite(async () => openSqlite(':memory:'));
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('Hardening #16 the daily cap on PostgreSQL (TEST_DATABASE_URL)', () => {
  capSuite(() => openScratchPostgres(postgresUrl as string));
});
