import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArticleAnswer,
  CommentsPage,
  HealthAnswer,
  LatestNewsAnswer,
  LoginAnswer,
  ModerationReportsAnswer,
  PlistAnswer,
  PostedComment,
  SessionAnswer,
  SubscribeAnswer,
  VoteAnswer,
} from '../contract.ts';
import { demoPassword } from '../seed/readers.ts';
import { seedStore } from '../seed/seed-store.ts';
import { dumpStore } from '../testing/dump-store.ts';
import { openScratchPostgres, openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';
import { migrateToLatest } from './migrate.ts';

// The same store behind the API on PostgreSQL. Runs only when TEST_DATABASE_URL names a
// database the tests may create schemas in; otherwise the cases show as skipped.

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('content store on PostgreSQL (TEST_DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  let api: TestApi;
  beforeAll(async () => {
    scratch = await openScratchPostgres(postgresUrl as string);
    await migrateToLatest(scratch.db);
    await seedStore(scratch.db);
    // The reader writes below post 11 comments from one address within seconds: this file is
    // about the store, so the posts limit (10 a minute, tested in rate-limit.postgres.test.ts) is
    // set out of their way instead of deciding a test by how fast the machine is.
    api = await startTestApi(scratch, {
      closeStore: false,
      rateLimits: { posts: { count: 100, perSeconds: 60 } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  it('holds exactly the rows the SQLite store holds', async () => {
    const sqlite = await openSeededSqlite();
    try {
      expect(await dumpStore(scratch.db)).toEqual(await dumpStore(sqlite.db));
    } finally {
      await sqlite.db.destroy();
    }
  });

  it('reports itself as postgres', async () => {
    expect(await api.getParsed(HealthAnswer, '/health')).toEqual({
      ok: true,
      store: 'postgres',
      articles: 372,
    });
  });

  it('answers articles, lists, latest news and comment pages as on SQLite', async () => {
    const sqliteApi = await startTestApi();
    try {
      const paths = [
        '/request?type=article&msid=125400333',
        '/request?type=plist&msid=13352306&top=30&mode=hierarchy',
        '/request?type=plist&msid=2160010&metaInfo=true',
        // HM-12 section pages and HM-05 trending terms.
        '/request?type=plist&msid=1052732854&top=20&mode=hierarchy&page=2',
        '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&top=20&page=3',
        '/request?type=sections',
        '/request?type=trending_terms&msid=13352306',
        '/request?type=trending_terms&top=24',
        '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&top=50',
        '/request?type=author_info&author_id=4001001',
        '/request?type=author_info&author_id=4001001&top=3&page=2',
        '/request?type=topic&keyword=gold-price&top=3&page=2',
        '/request?type=topic&keyword=gold-price',
        // AB-04: an article's tagged companies and a company's stories.
        '/request?type=article&msid=125400081',
        '/request?type=company_news&companyid=17104&top=2&page=2',
        '/comments?msid=125400333&pagenum=2&size=25',
      ];
      for (const path of paths) {
        const [onPostgres, onSqlite] = await Promise.all([api.get(path), sqliteApi.get(path)]);
        expect(onPostgres.status, path).toBe(200);
        expect(await onPostgres.json(), path).toEqual(await onSqlite.json());
      }
      ArticleAnswer.parse(await (await api.get(paths[0] as string)).json());
      PlistAnswer.parse(await (await api.get(paths[1] as string)).json());
      LatestNewsAnswer.parse(await (await api.get(paths[3] as string)).json());
      CommentsPage.parse(await (await api.get(paths.at(-1) as string)).json());
    } finally {
      await sqliteApi.close();
    }
  });

  it('numbers a reader’s new comment after the seeded ones', async () => {
    const { max } = await scratch.db
      .selectFrom('comments')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const [inserted] = await scratch.db
      .insertInto('comments')
      .values({
        msid: 125400333,
        parent_id: null,
        root_id: null,
        author_name: 'New Reader',
        author_email: 'new.reader@example.com',
        location: 'Pune',
        author_image_id: null,
        text: 'First!',
        created_at: '2026-11-20T20:01:00+05:30',
      })
      .returning('id')
      .execute();
    expect(inserted?.id).toBeGreaterThan(Number(max));
  });

  describe('reader writes on PostgreSQL', () => {
    const msid = 125400340;
    const form = (overrides: Record<string, string> = {}) => ({
      message: 'Posted on PostgreSQL',
      fromname: 'Ravi',
      fromaddress: 'ravi@example.com',
      location: 'Pune',
      msid: String(msid),
      ArticleID: String(msid),
      uid: 'browser-uid-pg-0001',
      ...overrides,
    });

    it('signs in, reads the session, and subscribes for real', async () => {
      const login = await api.post('/auth/login', { email: 'trial@demo.ledger', password: demoPassword });
      const { session } = LoginAnswer.parse(await login.json());
      const bearer = { authorization: `Bearer ${session}` };
      expect(
        SessionAnswer.parse(await (await api.get('/auth/session', bearer)).json()).user.trialEligible,
      ).toBe(true);
      const subscribed = await fetch(`${api.baseUrl}/auth/subscribe`, { method: 'POST', headers: bearer });
      expect(SubscribeAnswer.parse(await subscribed.json()).user).toMatchObject({
        isPrime: true,
        trialEligible: false,
      });
    });

    it('posts, replies (nested in GET), and stores racing retries of one post once', async () => {
      const root = PostedComment.parse(
        await (await api.post('/post_comment.cms?feedtype=json', form())).json(),
      );
      const reply = PostedComment.parse(
        await (
          await api.post(
            '/post_reply.cms?feedtype=json',
            form({ message: 'reply', parentid: root._id, rootid: root._id }),
          )
        ).json(),
      );
      const [header, first] = await api.getParsed(CommentsPage, `/comments?msid=${msid}`);
      expect(first?._id).toBe(root._id);
      expect(first?.CHILD.map((child) => child._id)).toEqual([reply._id]);
      expect(header.totalcount).toBe(2);

      const fields = form({ message: 'five taps', clientid: 'pg-race-key-0001' });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => api.post('/post_comment.cms?feedtype=json', fields)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const ids = await Promise.all(
        answers.map(async (answer) => PostedComment.parse(await answer.json())._id),
      );
      expect(new Set(ids).size).toBe(1);
      const stored = await scratch.db
        .selectFrom('comments')
        .select('id')
        .where('text', '=', 'five taps')
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('counts racing votes of one reader once, and two readers twice', async () => {
      const target = PostedComment.parse(
        await (await api.post('/post_comment.cms?feedtype=json', form({ message: 'vote here' }))).json(),
      );
      // The voter is the site's anonymous reader id (the test client is a trusted proxy); each
      // reader from an address of their own (an anonymous vote counts once per address too).
      const vote = (reader: string) =>
        api
          .post(
            '/rate_comment.cms',
            { opinionid: target._id, typeid: '100', rateid: '1' },
            { 'x-anonymous-reader': reader, 'x-forwarded-for': `198.18.7.${reader.slice(-1)}` },
          )
          .then(async (response) => VoteAnswer.parse(await response.json()));
      const racing = await Promise.all(Array.from({ length: 8 }, () => vote('pg-anon-reader-0001')));
      expect(racing.filter((answer) => answer.counted)).toHaveLength(1);
      expect(await vote('pg-anon-reader-0002')).toMatchObject({ counted: true, AC_A_C: 2 });
    });

    it('stores abuse reports and lists them for editors', async () => {
      const target = await scratch.db
        .selectFrom('comments')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const response = await api.post('/report_abuse.cms', {
        commentid: String(target.id),
        reason: 'Others',
        reasontext: 'Spam',
        username: 'Meena',
      });
      expect(response.status).toBe(200);
      const list = await api.get('/moderation/reports', await api.signIn('editor'));
      const answer = ModerationReportsAnswer.parse(await list.json());
      expect(answer.reports[0]).toMatchObject({
        reason: 'Others',
        reasontext: 'Spam',
        commentid: String(target.id),
      });
    });

    it('X-02: two API instances on one database count every racing analytics batch', async () => {
      const second = await startTestApi(scratch, { closeStore: false });
      try {
        const batch = JSON.stringify({
          events: [
            {
              type: 'impression',
              layout: 'home',
              region: 'right',
              variant: '',
              slot: 'pg-race',
              section: '',
            },
            { type: 'click', layout: 'home', region: 'right', variant: '', slot: 'pg-race', section: '' },
          ],
        });
        const send = (instance: TestApi, index: number) =>
          fetch(`${instance.baseUrl}/analytics/events`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.100.${index % 200}`,
              // Each batch a page view of its own, as the site names it (issue 26.3).
              'x-analytics-view': `${`pgrace${index}`.padEnd(22, 'v')}.${Math.floor(Date.now() / 1000) + 3600}`,
            },
            body: batch,
          });
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, index) => send(index % 2 === 0 ? api : second, index)),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
        const rows = await scratch.db
          .selectFrom('slot_daily_counts')
          .select(['impressions', 'clicks'])
          .where('slot', '=', 'pg-race')
          .execute();
        expect(rows.map((row) => [Number(row.impressions), Number(row.clicks)])).toEqual([[40, 40]]);
      } finally {
        await second.close();
      }
    });
  });
});
