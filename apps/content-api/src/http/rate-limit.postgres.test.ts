import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNowMs } from '../seed/clock.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, startTestApi, type TestApi } from '../testing/test-api.ts';
import { createRateLimits, createSharedRateLimiter } from './rate-limit.ts';

// Issue 18: on PostgreSQL the token buckets are rows every backend instance shares, so a limit
// counts a client once however many instances serve it. Runs only when TEST_DATABASE_URL names
// a database the tests may create schemas in; otherwise the cases show as skipped.

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('rate limits shared in PostgreSQL (TEST_DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  beforeAll(async () => {
    scratch = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(scratch.db);
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  it('allows a burst, refuses with the time to wait, earns tokens back and takes a refund', async () => {
    let now = 1_000_000;
    const limiter = createSharedRateLimiter(
      'test-burst',
      { count: 3, perSeconds: 60 },
      scratch.db,
      () => now,
    );
    const takes = [];
    for (let n = 0; n < 3; n++) takes.push((await limiter.take('a')).allowed);
    expect(takes).toEqual([true, true, true]);
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect((await limiter.take('b')).allowed).toBe(true);
    now += 10_000;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 10_000;
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    await limiter.refund('a');
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('spends each token once when two instances take at the same moment', async () => {
    const now = () => 5_000_000;
    // Two limiters over one store stand for two backend instances.
    const first = createSharedRateLimiter('test-race', { count: 5, perSeconds: 600 }, scratch.db, now);
    const second = createSharedRateLimiter('test-race', { count: 5, perSeconds: 600 }, scratch.db, now);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? first : second).take('same-client')),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('uses the shared buckets for every limit when the store is PostgreSQL', async () => {
    const limits = createRateLimits(
      {
        posts: { count: 1, perSeconds: 60 },
        votes: 'off',
        reports: 'off',
        logins: 'off',
        loginsPerAccount: 'off',
        loginsPerPair: 'off',
        codeRequests: 'off',
        codeChecks: 'off',
        newsletterSignups: 'off',
        adEvents: 'off',
        assistantQuestions: 'off',
        analyticsBatches: 'off',
        checkouts: 'off',
      },
      () => 9_000_000,
      scratch.db,
    );
    expect(await limits.posts.take('c')).toEqual({ allowed: true });
    const row = await scratch.db
      .selectFrom('rate_buckets')
      .select(['limiter', 'client'])
      .where('client', '=', 'c')
      .executeTakeFirst();
    expect(row).toEqual({ limiter: 'posts', client: 'c' });
  });
});

describe.skipIf(!postgresUrl)('two backend instances on one PostgreSQL store (TEST_DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  let instances: TestApi[] = [];
  const time = seedNowMs + 2 * 60 * 60_000;
  beforeAll(async () => {
    scratch = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(scratch.db);
    await seedStore(scratch.db);
    const options = {
      closeStore: false,
      now: () => time,
      rateLimits: { posts: { count: 3, perSeconds: 60 } },
    };
    instances = [await startTestApi(scratch, options), await startTestApi(scratch, options)];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await scratch?.drop();
  });

  it('counts one reader against one comment limit whichever instance takes the post', async () => {
    const latest = await instances[0]!.get(
      '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=1',
    );
    const msid = String(((await latest.json()) as LatestNews).searchResult[0].data[0]!.msid);
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const response = await instances[n % 2]!.post(
        '/post_comment.cms?feedtype=json',
        {
          message: `Shared limit, post ${n}.`,
          fromname: 'Ravi',
          fromaddress: 'ravi@example.com',
          location: 'Pune',
          msid,
          ArticleID: msid,
          loggedstatus: '0',
          uid: 'browser-uid-000000',
        },
        { 'x-forwarded-for': '203.0.113.77' },
      );
      statuses.push(response.status);
    }
    // Three in all, not three on each instance.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

interface LatestNews {
  searchResult: [{ data: { msid: string | number }[] }];
}
