import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SessionCookies } from './session.ts';
import { ARTICLE_PATH, READER_TOKEN, TOKEN } from './testing/fakeReaders.ts';
import { form, sessionCookieHeader, startTestSite, type TestSite } from './testing/testSite.ts';

// Hardening (issue 26.7), X-01: the session cookie is `<backend token>.<signature>`, signed with
// the site's secret. A cookie the site did not sign is an anonymous reader, decided without any
// backend call: a client can make up cookies without end, and each used to cost a session lookup.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const sessionCalls = () => site.calls.filter((call) => call.path.startsWith('/auth/session'));
const page = (cookie: string) => fetch(`${site.url}${ARTICLE_PATH}`, { headers: { cookie } });

describe('Hardening 26.7: the signed session cookie (X-01)', () => {
  it('a cookie the site did not sign is an anonymous reader, and the backend is never asked', async () => {
    site = await startTestSite();
    const forged = [
      // A real session's token, as the cookie held it before it was signed.
      `${SESSION_COOKIE}=${READER_TOKEN}`,
      // The edge's shape (43-character token, 32-character signature), the signature made up.
      `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}.${'A'.repeat(32)}`,
      `${SESSION_COOKIE}=${READER_TOKEN}.${'A'.repeat(32)}`,
      // Signed, but with another key.
      sessionCookieHeader(READER_TOKEN, 'another-secret-0123456789abcdefghijklmnop'),
      // Random junk, a signature too long, a third part.
      `${SESSION_COOKIE}=${randomBytes(24).toString('hex')}`,
      `${sessionCookieHeader(READER_TOKEN)}A`,
      `${sessionCookieHeader(READER_TOKEN)}.x`,
    ];
    for (const cookie of forged) {
      const answer = await page(cookie);
      expect(answer.status, cookie).toBe(200);
      const html = await answer.text();
      expect(html, cookie).not.toContain('Sign out');
      expect(html, cookie).toContain('Sign in');
    }
    expect(sessionCalls()).toEqual([]);
  });

  it('a cookie the site signed is looked up once and the reader is signed in', async () => {
    site = await startTestSite();
    const html = await (await page(sessionCookieHeader(READER_TOKEN))).text();
    expect(html).toContain('Sign out');
    expect(sessionCalls()).toHaveLength(1);
    expect(sessionCalls()[0]?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
  });

  it('sign-in gives the signed cookie, which the site then knows; sign-out with a forged one ends no session', async () => {
    site = await startTestSite();
    const signIn = await fetch(`${site.url}/login`, form({ email: 'r@x', password: 'right', return: '/' }));
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${TOKEN}\\.[A-Za-z0-9_-]{32}$`));
    expect(await (await page(cookie)).text()).toContain('Sign out');

    const out = await fetch(`${site.url}/logout`, form({}, { cookie: `${SESSION_COOKIE}=${TOKEN}` }));
    expect(out.status).toBe(303);
    expect(site.calls.some((call) => call.path.startsWith('/auth/logout'))).toBe(false);
  });
});

describe('SessionCookies', () => {
  const sessions = new SessionCookies('unit-secret-0123456789abcdefghijklmnopq', true);
  const token = randomBytes(32).toString('base64url');

  it('reads back the token it signed, from among other cookies, and nothing else', () => {
    const value = sessions.valueFor(token);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{32}$/);
    expect(sessions.tokenOf({ cookie: `a=1; ${SESSION_COOKIE}=${value}; b=2` })).toBe(token);
    expect(sessions.tokenOf({ cookie: `${SESSION_COOKIE}=${token}` })).toBeNull();
    // The signature's last character changed (to one it is not: the token is random).
    const tampered = `${value.slice(0, -1)}${value.endsWith('B') ? 'C' : 'B'}`;
    expect(sessions.tokenOf({ cookie: `${SESSION_COOKIE}=${tampered}` })).toBeNull();
    expect(sessions.tokenOf({})).toBeNull();
  });

  it('sets it HttpOnly, SameSite=Lax, Secure on https, for 30 days; clears it', () => {
    expect(sessions.cookieFor(token)).toBe(
      `${SESSION_COOKIE}=${sessions.valueFor(token)}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure`,
    );
    expect(sessions.cleared()).toBe(`${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`);
  });
});
