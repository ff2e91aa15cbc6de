import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideHit, defaultPaywallSettings, type PaywallSettings } from '../routes/paywall-rule.ts';
import { openScratchPostgres } from '../testing/test-api.ts';
import { openSqlite, type Store } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { meteringDays, meterReads, type OpenedStory, readReaderProfile } from './paywall-reads.ts';

// AB-08 adaptive paywall metering in the store: one row per reader, story and India day, a
// running profile per reader, and bounded growth. The same cases run on SQLite and, with
// TEST_DATABASE_URL, on PostgreSQL.

/** 2026-11-10 12:00 IST. */
const noon = Date.UTC(2026, 10, 10, 6, 30);
const dayMs = 24 * 60 * 60_000;

const free = (msid: number, extra: Partial<OpenedStory> = {}): OpenedStory => ({
  msid,
  premium: false,
  adaptive: false,
  bureau: false,
  ...extra,
});
const adaptive = (msid: number) => free(msid, { adaptive: true });

describe('AB-08 metering days', () => {
  it('turns the day and the month at midnight in India, and dates the oldest profile kept', () => {
    // 18:29 UTC on 30 November is 23:59 IST; a minute later it is 1 December there.
    expect(meteringDays(Date.UTC(2026, 10, 30, 18, 29), 400)).toEqual({
      today: '2026-11-30',
      monthStart: '2026-11-01',
      oldestKeptProfileDay: '2025-10-26',
    });
    expect(meteringDays(Date.UTC(2026, 10, 30, 18, 30), 31).today).toBe('2026-12-01');
    expect(meteringDays(Date.UTC(2026, 10, 30, 18, 30), 31).monthStart).toBe('2026-12-01');
  });
});

function meteringSuite(open: () => Promise<Store & { drop?: () => Promise<void> }>) {
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

  const settings: PaywallSettings = {
    ...defaultPaywallSettings,
    freeAdaptiveReadsPerMonth: 2,
    scoreThreshold: 0,
  };
  const meter = (
    reader: string,
    nowMs: number,
    stories: OpenedStory[],
    who: { signedIn?: boolean; isPrime?: boolean; settings?: PaywallSettings } = {},
  ) =>
    meterReads(db(), {
      reader,
      signedIn: who.signedIn ?? false,
      isPrime: who.isPrime ?? false,
      nowMs,
      stories,
      decide: (story, figures) => decideHit(story, figures, who.settings ?? settings),
      profileRetentionDays: (who.settings ?? settings).profileRetentionDays,
    });

  it('AB-08 counts a story once per India day: opening it again answers the same and counts nothing', async () => {
    const first = await meter('anon:once', noon, [free(1, { bureau: true }), free(2, { premium: true })]);
    expect(first.stories.map(({ msid, repeat }) => ({ msid, repeat }))).toEqual([
      { msid: 1, repeat: false },
      { msid: 2, repeat: false },
    ]);
    const again = await meter('anon:once', noon + 3_600_000, [free(2, { premium: true }), free(1)]);
    expect(again.stories.map((story) => story.repeat)).toEqual([true, true]);
    expect(again.stories[0]?.score).toBe(first.stories[1]?.score);
    expect(again.profile).toEqual(first.profile);
    expect(first.profile).toMatchObject({
      lifetimeFree: 1,
      lifetimePaid: 1,
      lifetimeBureau: 1,
      daysActive: 1,
      readsToday: 2,
      readsThisMonth: 2,
      paidReadsToday: 1,
      paidReadsThisMonth: 1,
    });
    const rows = await db()
      .selectFrom('paywall_reads')
      .select('msid')
      .where('reader', '=', 'anon:once')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('AB-08 keeps today, the month, days active and lifetime counts apart across days', async () => {
    await meter('reader:7', noon, [free(10)]);
    const nextDay = await meter('reader:7', noon + dayMs, [free(10), free(11, { premium: true })], {
      signedIn: true,
    });
    expect(nextDay.profile).toMatchObject({
      lifetimeFree: 2,
      lifetimePaid: 1,
      daysActive: 2,
      readsToday: 2,
      readsThisMonth: 3,
      paidReadsToday: 1,
      paidReadsThisMonth: 1,
    });
    // Another reader's counts are their own.
    expect((await readReaderProfile(db(), 'reader:8', noon)).readsThisMonth).toBe(0);
  });

  it('AB-08 spends the allowance on different adaptive stories only, then hits and counts hits in a row', async () => {
    const day = noon + 2 * dayMs;
    const opened = await meter('anon:gate', day, [adaptive(21), adaptive(22), adaptive(21), adaptive(23)]);
    expect(opened.stories.map((story) => story.hit)).toEqual([false, false, false, true]);
    const more = await meter('anon:gate', day, [adaptive(24), free(25), adaptive(26)]);
    expect(more.stories.map((story) => story.hit)).toEqual([true, false, true]);
    expect(more.profile).toMatchObject({ hitsPaywall: 3, continuousHits: 1 });
    // A story let through stays open for the month, also on another day.
    const later = await meter('anon:gate', day + dayMs, [adaptive(22), adaptive(23)]);
    expect(later.stories.map((story) => story.hit)).toEqual([false, true]);
    expect(later.profile).toMatchObject({ hitsPaywall: 4, continuousHits: 1, daysActive: 2 });
  });

  it('AB-08 never hits a Prime reader, also on a story that hit them earlier the same day', async () => {
    const day = noon + 4 * dayMs;
    const before = await meter('reader:9', day, [adaptive(31), adaptive(32), adaptive(33)], {
      signedIn: true,
    });
    expect(before.stories.map((story) => story.hit)).toEqual([false, false, true]);
    const prime = await meter('reader:9', day, [adaptive(33), adaptive(34)], {
      signedIn: true,
      isPrime: true,
    });
    expect(prime.stories.map((story) => story.hit)).toEqual([false, false]);
  });

  it('AB-08 lets racing calls of one reader spend the allowance once', async () => {
    const day = noon + 5 * dayMs;
    const outcomes = await Promise.all(
      [41, 42, 43, 44, 45, 46].map((msid) => meter('anon:race', day, [adaptive(msid)])),
    );
    const letThrough = outcomes.filter((outcome) => !outcome.stories[0]?.hit);
    expect(letThrough).toHaveLength(2);
    const profile = await readReaderProfile(db(), 'anon:race', day);
    expect(profile).toMatchObject({ readsToday: 6, hitsPaywall: 4, lifetimeFree: 6, daysActive: 1 });
  });

  it('AB-08 deletes reads of past months and profiles idle past the retention', async () => {
    const december = Date.UTC(2026, 11, 3, 6, 30);
    // Last seen on 1 September 2025: more than 400 days before 3 December 2026.
    await meter('anon:idle', Date.UTC(2025, 8, 1, 6, 30), [free(51)]);
    const fresh = await meter('anon:december', december, [adaptive(52)]);
    // A new month: the allowance and month counts start afresh; lifetime counts stay.
    expect(fresh.stories[0]?.hit).toBe(false);
    const gate = await meter('anon:gate', december, [adaptive(26)]);
    expect(gate.stories[0]?.hit).toBe(false);
    expect(gate.profile).toMatchObject({ readsThisMonth: 1, readsToday: 1, hitsPaywall: 4, daysActive: 3 });
    const days = await db().selectFrom('paywall_reads').select('day').distinct().execute();
    expect(days.map((row) => row.day)).toEqual(['2026-12-03']);
    const readers = await db().selectFrom('paywall_readers').select('reader').execute();
    expect(readers.map((row) => row.reader)).not.toContain('anon:idle');
    expect(readers.map((row) => row.reader)).toContain('reader:7');
  });
}

describe('AB-08 paywall metering on SQLite', () => {
  meteringSuite(async () => openSqlite(':memory:'));
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('AB-08 paywall metering on PostgreSQL (TEST_DATABASE_URL)', () => {
  meteringSuite(() => openScratchPostgres(postgresUrl as string));
});
