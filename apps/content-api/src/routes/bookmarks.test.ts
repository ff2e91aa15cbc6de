import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorAnswer } from '../contract.ts';
import { demoReaders } from '../seed/readers.ts';
import { saveBookmark } from '../store/bookmarks.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { BookmarkChangeAnswer, BookmarksAnswer, maxBookmarksPerReader } from './bookmarks.ts';

let api: TestApi;
let clock = Date.parse('2026-11-20T10:00:00+05:30');
let msids: number[] = [];
beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => clock });
  const rows = await api.store.db.selectFrom('articles').select('msid').orderBy('msid').limit(3).execute();
  msids = rows.map((row) => row.msid);
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

describe('bookmarks (AR-10)', () => {
  it('AR-10 refuses every bookmark call without a session: 401 naming the session', async () => {
    for (const [method, path, body] of [
      ['GET', '/bookmarks', undefined],
      ['POST', '/bookmarks', { msid: String(msids[0]) }],
      ['DELETE', `/bookmarks?msid=${msids[0]}`, undefined],
    ] as const) {
      const answer = await send(method, path, {}, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(ErrorAnswer.parse(answer.body).error).toMatchObject({
        param: 'session',
        message: 'Please sign in.',
      });
    }
  });

  it('AR-10 saves, lists newest first, saves again without a second row, and removes', async () => {
    const reader = await api.signIn('reader');
    const [a, b] = msids as [number, number];
    expect(
      BookmarkChangeAnswer.parse((await send('POST', '/bookmarks', reader, { msid: String(a) })).body),
    ).toEqual({
      msid: String(a),
      saved: true,
      changed: true,
    });
    clock += 1000;
    await send('POST', '/bookmarks', reader, { msid: String(b) });
    const again = await send('POST', '/bookmarks', reader, { msid: String(a) });
    expect(BookmarkChangeAnswer.parse(again.body)).toMatchObject({ saved: true, changed: false });

    const list = await send(
      'GET',
      '/bookmarks?type=plist&mode=hierarchy&multipleparent=1&platform=web',
      reader,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const parsed = BookmarksAnswer.parse(list.body);
    expect(parsed.searchResult[0].data.map((item) => item.msid)).toEqual([String(b), String(a)]);
    expect(parsed.searchResult[0].data[0]?.url).toMatch(new RegExp(`/${b}\\.cms$`));

    const only = BookmarksAnswer.parse((await send('GET', `/bookmarks?msid=${a},${msids[2]}`, reader)).body);
    expect(only.searchResult[0].data.map((item) => item.msid)).toEqual([String(a)]);

    const removed = await send('DELETE', `/bookmarks?msid=${b}`, reader);
    expect(BookmarkChangeAnswer.parse(removed.body)).toEqual({
      msid: String(b),
      saved: false,
      changed: true,
    });
    const viaPost = await send('POST', '/bookmarks', reader, { msid: String(a), action: 'remove' });
    expect(BookmarkChangeAnswer.parse(viaPost.body)).toEqual({
      msid: String(a),
      saved: false,
      changed: true,
    });
    const removedAgain = await send('DELETE', `/bookmarks?msid=${a}`, reader);
    expect(BookmarkChangeAnswer.parse(removedAgain.body)).toMatchObject({ saved: false, changed: false });
    expect(BookmarksAnswer.parse((await send('GET', '/bookmarks', reader)).body).count).toBe(0);
  });

  it('AR-10 keeps each reader’s bookmarks apart', async () => {
    const reader = await api.signIn('reader');
    const trial = await api.signIn('trial');
    await send('POST', '/bookmarks', reader, { msid: String(msids[0]) });
    expect(BookmarksAnswer.parse((await send('GET', '/bookmarks', trial)).body).count).toBe(0);
    await send('DELETE', `/bookmarks?msid=${msids[0]}`, reader);
  });

  it('AR-10 checks the msid: required, numeric, an existing story; action add or remove', async () => {
    const reader = await api.signIn('reader');
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/bookmarks', {}, 400, 'msid'],
      ['POST', '/bookmarks', { msid: 'abc' }, 400, 'msid'],
      ['POST', '/bookmarks', { msid: '999999999' }, 404, 'msid'],
      ['POST', '/bookmarks', { msid: String(msids[0]), action: 'toggle' }, 400, 'action'],
      ['DELETE', '/bookmarks', undefined, 400, 'msid'],
      ['GET', '/bookmarks?msid=1,x', undefined, 400, 'msid'],
      ['GET', '/bookmarks?type=article', undefined, 400, 'type'],
    ];
    for (const [method, path, body, status, param] of cases) {
      const answer = await send(method, path, reader, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(ErrorAnswer.parse(answer.body).error.param).toBe(param);
    }
  });

  it('AR-10 holds at most 500 bookmarks a reader: one past the limit is refused, re-saving one still works', async () => {
    // The demo has fewer than 500 stories, so the rule is checked on the store with a small limit.
    expect(maxBookmarksPerReader).toBe(500);
    const readerId = demoReaders.prime.id;
    const [a, b, c] = msids as [number, number, number];
    const save = (msid: number) => saveBookmark(api.store.db, { readerId, msid, nowMs: clock, max: 2 });
    expect(await save(a)).toBe('saved');
    expect(await save(b)).toBe('saved');
    expect(await save(c)).toBe('full');
    expect(await save(a)).toBe('already');
    const prime = await api.signIn('prime');
    const listed = BookmarksAnswer.parse((await send('GET', '/bookmarks', prime)).body);
    expect(listed.searchResult[0].data.map((item) => item.msid).sort()).toEqual(
      [String(a), String(b)].sort(),
    );
  });
});
