import { afterEach, describe, expect, it } from 'vitest';
import { NEW_TOKEN, READER_TOKEN, TOKEN } from './testing/fakeReaders.ts';
import { form, sessionCookieHeader, startTestSite, type TestSite } from './testing/testSite.ts';

let current: TestSite | undefined;
async function start(): Promise<string> {
  current = await startTestSite();
  return current.url;
}
afterEach(async () => {
  await current?.close();
  current = undefined;
});
const calls = () => current!.calls;

describe('sign-in (X-01)', () => {
  it('keeps the backend token in an HttpOnly cookie and returns the reader where they were', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/login`,
      form({ email: 'r@x', password: 'right', return: '/markets' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/markets');
    // The site's origin is https: the cookie is Secure.
    expect(answer.headers.get('set-cookie')).toBe(
      `${sessionCookieHeader(TOKEN)}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure`,
    );
  });

  it('says so on a wrong password and never redirects off the site', async () => {
    const site = await start();
    const wrong = await fetch(
      `${site}/login`,
      form({ email: 'r@x', password: 'nope', return: '//evil.example' }),
    );
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Wrong e-mail or password.');
    expect(html).toContain('value="/"');
    const ok = await fetch(
      `${site}/login`,
      form({ email: 'r@x', password: 'right', return: 'https://evil.example' }),
    );
    expect(ok.headers.get('location')).toBe('/');
  });

  it('tells a reader the backend refused for too many tries (429), keeping the e-mail, not a 503', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/login`,
      form({ email: 'r@x', password: 'hammered', return: '/markets' }),
    );
    expect(answer.status).toBe(429);
    const html = await answer.text();
    expect(html).toContain('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(html).toContain('value="r@x"');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses sign-in and sign-out posted from another site', async () => {
    const site = await start();
    const answer = await fetch(`${site}/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });

  it('shows signed-in readers a private page with a sign-out button, and signs them out', async () => {
    const site = await start();
    const page = await fetch(`${site}/`, { headers: { cookie: sessionCookieHeader(TOKEN) } });
    expect(page.headers.get('cache-control')).toMatch(/^private/);
    expect(await page.text()).toContain('Sign out');
    const anonymous = await fetch(`${site}/`);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(await anonymous.text()).toContain('Sign in');
    const out = await fetch(`${site}/logout`, {
      method: 'POST',
      headers: { cookie: sessionCookieHeader(TOKEN) },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toContain('ledger_session=; ');
    expect(
      calls().some((c) => c.path === '/auth/logout' && c.headers.get('authorization') === `Bearer ${TOKEN}`),
    ).toBe(true);
  });
});

describe('comment calls passed on to the backend', () => {
  it('forwards the session as a bearer token and the reader address, and passes the answer through', async () => {
    const site = await start();
    const answer = await fetch(`${site}/api/post_comment.cms?feedtype=json`, {
      ...form({ message: 'hello', msid: '1' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: sessionCookieHeader(TOKEN),
        'idempotency-key': 'key-123456789',
      },
    });
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ error: { param: 'rate_limit', message: 'Slow down' } });
    const call = calls().find((c) => c.path === '/post_comment.cms?feedtype=json')!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(call.headers.get('idempotency-key')).toBe('key-123456789');
    expect(call.body).toBe('message=hello&msid=1');
  });

  it('passes only the known calls, with their method', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/moderation/reports`)).status).toBe(404);
    expect((await fetch(`${site}/api/post_comment.cms`)).status).toBe(405);
    expect((await fetch(`${site}/api/comments?msid=42&pagenum=1&size=25`)).status).toBe(200);
  });

  it('AR-10 passes bookmarks with GET and POST (one path, two methods), with a checked msid list', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/bookmarks?msid=1,2&x=y`)).status).toBe(200);
    expect(calls().at(-1)?.path).toBe('/bookmarks?msid=1%2C2');
    const post = await fetch(`${site}/api/bookmarks`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ msid: '1', action: 'add' }),
    });
    expect(post.status).toBe(200);
    expect(calls().at(-1)).toMatchObject({ path: '/bookmarks', body: '{"msid":"1","action":"add"}' });
    const put = await fetch(`${site}/api/bookmarks`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await fetch(`${site}/api/bookmarks?msid=1;2`)).status).toBe(400);
  });

  it('passes a live blog’s updates since `after` with a fixed query, and refuses odd ids naming them', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/liveblog?msid=125400243&after=138&type=article&top=999`)).status).toBe(
      200,
    );
    expect(calls().at(-1)?.path).toBe('/request?type=liveblog&msid=125400243&after=138&top=50&platform=web');
    const badMsid = await fetch(`${site}/api/liveblog?msid=1x&after=0`);
    expect(badMsid.status).toBe(400);
    expect(await badMsid.json()).toMatchObject({ error: { param: 'msid' } });
    const badAfter = await fetch(`${site}/api/liveblog?msid=1&after=-1`);
    expect(await badAfter.json()).toMatchObject({ error: { param: 'after' } });
  });

  it('HM-02 passes the Latest News tab’s call with the spec’s query, checked; nothing else on /api/request', async () => {
    const site = await start();
    const spec = 'type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web';
    expect((await fetch(`${site}/api/request?${spec}&top=22&junk=1`)).status).not.toBe(400);
    expect(calls().at(-1)?.path).toBe(`/request?${spec}&top=22`);
    const refused = async (query: string) =>
      (await (await fetch(`${site}/api/request?${query}`)).json()) as unknown;
    expect(await refused(`${spec}&top=41`)).toEqual({
      error: { param: 'top', message: 'top must be a number from 1 to 40.' },
    });
    expect(await refused(spec.replace('getdata', 'article'))).toEqual({
      error: { param: 'type', message: 'type must be getdata.' },
    });
    expect(((await refused(`${spec}&solrtypeid=7&top=3`)) as { error: { param: string } }).error.param).toBe(
      'solrtypeid',
    );
    expect(
      ((await refused(spec.replace('&platform=web', ''))) as { error: { param: string } }).error.param,
    ).toBe('platform');
  });

  it('HM-06 passes an industry tab’s call (type=plist, top=7, a section id, mode=hierarchy or none), rebuilt from checked values', async () => {
    const site = await start();
    expect(
      (await fetch(`${site}/api/request?type=plist&top=7&msid=13352354&platform=web&junk=1`)).status,
    ).not.toBe(400);
    expect(calls().at(-1)?.path).toBe('/request?type=plist&top=7&msid=13352354&platform=web');
    await fetch(`${site}/api/request?type=plist&msid=13358259&mode=hierarchy&top=7`);
    expect(calls().at(-1)?.path).toBe('/request?type=plist&top=7&msid=13358259&mode=hierarchy&platform=web');
    const param = async (query: string) => {
      const answer = await fetch(`${site}/api/request?${query}`);
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: { param: string } }).error.param;
    };
    expect(await param('type=plist&top=100&msid=1')).toBe('top');
    expect(await param('type=plist&top=7')).toBe('msid');
    expect(await param('type=plist&top=7&msid=2147001,1')).toBe('msid');
    expect(await param('type=plist&top=7&msid=1&msid=2')).toBe('msid');
    expect(await param('type=plist&top=7&msid=1&mode=all')).toBe('mode');
    expect(await param('type=plist&top=7&msid=1&platform=app')).toBe('platform');
    expect(await param('type=plist&type=plist&top=7&msid=1')).toBe('type');
  });

  it('answers 502 with a JSON error when the backend is down', async () => {
    const site = await start();
    current!.down = true;
    const answer = await fetch(`${site}/api/comments?msid=42&pagenum=1&size=25`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: { param: null, message: 'This service is unavailable just now. Please try again.' },
    });
  });
});

describe('AR-08 /api/session: who the mail form is prefilled for, asked by the browser', () => {
  it("answers the signed-in reader's first name and e-mail, never cached, and null for anyone else", async () => {
    const site = await start();
    const signedIn = await fetch(`${site}/api/session`, {
      headers: { cookie: sessionCookieHeader(READER_TOKEN) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.json()).toEqual({ user: { firstName: 'Ravi', email: 'ravi@reader.example' } });
    const anonymous = await fetch(`${site}/api/session`);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await anonymous.json()).toEqual({ user: null });
  });
});

describe('AR-16 Prime nudge bar by reader', () => {
  const nudge = 'data-island="prime-nudge"';
  const page = (site: string, token?: string) =>
    fetch(`${site}/`, token ? { headers: { cookie: sessionCookieHeader(token) } } : {});

  it('is in the page for readers who are not Prime, and never for Prime or first-time-eligible readers', async () => {
    const site = await start();
    expect(await (await page(site)).text()).toContain(nudge);
    expect(await (await page(site, READER_TOKEN)).text()).toContain(nudge);
    expect(await (await page(site, TOKEN)).text()).not.toContain(nudge);
    const firstTime = await page(site, NEW_TOKEN);
    const html = await firstTime.text();
    expect(html).toContain('Sign out');
    expect(html).not.toContain(nudge);
    // No bar, so its texts are not even asked for on the first-time reader's behalf.
    expect(calls().filter((call) => call.path.startsWith('/config?key=primehome_header'))).toHaveLength(1);
  });

  it("keeps the first-time-eligible reader's page apart from other signed-in readers' in the page cache", async () => {
    const site = await start();
    const reader = await page(site, READER_TOKEN);
    expect(reader.headers.get('x-page-cache')).toBe('MISS');
    expect(await reader.text()).toContain(nudge);
    const firstTime = await page(site, NEW_TOKEN);
    expect(firstTime.headers.get('x-page-cache')).toBe('MISS');
    expect(await firstTime.text()).not.toContain(nudge);
    const again = await page(site, READER_TOKEN);
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(await again.text()).toContain(nudge);
    expect((await page(site, NEW_TOKEN)).headers.get('x-page-cache')).toBe('HIT');
  });
});
