import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer } from '../contract.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { ChangesAnswer, StoryTitleAnswer } from './changes.ts';

// Issue 18, purge on publish: an editor's title edit is stored with its change row in one
// transaction; GET /changes?since= gives the site instances what to drop from their caches.

let api: TestApi;
let msid: string;
beforeAll(async () => {
  api = await startTestApi();
  const latest = await api.get(
    '/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=1',
  );
  msid = String(
    ((await latest.json()) as { searchResult: [{ data: [{ msid: string }] }] }).searchResult[0].data[0].msid,
  );
});
afterAll(() => api.close());

const putTitle = (body: unknown, headers: Record<string, string> = {}) =>
  api.get(
    '/story/title',
    { 'content-type': 'application/json', ...headers },
    { method: 'PUT', body: JSON.stringify(body) },
  );

describe('issue 18: content changes for purge on publish', () => {
  it('starts a site at the newest change without listing the past, and never lets the answer be cached', async () => {
    const response = await api.get('/changes');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(ChangesAnswer.parse(await response.json())).toEqual({ last: 0, changes: [] });
  });

  it('stores an editor’s new title and records the change, which GET /changes?since= lists', async () => {
    const editor = await api.signIn('editor');
    const { last: before } = ChangesAnswer.parse(await (await api.get('/changes')).json());
    const response = await putTitle({ msid, title: '  Markets close higher on bank results  ' }, editor);
    expect(response.status).toBe(200);
    const answer = StoryTitleAnswer.parse(await response.json());
    expect(answer).toMatchObject({ msid, title: 'Markets close higher on bank results' });
    const article = await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}&platform=web`);
    expect(JSON.stringify(article)).toContain('Markets close higher on bank results');
    const changes = await api.getParsed(ChangesAnswer, `/changes?since=${before}`);
    expect(changes.changes).toEqual([
      { id: answer.changeId, kind: 'story', ref: msid, at: expect.any(Number) },
    ]);
    expect(changes.last).toBe(answer.changeId);
    expect(await api.getParsed(ChangesAnswer, `/changes?since=${changes.last}`)).toEqual({
      last: changes.last,
      changes: [],
    });
  });

  it('records an editor’s config switch as a change too', async () => {
    const editor = await api.signIn('editor');
    const { last } = await api.getParsed(ChangesAnswer, '/changes');
    const put = await api.get(
      '/config',
      { 'content-type': 'application/json', ...editor },
      { method: 'PUT', body: JSON.stringify({ key: 'livetv', data: { livetv_home_status: '1' } }) },
    );
    expect(put.status).toBe(200);
    const { changes } = await api.getParsed(ChangesAnswer, `/changes?since=${last}`);
    expect(changes.map(({ kind, ref }) => ({ kind, ref }))).toEqual([{ kind: 'config', ref: 'livetv' }]);
  });

  it('lets only a signed-in editor retitle a story (the session decides)', async () => {
    expect((await putTitle({ msid, title: 'Anyone' })).status).toBe(401);
    const reader = await api.signIn('reader');
    const refused = await putTitle({ msid, title: 'A reader' }, reader);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { param: 'session', message: 'Only editors edit stories.' },
    });
  });

  it('refuses a bad title, msid or body with 400 naming it, and an unknown story with 404', async () => {
    const editor = await api.signIn('editor');
    const cases: [unknown, string, string][] = [
      [{ msid, title: '' }, 'title', 'is required'],
      [{ msid, title: 'x'.repeat(201) }, 'title', 'must be at most 200 characters'],
      [{ msid, title: 'two\nlines' }, 'title', 'must be one line without control characters'],
      [{ msid: 'abc', title: 'ok' }, 'msid', 'must be a numeric id'],
      [{ msid, title: 'ok', extra: 1 }, 'body', expect.any(String) as unknown as string],
      [[1, 2], 'body', 'must be a JSON object'],
    ];
    for (const [body, param, message] of cases) {
      const response = await putTitle(body, editor);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { param, message } });
    }
    const missing = await putTitle({ msid: '999999999', title: 'Nowhere' }, editor);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.param).toBe('msid');
  });

  it('refuses a since that is not a whole number, naming it', async () => {
    for (const since of ['-1', 'abc', '1e3']) {
      const response = await api.get(`/changes?since=${since}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.param).toBe('since');
    }
  });
});
