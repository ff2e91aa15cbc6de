import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorAnswer } from '../contract.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { demoReaders } from '../seed/readers.ts';
import { buyPlan } from '../testing/pay.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { PaywallAnswer } from './paywall.ts';

// AB-08 adaptive paywall: `POST /getPaywallHitStatus.json`, answered from the server's own
// metering of who read what, on a clock the tests move across India days and months.

const path = '/getPaywallHitStatus.json';
const anonymous = (id: string) => ({ 'x-anonymous-reader': id });

function postJson(api: TestApi, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What the publisher's page sends: the stories and its own counts, which the server ignores. */
function request(msids: number[], claims: Record<string, unknown> = {}) {
  return {
    platform: 'web',
    operatingSystem: 'Android 14',
    articleReadCountToday: 0,
    articleReadCountMonth: 0,
    expiredUserType: '',
    trafficSource: 'google',
    loggedInStatus: false,
    articleLastClickSource: 'direct',
    paidArticleReadCountToday: 0,
    paidArticleReadCountMonth: 0,
    continuousPaywallHits: 0,
    articleRequestDtos: msids.map((msid) => ({ msid: String(msid), hostId: '153' })),
    pMode: 'default',
    isReadingMode: false,
    ...claims,
  };
}

async function ask(api: TestApi, msids: number[], headers: Record<string, string>, claims = {}) {
  const response = await postJson(api, request(msids, claims), headers);
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return PaywallAnswer.parse(body);
}

const hits = (answer: PaywallAnswer) => answer.articleResponseDtos.map((dto) => dto.paywalHitStatus);

async function adaptiveStories(api: TestApi): Promise<number[]> {
  const rows = await api.store.db
    .selectFrom('articles')
    .select('msid')
    .where('adaptive', '=', 1)
    .where('host_id', '=', '153')
    .orderBy('msid')
    .execute();
  return rows.map((row) => row.msid);
}

/** A free story that is neither premium nor adaptive. */
async function ordinaryStory(api: TestApi): Promise<number> {
  const row = await api.store.db
    .selectFrom('articles')
    .select('msid')
    .where('adaptive', '=', 0)
    .where('prime_blocker', '=', 0)
    .where('host_id', '=', '83')
    .where('kind', '=', 'article')
    .orderBy('msid')
    .executeTakeFirstOrThrow();
  return row.msid;
}

async function readsOf(api: TestApi, reader: string) {
  return api.store.db.selectFrom('paywall_reads').selectAll().where('reader', '=', reader).execute();
}

// 23:30 on 29 November 2026 in India; the day turns at 18:30 UTC.
const lateOn29November = Date.UTC(2026, 10, 29, 18, 0);
const hourMs = 3_600_000;

describe('AB-08 the paywall request is checked before anything is counted', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());
  const headers = anonymous('checks-reader-000001');

  const cases: [string, unknown, number, string][] = [
    ['not JSON', 'msid=1', 400, 'body'],
    ['a list, not an object', '[]', 400, 'body'],
    ['no stories', {}, 400, 'articleRequestDtos'],
    ['an empty list', { articleRequestDtos: [] }, 400, 'articleRequestDtos'],
    [
      'eleven stories',
      { articleRequestDtos: Array.from({ length: 11 }, () => ({ msid: '1' })) },
      400,
      'articleRequestDtos',
    ],
    ['letters in an msid', { articleRequestDtos: [{ msid: '1254x' }] }, 400, 'articleRequestDtos[0].msid'],
    ['msid 0', { articleRequestDtos: [{ msid: '0' }] }, 400, 'articleRequestDtos[0].msid'],
    [
      'an msid of eleven digits',
      { articleRequestDtos: [{ msid: '12345678901' }] },
      400,
      'articleRequestDtos[0].msid',
    ],
    [
      'an msid past 2^31',
      { articleRequestDtos: [{ msid: 4_000_000_000 }] },
      400,
      'articleRequestDtos[0].msid',
    ],
    ['a fractional msid', { articleRequestDtos: [{ msid: 1.5 }] }, 400, 'articleRequestDtos[0].msid'],
    [
      'an object for an msid',
      { articleRequestDtos: [{ msid: { $gt: 1 } }] },
      400,
      'articleRequestDtos[0].msid',
    ],
    ['a nested list for a story', { articleRequestDtos: [[[[['1']]]]] }, 400, 'articleRequestDtos[0]'],
    [
      'a host id that is not a number',
      { articleRequestDtos: [{ msid: '1', hostId: 'x' }] },
      400,
      'articleRequestDtos[0].hostId',
    ],
    ['a negative count', request([1], { articleReadCountToday: -1 }), 400, 'articleReadCountToday'],
    ['a count as text', request([1], { continuousPaywallHits: '3' }), 400, 'continuousPaywallHits'],
    ['an unknown platform', request([1], { platform: 'desktop' }), 400, 'platform'],
    ['markup in a label', request([1], { trafficSource: '<script>' }), 400, 'trafficSource'],
    ['an overlong label', request([1], { pMode: 'x'.repeat(41) }), 400, 'pMode'],
    ['a flag that is neither', request([1], { loggedInStatus: 'yes' }), 400, 'loggedInStatus'],
  ];
  it.each(cases)('AB-08 refuses %s', async (_name, body, status, param) => {
    const response = await postJson(api, body, headers);
    expect(response.status).toBe(status);
    expect(ErrorAnswer.parse(await response.json()).error.param).toBe(param);
  });

  it('AB-08 refuses a body over 8 KiB (413), one that is not JSON by type (415), and stores nothing', async () => {
    const big = request([seedLandmarks.adaptive], { padding: 'x'.repeat(9000) });
    expect((await postJson(api, big, headers)).status).toBe(413);
    const form = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'msid=1',
    });
    expect(form.status).toBe(415);
    expect(await readsOf(api, 'anon:checks-reader-000001')).toEqual([]);
  });

  it('AB-08 ignores fields it does not name, as the other calls do', async () => {
    const answer = await ask(api, [seedLandmarks.adaptive], headers, { extra: { deep: [[1]] } });
    expect(answer.articleResponseDtos).toHaveLength(1);
  });
});

describe('AB-08 who reads is decided on the server', () => {
  let api: TestApi;
  let untrusting: TestApi;
  beforeAll(async () => {
    api = await startTestApi(undefined, { now: () => lateOn29November });
    // A backend that does not take 127.0.0.1 for the site: X-Anonymous-Reader is not believed.
    untrusting = await startTestApi(undefined, { trustedProxies: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await api.close();
    await untrusting.close();
  });

  it('AB-08 meters a signed-in reader as reader:{id}, even when an anonymous id comes along', async () => {
    const bearer = await api.signIn('reader');
    await ask(api, [seedLandmarks.adaptive], { ...bearer, ...anonymous('someone-else-000001') });
    expect((await readsOf(api, `reader:${demoReaders.reader.id}`)).map((row) => row.msid)).toEqual([
      seedLandmarks.adaptive,
    ]);
    expect(await readsOf(api, 'anon:someone-else-000001')).toEqual([]);
  });

  it('AB-08 meters an anonymous reader by the site’s id in X-Anonymous-Reader', async () => {
    await ask(api, [seedLandmarks.adaptive], anonymous('anonymous-reader-01'));
    expect(await readsOf(api, 'anon:anonymous-reader-01')).toHaveLength(1);
  });

  it('AB-08 refuses a call naming no reader, a malformed id, or an id from a peer that is not the site', async () => {
    const body = request([seedLandmarks.adaptive]);
    for (const response of [
      await postJson(api, body),
      await postJson(api, body, anonymous('short')),
      await postJson(api, body, anonymous('has spaces in it, not allowed')),
      await postJson(untrusting, body, anonymous('anonymous-reader-02')),
    ]) {
      expect(response.status).toBe(400);
      expect(ErrorAnswer.parse(await response.json()).error.param).toBe('reader');
    }
    expect(await readsOf(untrusting, 'anon:anonymous-reader-02')).toEqual([]);
  });

  it('AB-08 answers a session that has ended with the usual 401, never as someone else', async () => {
    const response = await postJson(api, request([seedLandmarks.adaptive]), {
      authorization: 'Bearer no-such-session-token-0000000000000000000',
      ...anonymous('anonymous-reader-03'),
    });
    expect(response.status).toBe(401);
    expect(ErrorAnswer.parse(await response.json()).error.param).toBe('session');
    expect(await readsOf(api, 'anon:anonymous-reader-03')).toEqual([]);
  });
});

describe('AB-08 the rule across India days and months', () => {
  let api: TestApi;
  let clock = lateOn29November;
  let adaptive: number[];
  beforeAll(async () => {
    api = await startTestApi(undefined, {
      now: () => clock,
      paywall: { freeAdaptiveReadsPerMonth: 2, scoreThreshold: 20 },
    });
    adaptive = await adaptiveStories(api);
  });
  afterAll(() => api.close());
  const reader = anonymous('metered-reader-0001');
  const story = (index: number) => adaptive[index] as number;

  it('AB-08 lets the allowance through, then low scores, then hits at the threshold, whatever the client claims', async () => {
    expect(adaptive.length).toBeGreaterThanOrEqual(6);
    const first = await ask(api, [story(0), story(1)], reader);
    expect(hits(first)).toEqual([false, false]);
    // The reader's score: 3 per story this month and 5 per active day (docs: "Adaptive paywall").
    expect(first.articleResponseDtos.map((dto) => dto.probabilityPercentage)).toEqual([8, 11]);
    const more = await ask(api, [story(2), story(3), story(4)], reader, { articleReadCountMonth: 0 });
    expect(hits(more)).toEqual([false, false, true]);
    expect(more.articleResponseDtos[2]).toMatchObject({
      msid: String(story(4)),
      score: 0.2,
      probabilityPercentage: 20,
    });
    expect(more.userProfileDto).toMatchObject({
      articleReadCountToday: 5,
      articleReadCountMonth: 5,
      hits_paywall: 1,
      continuousPaywallHits: 1,
      daysActive: 1,
      lifetimeFreeArticleCount: 5,
    });
  });

  it('AB-08 answers a story opened again the same day as before, counting nothing', async () => {
    const before = await ask(api, [story(4)], reader);
    const again = await ask(api, [story(4), story(0)], reader);
    expect(hits(again)).toEqual([true, false]);
    expect(again.userProfileDto).toEqual(before.userProfileDto);
    expect(await readsOf(api, 'anon:metered-reader-0001')).toHaveLength(5);
  });

  it('AB-08 turns the day at midnight India time: a story let through stays open, a new one hits', async () => {
    clock += hourMs; // 00:30 on 30 November in India
    const nextDay = await ask(api, [story(0), story(5)], reader);
    expect(hits(nextDay)).toEqual([false, true]);
    expect(nextDay.userProfileDto).toMatchObject({
      articleReadCountToday: 2,
      articleReadCountMonth: 7,
      daysActive: 2,
      hits_paywall: 2,
    });
  });

  it('AB-08 starts each India month with a fresh allowance and keeps the lifetime counts', async () => {
    clock = Date.UTC(2026, 10, 30, 18, 30); // 00:00 on 1 December in India
    const december = await ask(api, [story(5)], reader);
    expect(hits(december)).toEqual([false]);
    expect(december.userProfileDto).toMatchObject({
      articleReadCountToday: 1,
      articleReadCountMonth: 1,
      daysActive: 3,
      hits_paywall: 2,
      continuousPaywallHits: 0,
      lifetimeFreeArticleCount: 8,
    });
    // November's reads are gone; December's one row is all that is kept for the reader.
    expect((await readsOf(api, 'anon:metered-reader-0001')).map((row) => row.day)).toEqual(['2026-12-01']);
  });

  it('AB-08 gives a new reader the allowance, however many reads their page claims', async () => {
    const claims = { articleReadCountMonth: 1_000_000, continuousPaywallHits: 99, loggedInStatus: 1 };
    const answer = await ask(api, [story(0)], anonymous('claims-a-lot-000001'), claims);
    expect(hits(answer)).toEqual([false]);
    expect(answer.userProfileDto.articleReadCountMonth).toBe(1);
  });
});

describe('AB-08 only adaptive stories of real readers who are not Prime are hit', () => {
  let api: TestApi;
  let adaptive: number[];
  beforeAll(async () => {
    // No free reads and no threshold: every adaptive story hits a reader who is not Prime.
    api = await startTestApi(undefined, { paywall: { freeAdaptiveReadsPerMonth: 0, scoreThreshold: 0 } });
    adaptive = await adaptiveStories(api);
  });
  afterAll(() => api.close());

  it('AB-08 never hits a Prime reader', async () => {
    const prime = await api.signIn('prime');
    for (let start = 0; start < adaptive.length; start += 10) {
      const answer = await ask(api, adaptive.slice(start, start + 10), prime);
      expect(hits(answer).every((hit) => !hit)).toBe(true);
    }
  });

  it('AB-08 hits a reader who is not Prime, and stops once they subscribe the same day', async () => {
    const bearer = await api.signIn('reader');
    const msid = adaptive[0] as number;
    expect(hits(await ask(api, [msid], bearer))).toEqual([true]);
    await buyPlan(api, bearer, 'annual');
    expect(hits(await ask(api, [msid, adaptive[1] as number], bearer))).toEqual([false, false]);
  });

  it('AB-08 never hits a premium or ordinary story (the plain paywall is not this call’s)', async () => {
    const ordinary = await ordinaryStory(api);
    const answer = await ask(api, [seedLandmarks.premium, ordinary], anonymous('strict-reader-00001'));
    expect(hits(answer)).toEqual([false, false]);
    expect(answer.userProfileDto).toMatchObject({ lifetimePaidArticleCount: 1, lifetimeFreeArticleCount: 1 });
  });

  it('AB-08 answers an unknown story "no hit" and counts nothing for it', async () => {
    const msid = adaptive[2] as number;
    const headers = anonymous('unknown-story-00001');
    const answer = await ask(api, [999_999_999, msid, 999_999_999], headers);
    expect(
      answer.articleResponseDtos.map(({ msid, paywalHitStatus, lengthOfArticle }) => ({
        msid,
        paywalHitStatus,
        lengthOfArticle,
      })),
    ).toEqual([
      { msid: '999999999', paywalHitStatus: false, lengthOfArticle: 0 },
      { msid: String(msid), paywalHitStatus: true, lengthOfArticle: expect.any(Number) },
      { msid: '999999999', paywalHitStatus: false, lengthOfArticle: 0 },
    ]);
    expect((await readsOf(api, 'anon:unknown-story-00001')).map((row) => row.msid)).toEqual([msid]);
    const onlyUnknown = await ask(api, [999_999_998], anonymous('unknown-only-000001'));
    expect(onlyUnknown.userProfileDto.articleReadCountMonth).toBe(0);
    const profiles = await api.store.db
      .selectFrom('paywall_readers')
      .select('reader')
      .where('reader', '=', 'anon:unknown-only-000001')
      .execute();
    expect(profiles).toEqual([]);
  });

  it('AB-08 answers the story’s length in words, and a story asked twice in one call alike, counted once', async () => {
    const msid = adaptive[3] as number;
    const row = await api.store.db
      .selectFrom('articles')
      .select('word_count')
      .where('msid', '=', msid)
      .executeTakeFirstOrThrow();
    const answer = await ask(api, [msid, msid], anonymous('twice-in-one-call-1'));
    expect(answer.articleResponseDtos[0]).toEqual(answer.articleResponseDtos[1]);
    expect(answer.articleResponseDtos[0]?.lengthOfArticle).toBe(row.word_count);
    expect(answer.userProfileDto.articleReadCountToday).toBe(1);
  });
});
