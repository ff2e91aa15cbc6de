import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH, EXPIRED_TOKEN, READER_TOKEN, TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  PREMIUM_PATH,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// AB-17 on the site's server: which pages carry the recorder and the widget, and the two calls
// the browser makes through /api/, passed on only with a Prime reader's session.

let current: TestSite | undefined;
async function start(): Promise<string> {
  current = await startTestSite();
  return current.url;
}
afterEach(async () => {
  await current?.close();
  current = undefined;
});
const backendCalls = (prefix: string) => current!.calls.filter((call) => call.path.startsWith(prefix));
const as = (token?: string): Record<string, string> => (token ? { cookie: sessionCookieHeader(token) } : {});
const page = async (site: string, path: string, token?: string) =>
  (await fetch(`${site}${path}`, { headers: as(token) })).text();

const RECORDER = 'data-island="prime-read"';
const WIDGET = 'data-island="prime-missed-stories"';

describe('AB-17 the article page', () => {
  it('carries the recorder, with the story id, only for a Prime reader on a Prime story', async () => {
    const site = await start();
    const prime = await page(site, PREMIUM_PATH, TOKEN);
    expect(prime).toContain(RECORDER);
    expect(prime).toMatch(/data-island="prime-read"[^>]*data-props="\{&quot;msid&quot;:&quot;77&quot;\}"/);
    expect(await page(site, ARTICLE_PATH, TOKEN)).not.toContain(RECORDER);
    for (const token of [undefined, READER_TOKEN, EXPIRED_TOKEN]) {
      expect(await page(site, PREMIUM_PATH, token), String(token)).not.toContain(RECORDER);
    }
    // Rendering records nothing: the browser does, once the page is there.
    expect(backendCalls('/prime-reads')).toHaveLength(0);
  });

  it('puts the widget in a Prime reader’s sidebar only, hidden and empty: nothing personal in a page shared per tier', async () => {
    const site = await start();
    const prime = await page(site, ARTICLE_PATH, TOKEN);
    const widget = /<div data-island="prime-missed-stories"[^>]*>(.*?)<\/div>/.exec(prime);
    expect(widget?.[1]).toMatch(
      /^<section class="widget widget--prime-missed" data-state="loading" hidden=""><\/section>$/,
    );
    expect(backendCalls('/prime-reads/missed')).toHaveLength(0);
    expect(await page(site, ARTICLE_PATH)).not.toContain(WIDGET);
    expect(await page(site, ARTICLE_PATH, READER_TOKEN)).not.toContain(WIDGET);
  });
});

describe('AB-17 /api/prime-reads and /api/prime-reads/missed', () => {
  const record = (site: string, token: string | undefined, body: unknown, origin?: string) =>
    fetch(`${site}/api/prime-reads`, {
      method: 'POST',
      headers: { ...as(token), 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });
  const missed = (site: string, token: string | undefined, query = '') =>
    fetch(`${site}/api/prime-reads/missed${query}`, { headers: as(token) });

  it('passes a Prime reader’s read on with their session, and their missed list after 3', async () => {
    const site = await start();
    for (const msid of ['77', '78', '77']) expect((await record(site, TOKEN, { msid })).status).toBe(200);
    const call = backendCalls('/prime-reads')[0]!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.body).toBe('{"msid":"77"}');
    const answer = await missed(site, TOKEN, '?top=6');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ show: false, count: 2, data: [] });
    expect(backendCalls('/prime-reads/missed').at(-1)?.path).toBe('/prime-reads/missed?top=6');
  });

  it('refuses anyone who is not Prime without asking the backend (403)', async () => {
    const site = await start();
    for (const token of [undefined, READER_TOKEN, EXPIRED_TOKEN]) {
      const read = await record(site, token, { msid: '77' });
      expect(read.status, String(token)).toBe(403);
      expect(await read.json()).toEqual({
        error: { param: 'reader', message: 'This is for Prime members.' },
      });
      expect((await missed(site, token)).status).toBe(403);
    }
    expect(backendCalls('/prime-reads')).toHaveLength(0);
  });

  it('refuses hostile requests: another site’s post, a bad top, the wrong method, a huge body', async () => {
    const site = await start();
    expect((await record(site, TOKEN, { msid: '77' }, 'https://evil.example')).status).toBe(403);
    for (const top of ['0', '21', '-1', 'x', '1e1', '05', '1&top=2', '%00']) {
      const answer = await missed(site, TOKEN, `?top=${top}`);
      expect(answer.status, top).toBe(400);
    }
    expect((await fetch(`${site}/api/prime-reads`, { headers: as(TOKEN) })).status).toBe(405);
    const huge = await record(site, TOKEN, { msid: '7'.repeat(20_000) });
    expect(huge.status).toBe(413);
    // The backend judges the id itself (a story that is not Prime is refused there).
    expect((await record(site, TOKEN, { msid: '42' })).status).toBe(400);
    expect(backendCalls('/prime-reads/missed')).toHaveLength(0);
  });

  it('answers 502 when the backend is down; the page never depends on it', async () => {
    const site = await start();
    current!.failing = (path) => path.startsWith('/prime-reads');
    expect((await record(site, TOKEN, { msid: '77' })).status).toBe(502);
    expect((await missed(site, TOKEN)).status).toBe(502);
    const html = await fetch(`${site}${PREMIUM_PATH}`, { headers: as(TOKEN) });
    expect(html.status).toBe(200);
  });
});
