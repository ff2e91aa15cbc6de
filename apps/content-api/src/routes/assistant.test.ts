import { assistantAnswer, assistantTexts } from '@newsroom/rules/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noMatchAnswer } from '../assistant/answer.ts';
import { ErrorAnswer } from '../contract.ts';
import { seedStore } from '../seed/seed-store.ts';
import { ensureArticleTerms } from '../store/article-terms.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-25 "Ask the Ledger": POST /assistant/ask answers from the publication's own stories, on
// SQLite and, when TEST_DATABASE_URL names one, on PostgreSQL: the same cases on each store.

/** Seed stories (NRI bulletin, 7771250) the cases rely on. */
const CANADA_STUDENT_VISAS = '125400066';
const AUSTRALIA_NURSES = '125400177';

function assistantSuite(open: () => Promise<{ api: TestApi; drop?: () => Promise<void> }>) {
  let api: TestApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ api, drop } = await open());
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  /** Each case asks from its own address, so the per-address limit does not add up across cases. */
  let clientNumber = 0;
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}/assistant/ask`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.0.${++clientNumber}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const answerTo = async (body: unknown) => {
    const response = await ask(body);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return assistantAnswer.parse(await response.json());
  };
  const refusal = async (response: Response, status = 400) => {
    expect(response.status).toBe(status);
    return ErrorAnswer.parse(await response.json()).error;
  };

  it('AB-25 answers from the story whose title has the most of the question’s words, with up to 3 sources', async () => {
    const { answer, sources } = await answerTo({
      question: 'What are the new student visa rules in Canada?',
    });
    expect(sources[0]).toMatchObject({
      msid: CANADA_STUDENT_VISAS,
      title: 'Student visa rules tightened in Canada: what applicants need to know',
    });
    expect(sources.length).toBeGreaterThan(1);
    expect(sources.length).toBeLessThanOrEqual(3);
    expect(answer).toBe(
      `From “${sources[0]?.title}”: A section-by-section plan for the GMAT, with the mistakes that cost test takers the most marks.`,
    );
    // Every source is the article's own address on the site, as the lists give it.
    for (const source of sources) {
      const data = (await (
        await api.get(`/request?type=article&msid=${source.msid}&platform=web`)
      ).json()) as {
        searchResult: [{ data: { url: string; title: string } }];
      };
      expect(source.url).toBe(data.searchResult[0].data.url);
      expect(source.title).toBe(data.searchResult[0].data.title);
    }
  });

  it('AB-25 prefers the story being read among equally good matches', async () => {
    // One word: every story found has it once, so they are equals.
    const question = { question: 'Nurses?' };
    const general = await answerTo(question);
    const reading = general.sources.at(-1)?.msid ?? '';
    const preferred = await answerTo({ ...question, msid: reading });
    const [first] = preferred.sources;
    // The story read comes first unless another story has more of the question's words.
    expect(first?.msid).toBe(reading);
    expect(
      (await answerTo({ question: 'nurses Australia', msid: CANADA_STUDENT_VISAS })).sources[0]?.msid,
    ).toBe(AUSTRALIA_NURSES);
  });

  it('AB-25 an unknown story being read changes nothing; a question with no known word gets the fallback', async () => {
    const plain = await answerTo({ question: 'student visa Canada' });
    expect(await answerTo({ question: 'student visa Canada', msid: '999999' })).toEqual(plain);
    expect(await answerTo({ question: 'xyzzy plugh' })).toEqual({ answer: noMatchAnswer, sources: [] });
    expect(await answerTo({ question: 'What is this about?' })).toEqual({
      answer: noMatchAnswer,
      sources: [],
    });
  });

  it('AB-25 reader text is only ever a bound value: quotes, LIKE wildcards and SQL change nothing', async () => {
    for (const question of ["visa%' OR '1'='1", '%%%%', '__', "'); DROP TABLE articles; --", 'visa\\']) {
      const { sources } = await answerTo({ question });
      for (const source of sources) expect(source.url).toMatch(/^\/[^/]/);
    }
    const health = (await (await api.get('/health')).json()) as { articles: number };
    expect(health.articles).toBeGreaterThan(300);
    expect((await answerTo({ question: '%%%%' })).sources).toEqual([]);
  });

  it.each([
    [{}, 'question', assistantTexts.required],
    [{ question: '' }, 'question', assistantTexts.required],
    [{ question: '   ' }, 'question', assistantTexts.required],
    [{ question: 'x' }, 'question', assistantTexts.tooShort],
    [{ question: 'x'.repeat(301) }, 'question', assistantTexts.tooLong],
    [{ question: 'visa\u0007' }, 'question', assistantTexts.controlCharacters],
    [{ question: 42 }, 'question', assistantTexts.required],
    [{ question: 'visas', msid: 'abc' }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: -1 }, 'msid', 'must be a numeric id'],
    [[{ question: 'visas' }], 'body', 'must be a JSON object'],
    ['"visas"', 'body', 'must be a JSON object'],
    ['{"question":', 'body', 'is not valid JSON'],
    ['', 'body', 'is required'],
  ])('AB-25 %j is refused naming %s', async (body, param, message) => {
    expect(await refusal(await ask(body))).toEqual({ param, message });
  });

  it('AB-25 takes JSON only, and a body of at most 4 KiB', async () => {
    const form = await ask('question=visas', { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await refusal(form, 415)).param).toBe('content-type');
    const huge = await ask({ question: 'visa', padding: 'x'.repeat(5000) });
    expect((await refusal(huge, 413)).param).toBe('body');
    expect((await fetch(`${api.baseUrl}/assistant/ask`)).status).toBe(405);
  });

  it('AB-25 limits questions per reader: 429 with Retry-After past the limit, refused questions cost nothing', async () => {
    const limited = await startTestApi(api.store, {
      closeStore: false,
      rateLimits: { assistantQuestions: { count: 2, perSeconds: 300 } },
    });
    try {
      const from = { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' };
      const post = (body: unknown, headers = from) =>
        fetch(`${limited.baseUrl}/assistant/ask`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect((await post({ question: '' })).status).toBe(400);
      expect((await post({ question: 'visa' })).status).toBe(200);
      expect((await post({ question: 'visa' })).status).toBe(200);
      const third = await post({ question: 'visa' });
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refusal(third, 429)).toMatchObject({
        param: 'rate_limit',
        message: expect.stringMatching(/^Too many questions; try again in \d+ s$/),
      });
      // Another address, and a signed-in reader (counted by account), still ask.
      expect((await post({ question: 'visa' }, { ...from, 'x-forwarded-for': '10.9.9.10' })).status).toBe(
        200,
      );
      const reader = await limited.signIn('reader');
      expect((await post({ question: 'visa' }, { ...from, ...reader })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('AB-25 every stored story is indexed by the seed, and a store indexed before is completed at start', async () => {
    const { db } = api.store;
    const articles = await db.selectFrom('articles').select('msid').execute();
    const indexed = await db.selectFrom('article_terms').select('article_msid').distinct().execute();
    expect(indexed.length).toBe(articles.length);
    const before = await db
      .selectFrom('article_terms')
      .selectAll()
      .where('article_msid', '=', Number(AUSTRALIA_NURSES))
      .orderBy('term')
      .execute();
    expect(before.map((row) => row.term)).toEqual(expect.arrayContaining(['nurse', 'australia', 'permit']));
    // A title word weighs 3, a keyword's 4, a synopsis word 1, added up where it is in several.
    expect(before.find((row) => row.term === 'nurse')?.weight).toBe(3);
    await db.deleteFrom('article_terms').where('article_msid', '=', Number(AUSTRALIA_NURSES)).execute();
    expect(await ensureArticleTerms(db)).toBe(1);
    const after = await db
      .selectFrom('article_terms')
      .selectAll()
      .where('article_msid', '=', Number(AUSTRALIA_NURSES))
      .orderBy('term')
      .execute();
    expect(after).toEqual(before);
    expect(await ensureArticleTerms(db)).toBe(0);
  });
}

describe('AB-25 POST /assistant/ask on SQLite', () => {
  assistantSuite(async () => ({ api: await startTestApi() }));
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('AB-25 POST /assistant/ask on PostgreSQL (TEST_DATABASE_URL)', () => {
  assistantSuite(async () => {
    const scratch = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(scratch.db);
    await seedStore(scratch.db);
    const api = await startTestApi(scratch, { closeStore: false });
    return { api, drop: () => scratch.drop() };
  });
});
