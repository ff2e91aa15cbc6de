import { readFileSync } from 'node:fs';
import { CONDITION_LIMITS } from '@newsroom/composer/layout';
import { chainedLayout } from '@newsroom/composer/layout/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.ts';
import type { Store } from '../store/connect.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openScratchPostgres, openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';

// ED-04: layouts as versions in the backend: history, save with the layout check, 409 on a stale
// base, revert as a new version; editors only. Run on SQLite and, given TEST_DATABASE_URL, PostgreSQL.

const videoText = readFileSync(new URL('../../../../layouts/video.json', import.meta.url), 'utf8');
const videoLayout = JSON.parse(videoText) as { regions: { aside: { widget: string }[] } };
const withAside = (aside: unknown[]) =>
  JSON.stringify({ ...videoLayout, regions: { ...videoLayout.regions, aside } });

function layoutSuite(openStore: () => Promise<Store & { drop?: () => Promise<void> }>) {
  let api: TestApi;
  let store: Store & { drop?: () => Promise<void> };
  let editor: Record<string, string>;
  beforeAll(async () => {
    store = await openStore();
    if (store.drop) {
      await migrateToLatest(store.db);
      await seedStore(store.db);
    }
    api = await startTestApi(store, { closeStore: !store.drop });
    editor = await api.signIn('editor');
  });
  afterAll(async () => {
    await api.close();
    await store.drop?.();
  });

  const call = (method: string, path: string, body?: unknown, headers = editor) =>
    api.get(
      path,
      { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    );
  // The answers' shapes are the routes' own; the tests read the fields they check.
  // biome-ignore lint/suspicious/noExplicitAny: test reads of JSON answers
  const json = async (response: Response) => (await response.json()) as Record<string, any>;

  it('ED-04 saves versions in order, answers the history and each version, and the site’s current', async () => {
    expect(await json(await call('GET', '/layouts/video'))).toEqual({ kind: 'video', current: null });
    expect((await json(await call('GET', '/layouts/current'))).layouts).toEqual([]);

    const first = await call('PUT', '/layouts/video', {
      baseVersion: 0,
      text: videoText,
      note: 'as shipped',
    });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({
      kind: 'video',
      version: 1,
      author: expect.any(String),
      note: 'as shipped',
    });
    const reordered = withAside([...videoLayout.regions.aside].reverse());
    const second = await call('PUT', '/layouts/video', { baseVersion: 1, text: reordered });
    expect((await json(second)).version).toBe(2);

    const history = await json(await call('GET', '/layouts/video/versions'));
    expect(history.versions.map((each: { version: number }) => each.version)).toEqual([2, 1]);
    expect((await json(await call('GET', '/layouts/video/versions/1'))).text).toBe(videoText);
    expect((await json(await call('GET', '/layouts/video'))).current).toMatchObject({
      version: 2,
      text: reordered,
    });
    // The site reads the current version without a session.
    const current = await json(await api.get('/layouts/current'));
    expect(current.layouts).toEqual([{ kind: 'video', version: 2, text: reordered }]);
  });

  it('ED-04 refuses a stale base with 409 naming the newest version; nothing is stored', async () => {
    const stale = await call('PUT', '/layouts/video', { baseVersion: 1, text: videoText });
    expect(stale.status).toBe(409);
    expect((await json(stale)).error).toMatchObject({ param: 'baseVersion', current: 2 });
    expect((await json(await call('GET', '/layouts/video'))).current.version).toBe(2);
  });

  it('ED-04 reverts to an old version as a new one, noted', async () => {
    const reverted = await call('POST', '/layouts/video/revert', { baseVersion: 2, version: 1 });
    expect(await json(reverted)).toMatchObject({ version: 3, note: 'revert to 1', revertedFrom: 1 });
    expect((await json(await call('GET', '/layouts/video'))).current.text).toBe(videoText);
  });

  it.each([
    [
      'a wrong prop, at its json path',
      withAside([{ widget: 'most-popular', props: { count: 99 } }]),
      'regions.aside[0].props.count',
    ],
    ['an unknown widget', withAside([{ widget: 'nope' }]), 'regions.aside[0].widget'],
    ['another page kind', JSON.stringify({ ...videoLayout, page: 'home' }), 'page'],
    ['text that is not JSON', '{"page":', '$'],
  ])('ED-04 refuses %s with 400 naming it; nothing is stored', async (_name, text, param) => {
    const response = await call('PUT', '/layouts/video', { baseVersion: 3, text });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(error.param).toBe(param);
    expect(error.faults[0].path).toBe(param);
    expect((await json(await call('GET', '/layouts/video'))).current.version).toBe(3);
  });

  // Hardening (issue 26.2): named conditions that chain. 5 levels of 28 passed the check and
  // stalled every site that followed it; 6 levels of 20 threw in the check (a 500).
  it.each([
    ['5 levels of 28 (59 slots)', { levels: 5, width: 28 }, 'regions.main[0].when.ref'],
    ['6 levels of 20', { levels: 6, width: 20 }, 'conditions.h.ref'],
  ])(
    'ED-04 refuses a home layout whose conditions chain, %s, with 400 and its faults',
    async (_name, shape, param) => {
      const text = JSON.stringify(chainedLayout({ ...shape, widget: 'ipl-score' }));
      const response = await call('PUT', '/layouts/home', { baseVersion: 0, text });
      expect(response.status).toBe(400);
      const { error } = await json(response);
      expect(error.param).toBe(param);
      expect(error.faults.length).toBeGreaterThan(0);
      expect(error.faults[0].reason).toMatch(
        new RegExp(`^refs chained \\d+ deep through "\\w+", more than ${CONDITION_LIMITS.refChain}$`),
      );
      expect((await json(await call('GET', '/layouts/home'))).current).toBeNull();
    },
  );

  it.each([
    ['PUT', '/layouts/video', { baseVersion: -1, text: videoText }, 'baseVersion'],
    ['PUT', '/layouts/video', { baseVersion: 3 }, 'text'],
    ['PUT', '/layouts/video', { baseVersion: 3, text: videoText, note: 'a\nb' }, 'note'],
    ['PUT', '/layouts/video', ['x'], 'body'],
    ['PUT', '/layouts/nope', { baseVersion: 0, text: videoText }, 'kind'],
    ['GET', '/layouts/video/versions/abc', undefined, 'version'],
    ['POST', '/layouts/video/revert', { baseVersion: 3, version: 99 }, 'version'],
  ])('ED-04 %s %s with a bad body or path: 400 naming it', async (method, path, body, param) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    expect((await json(response)).error.param).toBe(param);
  });

  it('ED-04 editors only: 401 without a session, 403 for a reader', async () => {
    const reader = await api.signIn('reader');
    for (const [method, path, body] of [
      ['GET', '/layouts/video', undefined],
      ['GET', '/layouts/video/versions', undefined],
      ['PUT', '/layouts/video', { baseVersion: 3, text: videoText }],
      ['POST', '/layouts/video/revert', { baseVersion: 3, version: 1 }],
    ] as const) {
      expect((await call(method, path, body, {})).status).toBe(401);
      expect((await call(method, path, body, reader)).status).toBe(403);
    }
  });
}

describe('ED-04 layout versions on SQLite', () => {
  layoutSuite(openSeededSqlite);
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('ED-04 layout versions on PostgreSQL (TEST_DATABASE_URL)', () => {
  layoutSuite(() => openScratchPostgres(postgresUrl as string));
});
