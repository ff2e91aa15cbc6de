import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../config/env.ts';
import { createApp } from './app.tsx';

const layoutsDir = join(fileURLToPath(new URL('../../../../', import.meta.url)), 'layouts');
const TOKEN = 'tok_0123456789abcdefABCDEF';
/** AR-16 readers who are not Prime: one who may see the Prime nudge bar, one first-time eligible. */
const READER_TOKEN = 'tok_reader_0123456789abcdef';
const NEW_TOKEN = 'tok_new_0123456789abcdefgh';
const sessionUsers: Record<string, unknown> = {
  [TOKEN]: { isLogin: true, email: 'r@x', userInfo: { firstName: 'Asha' }, isPrime: true, roles: [] },
  [READER_TOKEN]: {
    isLogin: true,
    email: 'ravi@reader.example',
    userInfo: { firstName: 'Ravi' },
    isPrime: false,
    trialEligible: false,
    firstTimeEligible: false,
    roles: [],
  },
  [NEW_TOKEN]: {
    isLogin: true,
    email: 'nisha@reader.example',
    userInfo: { firstName: 'Nisha' },
    isPrime: false,
    trialEligible: false,
    firstTimeEligible: true,
    roles: [],
  },
};
let calls: { path: string; headers: Headers; body: string }[];
let backendDown = false;

const backend = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const headers = new Headers(init?.headers);
  calls.push({ path: url.pathname + url.search, headers, body: String(init?.body ?? '') });
  if (backendDown) throw new TypeError('fetch failed');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.pathname === '/auth/login') {
    const { password } = JSON.parse(String(init?.body));
    if (password === 'hammered') {
      return json(429, {
        error: { param: 'client', message: 'Too many sign-ins; try again in 300 seconds.' },
      });
    }
    return password === 'right'
      ? json(200, {
          session: TOKEN,
          user: { isLogin: true, email: 'r@x', userInfo: { firstName: 'Asha' }, isPrime: false, roles: [] },
        })
      : json(401, { error: { param: 'password', message: 'Wrong e-mail or password.' } });
  }
  if (url.pathname === '/auth/session') {
    const user = sessionUsers[(headers.get('authorization') ?? '').replace(/^Bearer /, '')];
    return user
      ? json(200, { user })
      : json(401, { error: { param: 'session', message: 'Please sign in.' } });
  }
  if (url.pathname === '/config' && url.searchParams.get('key') === 'primehome_header') {
    return json(200, { key: 'primehome_header', data: { primehome_header_ctaText: 'Get Ledger Prime' } });
  }
  if (url.pathname === '/auth/logout') return json(200, { signedOut: true });
  if (url.pathname === '/post_comment.cms')
    return json(429, { error: { param: 'rate_limit', message: 'Slow down' } });
  if (url.pathname === '/comments') return json(200, [{ totalcount: 0, cmt_c: 0 }]);
  return json(200, { searchResult: [{ data: [] }] });
}) as typeof fetch;

let server: Server;
async function start() {
  calls = [];
  backendDown = false;
  const env = readSiteEnv({ CONTENT_API_URL: 'http://api.test' }, { layoutsDir });
  const app = await createApp({
    env,
    assets: { styles: [], islandRuntime: '/i.js' },
    fetch: backend,
    log: () => {},
  });
  server = createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(() => server?.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('sign-in (X-01)', () => {
  it('keeps the backend token in an HttpOnly cookie and returns the reader where they were', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/login`,
      form({ email: 'r@x', password: 'right', return: '/markets' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/markets');
    expect(answer.headers.get('set-cookie')).toBe(
      `ledger_session=${TOKEN}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000`,
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
    const page = await fetch(`${site}/`, { headers: { cookie: `ledger_session=${TOKEN}` } });
    expect(page.headers.get('cache-control')).toMatch(/^private/);
    expect(await page.text()).toContain('Sign out');
    const anonymous = await fetch(`${site}/`);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    expect(await anonymous.text()).toContain('Sign in');
    const out = await fetch(`${site}/logout`, {
      method: 'POST',
      headers: { cookie: `ledger_session=${TOKEN}` },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toContain('ledger_session=; ');
    expect(
      calls.some((c) => c.path === '/auth/logout' && c.headers.get('authorization') === `Bearer ${TOKEN}`),
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
        cookie: `ledger_session=${TOKEN}`,
        'idempotency-key': 'key-123456789',
      },
    });
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ error: { param: 'rate_limit', message: 'Slow down' } });
    const call = calls.find((c) => c.path === '/post_comment.cms?feedtype=json')!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(call.headers.get('idempotency-key')).toBe('key-123456789');
    expect(call.body).toBe('message=hello&msid=1');
  });

  it('passes only the known calls, with their method', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/moderation/reports`)).status).toBe(404);
    expect((await fetch(`${site}/api/post_comment.cms`)).status).toBe(405);
    expect((await fetch(`${site}/api/comments?msid=1&pagenum=1&size=25`)).status).toBe(200);
  });

  it('AR-10 passes bookmarks with GET and POST (one path, two methods), with a checked msid list', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/bookmarks?msid=1,2&x=y`)).status).toBe(200);
    expect(calls.at(-1)?.path).toBe('/bookmarks?msid=1%2C2');
    const post = await fetch(`${site}/api/bookmarks`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ msid: '1', action: 'add' }),
    });
    expect(post.status).toBe(200);
    expect(calls.at(-1)).toMatchObject({ path: '/bookmarks', body: '{"msid":"1","action":"add"}' });
    const put = await fetch(`${site}/api/bookmarks`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await fetch(`${site}/api/bookmarks?msid=1;2`)).status).toBe(400);
  });

  it('answers 502 with a JSON error when the backend is down', async () => {
    const site = await start();
    backendDown = true;
    const answer = await fetch(`${site}/api/comments?msid=1&pagenum=1&size=25`);
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
      headers: { cookie: `ledger_session=${READER_TOKEN}` },
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
    fetch(`${site}/`, token ? { headers: { cookie: `ledger_session=${token}` } } : {});

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
    expect(calls.filter((call) => call.path.startsWith('/config?key=primehome_header'))).toHaveLength(1);
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
