import { AD_SLOT_NAMES, AD_SLOTS } from '@newsroom/rules/ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAds } from '../seed/ads.ts';
import { seedNowMs } from '../seed/clock.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';
import { AdAnswer, CreativeAnswer, type ServedAd, ServedVideoAnswer } from './ads.ts';

// AB-23 the house ad server, on both engines: a creative per slot (none for a Prime reader's
// session), each serve's impression and click counted once, a click sent only to the creative's
// own landing page, the day's report.

const day = '2026-11-21';
const now = Date.parse(`${day}T11:00:00+05:30`);

type Open = () => Promise<{ api: TestApi; close(): Promise<void> }>;
const engines: [string, Open][] = [
  [
    'SQLite',
    async () => {
      const api = await startTestApi(await openSeededSqlite(), { now: () => now });
      return { api, close: () => api.close() };
    },
  ],
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  engines.push([
    'PostgreSQL',
    async () => {
      const scratch = await openScratchPostgres(postgresUrl);
      await migrateToLatest(scratch.db);
      await seedStore(scratch.db);
      const api = await startTestApi(scratch, { now: () => now, closeStore: false });
      return {
        api,
        close: async () => {
          await api.close();
          await scratch.drop();
        },
      };
    },
  ]);
}

describe.each(engines)('AB-23 house ads (%s)', (_engine, open) => {
  let api: TestApi;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ api, close } = await open());
  });
  afterAll(() => close());

  const serve = async (query: string, headers: Record<string, string> = {}): Promise<ServedAd | null> =>
    (await api.getParsed(AdAnswer, `/ads?${query}`, headers)).ad;
  const report = async () =>
    (
      (await (await api.get(`/ads/report?day=${day}`)).json()) as {
        rows: { creativeId: number; slot: string; served: number; impressions: number; clicks: number }[];
      }
    ).rows;

  it('serves every slot a creative of its size with a token, its frame and its click', async () => {
    for (const slot of AD_SLOT_NAMES) {
      const ad = await serve(`slot=${slot}&geo=other`);
      expect(ad, slot).toMatchObject({ slot, ...AD_SLOTS[slot] });
      expect(ad?.creativeUrl).toMatch(new RegExp(`^/ads/creative/${ad?.creativeId}\\?slot=${slot}$`));
      expect(ad?.clickUrl).toBe(`/ads/click?c=${ad?.creativeId}&t=${ad?.token}`);
    }
    const response = await api.get('/ads?slot=mrec1');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the international units only for readers outside India; the rest rotate evenly', async () => {
    expect(await serve('slot=intl1&geo=IN')).toBeNull();
    const shown = new Set<number>();
    for (let i = 0; i < 6; i += 1) shown.add((await serve('slot=mrec3&geo=IN'))!.creativeId);
    // The three creatives for every reader in India, each in turn (the NRI one is for abroad).
    expect([...shown].sort()).toEqual([1, 2, 3]);
  });

  it('serves nothing to a Prime reader’s session, whatever the page asks', async () => {
    expect(await serve('slot=topad', await api.signIn('prime'))).toBeNull();
    expect(await serve('slot=topad', await api.signIn('reader'))).not.toBeNull();
  });

  it('refuses a slot, geo or msid that is not one, naming it', async () => {
    expect((await api.getError('/ads?slot=mrec6', 400)).param).toBe('slot');
    expect((await api.getError('/ads', 400)).param).toBe('slot');
    expect((await api.getError('/ads?slot=topad&geo=US', 400)).param).toBe('geo');
    expect((await api.getError('/ads?slot=topad&msid=x', 400)).param).toBe('msid');
    expect((await api.getError('/ads?slot=topad&slot=mrec1', 400)).param).toBe('slot');
  });

  it('counts an impression once per serve, and refuses a token nobody was served', async () => {
    const ad = (await serve('slot=mrec5&geo=IN'))!;
    const before = (await report()).find((row) => row.creativeId === ad.creativeId && row.slot === 'mrec5')!;
    const first = await api.post('/ads/impressions', { t: ad.token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    expect(await (await api.post('/ads/impressions', { t: ad.token })).json()).toEqual({ counted: false });
    const after = (await report()).find((row) => row.creativeId === ad.creativeId && row.slot === 'mrec5')!;
    expect(after.impressions).toBe(before.impressions + 1);
    expect(after.served).toBe(before.served);
    const unknown = await api.post('/ads/impressions', { t: 'A'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { param: string } }).error.param).toBe('t');
    const malformed = await api.post('/ads/impressions', { t: '<script>' });
    expect(malformed.status).toBe(400);
    expect((await api.post('/ads/impressions', {})).status).toBe(400);
  });

  it('a click goes to the creative’s own landing page and counts once; nothing in it chooses where', async () => {
    const ad = (await serve('slot=topad&geo=IN'))!;
    const click = () => api.get(ad.clickUrl, {}, { redirect: 'manual' });
    const first = await click();
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(
      /^\/(prime|stocks\/marketstats\?type=gainers|markets\/upside-radar)$/,
    );
    await click();
    const row = (await report()).find((r) => r.creativeId === ad.creativeId && r.slot === 'topad')!;
    expect(row.clicks).toBe(1);
    // Another creative's id with this token: on to that creative's page, not counted for either.
    const other = ad.creativeId === 1 ? 2 : 1;
    const swapped = await api.get(`/ads/click?c=${other}&t=${ad.token}`, {}, { redirect: 'manual' });
    expect(swapped.status).toBe(302);
    expect((await report()).find((r) => r.creativeId === other && r.slot === 'topad')?.clicks ?? 0).toBe(0);
    // An address in the query leads nowhere: only c names the destination.
    const hostile = await api.get(
      `/ads/click?c=${ad.creativeId}&url=https%3A%2F%2Fevil.example&t=${ad.token}`,
      {},
      { redirect: 'manual' },
    );
    expect(hostile.headers.get('location')).not.toContain('evil');
    expect((await api.getError('/ads/click?c=999', 404)).param).toBe('c');
    expect((await api.getError('/ads/click?c=../../x', 400)).param).toBe('c');
  });

  it('answers a creative’s face, its picture absolute, and marks a partner’s page as external', async () => {
    const prime = await api.getParsed(CreativeAnswer, '/ads/creatives/1');
    expect(prime.creative).toMatchObject({ id: 1, advertiser: 'Ledger Prime', external: false });
    expect(prime.creative.image?.url).toMatch(/^http:\/\/pictures\.test\/photos\/\d+\.png$/);
    const partner = await api.getParsed(CreativeAnswer, '/ads/creatives/6');
    expect(partner.creative.external).toBe(true);
    expect((await api.get('/ads/creatives/1')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await api.getError('/ads/creatives/999', 404)).param).toBe('id');
  });

  it('AB-03 the video slot: the Videos desk’s newest video; its face, its click to that video, counted once', async () => {
    const ad = (await serve('slot=video&geo=IN'))!;
    expect(ad).toMatchObject({ slot: 'video', width: 640, height: 360 });
    expect(ad.creativeUrl).toBe(`/ads/creative/${ad.creativeId}?slot=video`);
    const face = await api.getParsed(CreativeAnswer, `/ads/creatives/${ad.creativeId}`);
    expect(face.creative).toMatchObject({ advertiser: 'Ledger Videos', external: false });

    const answer = await api.get(`/ads/video?t=${ad.token}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { video } = ServedVideoAnswer.parse(await answer.json());
    // The newest video of the store, as the videos list has it.
    const newest = (await (
      await api.get('/request?type=plist&msid=1715249553&top=1&platform=web&contenttype=VIDEO')
    ).json()) as {
      searchResult: [{ data: { msid: string; url: string }[] }];
    };
    expect(video.msid).toBe(newest.searchResult[0].data[0]?.msid);
    expect(video.url).toMatch(/^\/.+\/videoshow\/\d+\.cms$/);
    expect(video.image.url).toMatch(/^http:\/\/pictures\.test\/photos\/\d+\.png$/);
    expect(video.duration).toBeGreaterThan(0);

    const before = (await report()).find((r) => r.creativeId === ad.creativeId && r.slot === 'video');
    expect((await api.post('/ads/impressions', { t: ad.token })).status).toBe(200);
    const click = await api.get(ad.clickUrl, {}, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(video.url);
    await api.get(ad.clickUrl, {}, { redirect: 'manual' });
    const after = (await report()).find((r) => r.creativeId === ad.creativeId && r.slot === 'video')!;
    expect(after.impressions).toBe((before?.impressions ?? 0) + 1);
    expect(after.clicks).toBe((before?.clicks ?? 0) + 1);
    // Without its serve the click goes to the creative's own page, the Videos section.
    const bare = await api.get(`/ads/click?c=${ad.creativeId}`, {}, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/videos');
  });

  it('AB-03 the video slot: no creative for any other slot, nothing for Prime; a token of no video serve is a 404', async () => {
    for (const slot of AD_SLOT_NAMES.filter((name) => name !== 'video'))
      expect((await serve(`slot=${slot}&geo=other`))?.creativeId, slot).not.toBe(8);
    expect(await serve('slot=video', await api.signIn('prime'))).toBeNull();
    const rectangle = (await serve('slot=mrec1&geo=IN'))!;
    expect((await api.getError(`/ads/video?t=${rectangle.token}`, 404)).param).toBe('t');
    expect((await api.getError(`/ads/video?t=${'B'.repeat(32)}`, 404)).param).toBe('t');
    expect((await api.getError('/ads/video?t=<x>', 400)).param).toBe('t');
    expect((await api.getError('/ads/video', 400)).param).toBe('t');
  });

  it('AB-03 the video slot follows the serve, not the newest: a video published later changes new serves only', async () => {
    const first = (await serve('slot=video'))!;
    const shown = ServedVideoAnswer.parse(await (await api.get(`/ads/video?t=${first.token}`)).json()).video;
    // A newer video on the desk: the next serve shows it; the first serve still names its own.
    const { db } = api.store;
    const latest = await db
      .selectFrom('articles')
      .select('published_at')
      .orderBy('published_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('articles')
      .innerJoin('videos', 'videos.msid', 'articles.msid')
      .select('articles.msid')
      .where('articles.msid', '!=', Number(shown.msid))
      .where('articles.section_id', '=', 1715249553)
      .limit(1)
      .executeTakeFirst();
    if (!other) return expect.unreachable('the seed has two videos on the desk');
    // A year after the newest story of the store (times sort as text).
    const newer = `${Number(latest.published_at.slice(0, 4)) + 1}${latest.published_at.slice(4)}`;
    await db.updateTable('articles').set({ published_at: newer }).where('msid', '=', other.msid).execute();
    const second = (await serve('slot=video'))!;
    const now = ServedVideoAnswer.parse(await (await api.get(`/ads/video?t=${second.token}`)).json()).video;
    expect(now.msid).toBe(String(other.msid));
    const again = ServedVideoAnswer.parse(await (await api.get(`/ads/video?t=${first.token}`)).json()).video;
    expect(again.msid).toBe(shown.msid);
    const click = await api.get(first.clickUrl, {}, { redirect: 'manual' });
    expect(click.headers.get('location')).toBe(shown.url);
  });

  it('AB-03 a store seeded before the video slot gets its house video creative, once', async () => {
    const { db } = api.store;
    await db.deleteFrom('ad_creative_slots').where('slot', '=', 'video').execute();
    await db.deleteFrom('ad_creatives').where('id', '=', 8).execute();
    expect(await serve('slot=video')).toBeNull();
    expect(await ensureAds(db)).toBe(true);
    expect(await ensureAds(db)).toBe(false);
    expect((await serve('slot=video'))?.creativeId).toBe(8);
  });

  it('reports a day by its date only', async () => {
    expect((await api.getError('/ads/report?day=yesterday', 400)).param).toBe('day');
    expect(Array.isArray(await report())).toBe(true);
    expect(seedNowMs).toBeLessThan(now);
  });
});
