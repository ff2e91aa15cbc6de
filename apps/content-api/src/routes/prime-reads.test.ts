import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { isPremiumStory } from '../store/prime-stories.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';
import { MissedAnswer, PrimeReadAnswer, primeReadLimits } from './prime-reads.ts';

const dayMs = 24 * 60 * 60_000;
let clock = seedNowMs + dayMs;
let api: TestApi;
/** The store's Prime stories, newest first. */
let prime: number[] = [];
beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => clock });
  const rows = await api.store.db
    .selectFrom('articles')
    .select('msid')
    .where(isPremiumStory)
    .orderBy('published_at', 'desc')
    .orderBy('msid', 'desc')
    .execute();
  prime = rows.map((row) => row.msid);
});
afterAll(() => api.close());

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const read = async (headers: Record<string, string>, msid: number) =>
  PrimeReadAnswer.parse((await send('POST', '/prime-reads', headers, { msid })).body);
const missed = async (headers: Record<string, string>, top = 20) => {
  const answer = await send('GET', `/prime-reads/missed?top=${top}`, headers);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return MissedAnswer.parse(answer.body);
};

describe('Prime reads and missed Prime stories (AB-17)', () => {
  it('AB-17 needs a session for both calls', async () => {
    for (const [method, path, body] of [
      ['POST', '/prime-reads', { msid: seedLandmarks.premium }],
      ['GET', '/prime-reads/missed', undefined],
    ] as const) {
      const answer = await send(method, path, {}, body);
      expect(answer.status, path).toBe(401);
      expect(ErrorAnswer.parse(answer.body).error.param).toBe('session');
    }
  });

  it('AB-17 records only Prime stories (prime_blocker 1 or hostid 364), and refuses bad ids', async () => {
    const headers = await api.signIn('editor');
    for (const msid of [
      seedLandmarks.premium,
      seedLandmarks.premiumByHostOnly,
      seedLandmarks.premiumByBlockerOnly,
    ]) {
      expect((await send('POST', '/prime-reads', headers, { msid })).status, String(msid)).toBe(200);
    }
    const free = await send('POST', '/prime-reads', headers, { msid: seedLandmarks.longRead });
    expect(free.status).toBe(400);
    expect(ErrorAnswer.parse(free.body).error).toEqual({ param: 'msid', message: 'is not a Prime story' });
    expect((await send('POST', '/prime-reads', headers, { msid: 999 })).status).toBe(404);
    for (const msid of ['', 'abc', '-1', '99999999999', '1e5']) {
      const answer = await send('POST', '/prime-reads', headers, { msid });
      expect(answer.status, msid).toBe(400);
    }
    for (const top of ['0', '21', 'x', '1&top=2']) {
      expect((await send('GET', `/prime-reads/missed?top=${top}`, headers)).status, top).toBe(400);
    }
  });

  it('AB-17 shows the widget only after more than 3 ids, and lists unread Prime stories newest first', async () => {
    const headers = await api.signIn('prime');
    const opened = [prime[1], prime[3], prime[5]] as number[];
    for (const msid of opened) await read(headers, msid);
    expect(await missed(headers)).toEqual({ show: false, count: 3, data: [] });
    const fourth = prime[6] as number;
    expect(await read(headers, fourth)).toMatchObject({ changed: true, count: 4 });
    const answer = await missed(headers, 5);
    expect(answer.show).toBe(true);
    expect(answer.count).toBe(4);
    expect(answer.data.map((story) => Number(story.msid))).toEqual([
      prime[0],
      prime[2],
      prime[4],
      prime[7],
      prime[8],
    ]);
    expect(answer.data[0]?.img).toMatch(new RegExp(`^${testPublicUrl}/photos/\\d+\\.png$`));
    expect(answer.data[0]?.url).toMatch(new RegExp(`/${prime[0]}\\.cms$`));
  });

  it('AB-17 is idempotent per day: the same story again today changes nothing; tomorrow it moves to that day', async () => {
    const headers = await api.signIn('trial');
    const msid = prime[0] as number;
    expect(await read(headers, msid)).toEqual({
      msid: String(msid),
      recorded: true,
      changed: true,
      count: 1,
    });
    expect(await read(headers, msid)).toEqual({
      msid: String(msid),
      recorded: true,
      changed: false,
      count: 1,
    });
    const rowOf = () =>
      api.store.db
        .selectFrom('prime_reads')
        .selectAll()
        .where('msid', '=', msid)
        .where('reader_id', '=', 2)
        .execute();
    const [today] = await rowOf();
    clock += dayMs;
    expect(await read(headers, msid)).toMatchObject({ changed: true, count: 1 });
    const rows = await rowOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.day).not.toBe(today?.day);
  });

  it('AB-17 keeps at most 16 ids per reader, the newest winning', async () => {
    const headers = await api.signIn('reader');
    const ids = prime.slice(0, 20);
    for (const msid of ids) {
      clock += 1000;
      await read(headers, msid);
    }
    const kept = await api.store.db
      .selectFrom('prime_reads')
      .select('msid')
      .where('reader_id', '=', 1)
      .orderBy('msid')
      .execute();
    expect(kept.map((row) => row.msid)).toEqual(ids.slice(4).sort((a, b) => a - b));
    expect(kept).toHaveLength(primeReadLimits.keep);
    // The four oldest opened are "missed" again: the first Prime stories listed.
    expect((await missed(headers, 4)).data.map((story) => Number(story.msid))).toEqual(ids.slice(0, 4));
  });

  it('AB-17 forgets ids after 30 days (2592000000 ms) and deletes their rows on the next write', async () => {
    const headers = await api.signIn('new');
    for (const msid of prime.slice(0, 4)) await read(headers, msid);
    expect((await missed(headers)).show).toBe(true);
    clock += primeReadLimits.retentionMs - 1;
    // Sessions last 30 days too: a fresh one, the same reader.
    const later = await api.signIn('new');
    expect((await missed(later)).count).toBe(4);
    clock += 1;
    expect(await missed(later)).toEqual({ show: false, count: 0, data: [] });
    await read(later, prime[10] as number);
    const left = await api.store.db
      .selectFrom('prime_reads')
      .select('msid')
      .where('reader_id', '=', 6)
      .execute();
    expect(left.map((row) => row.msid)).toEqual([prime[10]]);
  });
});
