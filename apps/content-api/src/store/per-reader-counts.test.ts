import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnalytics } from '../analytics/store.ts';
import { CapReached, chargeAllRecipients } from '../mail/daily-cap.ts';
import { seedStore } from '../seed/seed-store.ts';
import { openScratchPostgres } from '../testing/test-api.ts';
import { recordVote } from './comment-writes.ts';
import { openSqlite, type Store } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

// Hardening (issue 26.3), in the store on both engines: an anonymous vote once per comment per id
// and per address (AR-07), the mail cap per id and per address undone together (AR-08), and the
// per-view analytics counts (X-02 / ED-05), each also when copies race.

const postgresUrl = process.env.TEST_DATABASE_URL;

function suite(open: () => Promise<Store & { drop?: () => Promise<void> }>) {
  let store: (Store & { drop?: () => Promise<void> }) | undefined;
  const db = () => store!.db;
  beforeAll(async () => {
    store = await open();
    await migrateToLatest(store.db);
    await seedStore(store.db);
  });
  afterAll(async () => {
    if (store?.drop) await store.drop();
    else await store?.db.destroy();
  });

  /** A seeded comment, and its agree count before the test's votes. */
  const aComment = async () =>
    db().selectFrom('comments').select(['id', 'agree']).orderBy('id').executeTakeFirstOrThrow();
  const vote = (commentId: number, voter: string, address: string | null) =>
    recordVote(db(), { commentId, voter, address, typeid: 100, createdAt: '2026-11-20 20:00:00' });

  it('counts an anonymous vote once per id and once per address, racing or not', async () => {
    const { id, agree } = await aComment();
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, n) => vote(id, `anon:racer-${n}`, '203.0.113.5')),
    );
    expect(racing.filter((outcome) => outcome.counted)).toHaveLength(1);
    // The refused ids stored no vote: one of them from another address counts.
    expect((await vote(id, 'anon:racer-3', '203.0.113.6')).counted).toBe(true);
    expect((await vote(id, 'anon:racer-3', '203.0.113.7')).counted).toBe(false);
    // A signed-in reader is not counted by address.
    expect((await vote(id, 'reader:1', null)).counted).toBe(true);
    const counts = await db()
      .selectFrom('comments')
      .select('agree')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(counts.agree).toBe(agree + 3);
  });

  it('charges the mail cap to every sender or to none', async () => {
    const charge = (senders: string[], count: number) =>
      db()
        .transaction()
        .execute((trx) => chargeAllRecipients(trx, { senders, day: '2026-11-20', count, cap: 30 }))
        .then(
          () => 'ok',
          (error: unknown) => (error instanceof CapReached ? error.left : Promise.reject(error)),
        );
    expect(await charge(['anon:a', 'ip:198.51.100.1'], 10)).toBe('ok');
    expect(await charge(['anon:b', 'ip:198.51.100.1'], 20)).toBe('ok');
    // The address is full: the new id is refused and its charge undone.
    expect(await charge(['anon:c', 'ip:198.51.100.1'], 10)).toBe(0);
    const rows = await db()
      .selectFrom('mail_sender_days')
      .select(['sender', 'recipients'])
      .orderBy('sender')
      .execute();
    expect(rows).toEqual([
      { sender: 'anon:a', recipients: 10 },
      { sender: 'anon:b', recipients: 20 },
      { sender: 'ip:198.51.100.1', recipients: 30 },
    ]);
  });

  it('counts a view’s impression once, its click once and only after it, racing batches too', async () => {
    const place = { layout: 'home', region: 'main', variant: '', slot: 'main:top-news', section: '' };
    const view = { key: 'view-racing|ip:203.0.113.9', expiresMs: 10_000_000 };
    const options = { nowMs: 1_000_000, bound: 300 };
    const batch = [
      { type: 'impression' as const, ...place },
      { type: 'click' as const, ...place },
    ];
    const counted = await Promise.all(
      Array.from({ length: 6 }, () => recordAnalytics(db(), '2026-11-20', view, batch, options)),
    );
    expect(counted.reduce((sum, n) => sum! + n!, 0)).toBe(2);
    const row = await db()
      .selectFrom('slot_daily_counts')
      .select(['impressions', 'clicks'])
      .where('slot', '=', 'main:top-news')
      .executeTakeFirstOrThrow();
    expect({ impressions: Number(row.impressions), clicks: Number(row.clicks) }).toEqual({
      impressions: 1,
      clicks: 1,
    });
    // Past the bound nothing more is taken; once the view has expired its rows are gone.
    const full = await recordAnalytics(db(), '2026-11-20', view, Array(295).fill(batch[1]), options);
    expect(full).toBeNull();
    await recordAnalytics(db(), '2026-11-20', { key: 'other|ip:x', expiresMs: 30_000_000 }, batch, {
      ...options,
      nowMs: 20_000_000,
    });
    const left = await db().selectFrom('analytics_views').select('view_key').execute();
    expect(left).toEqual([{ view_key: 'other|ip:x' }]);
  });
}

describe('per-reader counts on SQLite', () => {
  suite(async () => openSqlite(':memory:'));
});

describe.skipIf(!postgresUrl)('per-reader counts on PostgreSQL (TEST_DATABASE_URL)', () => {
  suite(() => openScratchPostgres(postgresUrl as string));
});
