import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer, CommentsPage, HealthAnswer, LatestNewsAnswer, PlistAnswer } from '../contract.ts';
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
    api = await startTestApi(scratch, { closeStore: false });
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
      articles: 340,
    });
  });

  it('answers articles, lists, latest news and comment pages as on SQLite', async () => {
    const sqliteApi = await startTestApi();
    try {
      const paths = [
        '/request?type=article&msid=125400333',
        '/request?type=plist&msid=13352306&top=30&mode=hierarchy',
        '/request?type=plist&msid=2160010&metaInfo=true',
        '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&top=50',
        '/request?type=author_info&author_id=4001001',
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
      CommentsPage.parse(await (await api.get(paths[5] as string)).json());
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
});
