import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';
import { ConfigAnswer } from './config.ts';

// HM-08, HM-09: editors switch live TV and set the countdown without a deploy (PUT /config); every
// reader's next GET /config has the change. Only editors, only the editable entries and values.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const put = (body: unknown, headers: Record<string, string> = {}) =>
  api.get(
    '/config',
    { 'content-type': 'application/json', ...headers },
    { method: 'PUT', body: JSON.stringify(body) },
  );

describe('HM-08, HM-09 the editors’ configuration', () => {
  it('HM-09 serves live TV switched off, with the shipped clip and poster at absolute addresses', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=livetv');
    expect(data).toMatchObject({
      livetv_home_status: '0',
      livetv_rhs_slot: '1',
      livetv_streamWebm: `${testPublicUrl}/media/clips/news.webm`,
      livetv_streamMp4: `${testPublicUrl}/media/clips/news.mp4`,
      livetv_poster: `${testPublicUrl}/photos/100723.png`,
    });
    // A switch must reach readers within seconds.
    expect((await api.get('/config?key=livetv')).headers.get('cache-control')).toBe('public, max-age=5');
  });

  it('HM-08 serves the countdown: on, a target of the form m/d/y h:mm AM|PM, its line and link', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=dptimerwidget');
    expect(data.dptimerwidget_enable).toBe('1');
    expect(data.dptimerwidget_datetime).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(data.dptimerwidget_ctaLink).toMatch(/^\//);
  });

  it('an editor’s change is what every reader gets next; the rest of the key stays as shipped', async () => {
    const editor = await api.signIn('editor');
    const response = await put(
      { key: 'livetv', data: { livetv_home_status: 'Center', livetv_rhs_slot: '2' } },
      editor,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answered = ConfigAnswer.parse(await response.json());
    expect(answered.data).toMatchObject({ livetv_home_status: 'Center', livetv_rhs_slot: '2' });
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=livetv');
    expect(data).toMatchObject({
      livetv_home_status: 'Center',
      livetv_rhs_slot: '2',
      livetv_title: 'Ledger TV: live',
    });
    // Changed again: the newest value wins.
    expect((await put({ key: 'livetv', data: { livetv_home_status: '0' } }, editor)).status).toBe(200);
    expect((await api.getParsed(ConfigAnswer, '/config?key=livetv')).data.livetv_home_status).toBe('0');
  });

  it('HM-08 any text is stored as the countdown’s target: a bad form shows live, by the spec', async () => {
    const editor = await api.signIn('editor');
    expect(
      (await put({ key: 'dptimerwidget', data: { dptimerwidget_datetime: 'next Friday' } }, editor)).status,
    ).toBe(200);
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=dptimerwidget');
    expect(data.dptimerwidget_datetime).toBe('next Friday');
  });

  it('refuses readers who are not editors: 401 without a session, 403 for any other reader', async () => {
    const change = { key: 'livetv', data: { livetv_home_status: '1' } };
    expect((await put(change)).status).toBe(401);
    for (const who of ['reader', 'prime'] as const) {
      const response = await put(change, await api.signIn(who));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { param: 'session', message: expect.any(String) } });
    }
    expect((await api.getParsed(ConfigAnswer, '/config?key=livetv')).data.livetv_home_status).toBe('0');
  });

  it.each([
    [
      'a value not among the allowed',
      { key: 'livetv', data: { livetv_home_status: '5' } },
      'livetv_home_status',
    ],
    ['an rhs_slot of 4', { key: 'livetv', data: { livetv_rhs_slot: '4' } }, 'livetv_rhs_slot'],
    [
      'an entry editors may not change',
      { key: 'livetv', data: { livetv_streamMp4: 'https://evil.example/x.mp4' } },
      'livetv_streamMp4',
    ],
    ['an entry the key does not have', { key: 'livetv', data: { livetv_colour: 'red' } }, 'livetv_colour'],
    ['a key that is not editable', { key: 'paywall', data: { paywall_header: 'x' } }, 'key'],
    ['an unknown key', { key: 'nope', data: { a: 'b' } }, 'key'],
    ['no entries', { key: 'livetv', data: {} }, 'data'],
    ['a control character', { key: 'livetv', data: { livetv_title: 'Live\nTV' } }, 'livetv_title'],
    ['a runaway value', { key: 'livetv', data: { livetv_title: 'x'.repeat(301) } }, 'livetv_title'],
    ['a number for a value', { key: 'livetv', data: { livetv_rhs_slot: 2 } }, 'body'],
    ['another shape', ['livetv'], 'body'],
    ['an inherited name', { key: 'livetv', data: { constructor: 'x' } }, 'constructor'],
  ])('400 for %s, naming it; nothing changes', async (_name, body, param) => {
    const editor = await api.signIn('editor');
    const before = await api.getParsed(ConfigAnswer, '/config?key=livetv');
    const response = await put(body, editor);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
    expect(await api.getParsed(ConfigAnswer, '/config?key=livetv')).toEqual(before);
  });

  it('a change with one bad entry changes nothing of the good ones either', async () => {
    const editor = await api.signIn('editor');
    const response = await put(
      { key: 'livetv', data: { livetv_title: 'Changed', livetv_rhs_slot: '9' } },
      editor,
    );
    expect(response.status).toBe(400);
    expect((await api.getParsed(ConfigAnswer, '/config?key=livetv')).data.livetv_title).toBe(
      'Ledger TV: live',
    );
  });
});
