import { POLL_MAX_OPTIONS } from '@newsroom/rules/poll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIst } from '../content/ist-time.ts';
import { ErrorAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { buildPollSeed, seedPollOfTheDay } from '../seed/polls.ts';
import { demoReaders } from '../seed/readers.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import {
  openScratchPostgres,
  openSeededSqlite,
  startTestApi,
  type TestApi,
  testPublicUrl,
} from '../testing/test-api.ts';
import { PollOfTheDayAnswer, PollVoteAnswer } from './poll.ts';

// AB-14 poll of the day on both engines: the poll and its options for everyone, one vote per
// signed-in reader (racing votes too), percentages from the stored votes, the reader's own vote
// kept on the server.

const dayMs = 86_400_000;
const pollPath = '/request?type=poll_of_the_day&platform=web';
const seedVotes = (msid: number) => buildPollSeed().poll_votes.filter((vote) => vote.poll_msid === msid);

type Open = () => Promise<{ api: TestApi; close(): Promise<void>; setClock(ms: number): void }>;

function engines(): [string, Open][] {
  const list: [string, Open][] = [
    [
      'SQLite',
      async () => {
        let clock = seedNowMs + 2 * dayMs;
        const api = await startTestApi(await openSeededSqlite(), { now: () => clock });
        return { api, close: () => api.close(), setClock: (ms) => (clock = ms) };
      },
    ],
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    list.push([
      'PostgreSQL',
      async () => {
        const scratch = await openScratchPostgres(postgresUrl);
        await migrateToLatest(scratch.db);
        await seedStore(scratch.db);
        let clock = seedNowMs + 2 * dayMs;
        const api = await startTestApi(scratch, { now: () => clock, closeStore: false });
        return {
          api,
          close: async () => {
            await api.close();
            await scratch.drop();
          },
          setClock: (ms) => (clock = ms),
        };
      },
    ]);
  }
  return list;
}

describe.each(engines())('AB-14 poll of the day on %s', (_, open) => {
  let api: TestApi;
  let engine: Awaited<ReturnType<Open>>;
  beforeAll(async () => {
    engine = await open();
    api = engine.api;
  });
  afterAll(() => engine.close());

  const vote = (headers: Record<string, string>, fields: Record<string, string>) =>
    api.post('/vote_result_json.cms', { feedtype: 'json', ...fields }, headers);
  const readPoll = async (headers: Record<string, string> = {}) => {
    const response = await api.get(pollPath, headers);
    expect(response.status).toBe(200);
    return { response, data: PollOfTheDayAnswer.parse(await response.json()).searchResult[0].data };
  };

  it('AB-14 answers everyone the newest open poll and its options, sorted, with no results', async () => {
    const { response, data } = await readPoll();
    expect(data.msid).toBe(String(seedPollOfTheDay));
    expect(data.date).toBe('2026-11-20T06:00:00+05:30');
    expect(data.polloptions.map((option) => option.optionno)).toEqual([1, 2, 3, 4, 5]);
    expect(data.reader).toEqual({ signedIn: false, voted: false, optionno: null });
    expect(data.result).toBeNull();
    // The same for every anonymous reader: a cache may keep it, apart from requests with credentials.
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(response.headers.get('vary')).toBe('Authorization, Cookie');
  });

  it('AB-14 tells a signed-in reader they have not voted, privately', async () => {
    const { response, data } = await readPoll(await api.signIn('new'));
    expect(data.reader).toEqual({ signedIn: true, voted: false, optionno: null });
    expect(data.result).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('AB-14 refuses anonymous votes (also with the site’s anonymous reader id) and bad fields', async () => {
    const anonymous = await vote({}, { txtPolliD: String(seedPollOfTheDay), PRadio: '1' });
    expect(anonymous.status).toBe(401);
    expect(ErrorAnswer.parse(await anonymous.json()).error).toEqual({
      param: 'session',
      message: 'Please sign in to vote.',
    });
    const withSiteId = await vote(
      { 'x-anonymous-reader': 'a'.repeat(32) },
      { txtPolliD: String(seedPollOfTheDay), PRadio: '1' },
    );
    expect(withSiteId.status).toBe(401);

    const headers = await api.signIn('expired');
    const cases: [Record<string, string>, string][] = [
      [{ PRadio: '1' }, 'txtPolliD'],
      [{ txtPolliD: 'abc', PRadio: '1' }, 'txtPolliD'],
      [{ txtPolliD: String(seedPollOfTheDay) }, 'PRadio'],
      [{ txtPolliD: String(seedPollOfTheDay), PRadio: '0' }, 'PRadio'],
      [{ txtPolliD: String(seedPollOfTheDay), PRadio: '100' }, 'PRadio'],
      [{ txtPolliD: String(seedPollOfTheDay), PRadio: 'first' }, 'PRadio'],
      [{ txtPolliD: String(seedPollOfTheDay), PRadio: '1', feedtype: 'xml' }, 'feedtype'],
      // A number of the right shape that the poll does not have.
      [{ txtPolliD: String(seedPollOfTheDay), PRadio: '6' }, 'PRadio'],
    ];
    for (const [fields, param] of cases) {
      const response = await vote(headers, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(ErrorAnswer.parse(await response.json()).error.param, JSON.stringify(fields)).toBe(param);
    }
    const unknown = await vote(headers, { txtPolliD: '999', PRadio: '1' });
    expect(unknown.status).toBe(404);
    expect(ErrorAnswer.parse(await unknown.json()).error).toEqual({
      param: 'txtPolliD',
      message: 'no poll 999',
    });
    // Nothing of that was stored.
    expect((await readPoll(headers)).data.reader.voted).toBe(false);
  });

  it('AB-14 counts a reader’s vote once and answers the options with percentages of the stored votes', async () => {
    const headers = await api.signIn('reader');
    const first = await vote(headers, { txtPolliD: String(seedPollOfTheDay), PRadio: '3' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const answer = PollVoteAnswer.parse(await first.json());
    const seeded = seedVotes(seedPollOfTheDay);
    expect(answer.counted).toBe(true);
    expect(answer.reader).toEqual({ signedIn: true, voted: true, optionno: 3 });
    expect(answer.polloptions).toHaveLength(5);
    expect(answer.result?.totalvotes).toBe(seeded.length + 1);
    // Percentages of the stored votes: the seed's, and this one for option 3.
    const votesFor = (optionno: number) =>
      seeded.filter((seededVote) => seededVote.optionno === optionno).length + (optionno === 3 ? 1 : 0);
    const total = seeded.length + 1;
    for (const { optionno, optionperc } of answer.result?.options ?? []) {
      expect(Math.abs(optionperc - (votesFor(optionno) * 100) / total), String(optionno)).toBeLessThan(1);
    }
    expect(answer.result?.options.reduce((sum, option) => sum + option.optionperc, 0)).toBe(100);

    // A second vote, for another option, counts nothing and changes nothing.
    const second = PollVoteAnswer.parse(
      await (await vote(headers, { txtPolliD: String(seedPollOfTheDay), PRadio: '1' })).json(),
    );
    expect(second.counted).toBe(false);
    expect(second.reader.optionno).toBe(3);
    expect(second.result).toEqual(answer.result);

    // Kept on the server: the reader's next page learns it, with the results.
    const { data } = await readPoll(headers);
    expect(data.reader).toEqual({ signedIn: true, voted: true, optionno: 3 });
    expect(data.result).toEqual(answer.result);
    // Still no results for anyone who has not voted.
    expect((await readPoll()).data.result).toBeNull();
  });

  it('AB-14 counts racing votes of one reader once', async () => {
    const headers = await api.signIn('trial');
    const before = await api.store.db
      .selectFrom('poll_votes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('poll_msid', '=', seedPollOfTheDay)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        vote(headers, { txtPolliD: String(seedPollOfTheDay), PRadio: String((index % 5) + 1) }).then(
          async (response) => PollVoteAnswer.parse(await response.json()),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    const chosen = answers.find((answer) => answer.counted)?.reader.optionno;
    for (const answer of answers) expect(answer.reader.optionno).toBe(chosen);
    const rows = await api.store.db
      .selectFrom('poll_votes')
      .selectAll()
      .where('voter', '=', `reader:${demoReaders.trial.id}`)
      .execute();
    expect(rows).toHaveLength(1);
    const after = await api.store.db
      .selectFrom('poll_votes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('poll_msid', '=', seedPollOfTheDay)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('AB-14 a poll opens at its time: not of the day, nor votable, before it; older polls keep their votes', async () => {
    const tomorrowMs = seedNowMs + 3 * dayMs;
    await api.store.db
      .insertInto('polls')
      .values({ msid: 126000199, title: 'Tomorrow’s poll', starts_at: formatIst(tomorrowMs) })
      .execute();
    // Twelve options, given out of order: ten are shown, sorted, and only they take votes.
    await api.store.db
      .insertInto('poll_options')
      .values(
        [12, 3, 10, 1, 2, 11, 9, 4, 8, 5, 7, 6].map((optionno) => ({
          poll_msid: 126000199,
          optionno,
          description: `Answer ${optionno}`,
        })),
      )
      .execute();
    const headers = await api.signIn('editor');
    expect((await readPoll()).data.msid).toBe(String(seedPollOfTheDay));
    const early = await vote(headers, { txtPolliD: '126000199', PRadio: '1' });
    expect(early.status).toBe(404);

    engine.setClock(tomorrowMs);
    const { data } = await readPoll();
    expect(data.msid).toBe('126000199');
    expect(data.polloptions.map((option) => option.optionno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.polloptions).toHaveLength(POLL_MAX_OPTIONS);
    const hidden = await vote(headers, { txtPolliD: '126000199', PRadio: '11' });
    expect(hidden.status).toBe(400);
    expect(ErrorAnswer.parse(await hidden.json()).error.param).toBe('PRadio');
    const fresh = PollVoteAnswer.parse(
      await (await vote(headers, { txtPolliD: '126000199', PRadio: '10' })).json(),
    );
    // The first vote of a new poll: all of it.
    expect(fresh.result).toEqual({
      totalvotes: 1,
      options: fresh.polloptions.map(({ optionno }) => ({ optionno, optionperc: optionno === 10 ? 100 : 0 })),
    });
    // Yesterday's poll still takes a vote from a reader who missed it.
    const late = await vote(headers, { txtPolliD: String(seedPollOfTheDay), PRadio: '2' });
    expect(PollVoteAnswer.parse(await late.json()).counted).toBe(true);
    engine.setClock(seedNowMs + 2 * dayMs);
  });

  it('AB-14 a session that has ended is told so, not answered as anonymous', async () => {
    const ended = { authorization: `Bearer ${'x'.repeat(43)}` };
    expect((await api.get(pollPath, ended)).status).toBe(401);
    expect((await vote(ended, { txtPolliD: String(seedPollOfTheDay), PRadio: '1' })).status).toBe(401);
  });

  it('AB-14 a vote with the backend’s cookie from another site is refused', async () => {
    const [, token] = (await api.signIn('prime')).authorization?.split(' ') ?? [];
    const forged = await vote(
      { cookie: `ledger_session=${token}`, origin: 'https://evil.example' },
      { txtPolliD: String(seedPollOfTheDay), PRadio: '1' },
    );
    expect(forged.status).toBe(403);
    const own = await vote(
      { cookie: `ledger_session=${token}`, origin: new URL(testPublicUrl).origin },
      { txtPolliD: String(seedPollOfTheDay), PRadio: '1' },
    );
    expect(PollVoteAnswer.parse(await own.json()).counted).toBe(true);
  });
});

describe('AB-14 poll votes are rate-limited like votes', () => {
  it('AB-14 answers 429 past the votes limit, naming rate_limit', async () => {
    const api = await startTestApi(undefined, {
      now: () => seedNowMs + 2 * dayMs,
      rateLimits: { votes: { count: 2, perSeconds: 60 } },
    });
    try {
      const headers = await api.signIn('reader');
      const fields = { txtPolliD: String(seedPollOfTheDay), PRadio: '1' };
      expect((await api.post('/vote_result_json.cms', fields, headers)).status).toBe(200);
      expect((await api.post('/vote_result_json.cms', fields, headers)).status).toBe(200);
      const limited = await api.post('/vote_result_json.cms', fields, headers);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(ErrorAnswer.parse(await limited.json()).error.param).toBe('rate_limit');
    } finally {
      await api.close();
    }
  });
});
