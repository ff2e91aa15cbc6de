import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { afterEach, describe, expect, it } from 'vitest';
import { NEW_TOKEN, READER_TOKEN } from './testing/fakeReaders.ts';
import { SITE_ORIGIN, sessionCookieHeader, startTestSite, type TestSite } from './testing/testSite.ts';

// AB-09 one-time code sign-in through the site: /api/auth/code passes the request on, and
// /api/auth/code/verify sets the site's own HttpOnly session cookie as POST /login does.

let current: TestSite | undefined;
async function start(): Promise<string> {
  current = await startTestSite();
  return current.url;
}
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('AB-09 POST /api/auth/code', () => {
  it('sends the request on with the reader’s address and answers the challenge', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/api/auth/code`,
      post({ channel: 'email', address: 'trial@x.in', extra: 1 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      challengeId: 'AAAAAAAAAAAAAAAAAAAAAA',
      channel: 'email',
      sentTo: 'tr*al@x.in',
      expiresAt: '2026-11-23T10:10:00+05:30',
      resendAfterSeconds: 30,
      devCode: '123456',
    });
    const call = current!.calls.find((c) => c.path === '/auth/code');
    expect(JSON.parse(call!.body)).toEqual({ channel: 'email', address: 'trial@x.in' });
    expect(call!.headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('passes a refusal on with its field, words and Retry-After', async () => {
    const site = await start();
    const answer = await fetch(`${site}/api/auth/code`, post({ channel: 'email', address: 'busy@x.in' }));
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('600');
    expect(await answer.json()).toEqual({
      error: { param: 'address', message: 'We have sent 5 codes to this address in the last hour.' },
    });
  });

  it('says 502 when the backend fails, and refuses other sites, other methods, junk and floods', async () => {
    const site = await start();
    expect((await fetch(`${site}/api/auth/code`, post({ address: 'broken@x.in' }))).status).toBe(502);
    expect(
      (await fetch(`${site}/api/auth/code`, post({ address: 'a@x.in' }, { origin: 'https://evil.example' })))
        .status,
    ).toBe(403);
    expect((await fetch(`${site}/api/auth/code`)).status).toBe(405);
    const junk = await fetch(`${site}/api/auth/code`, post('{"channel":'));
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ error: { param: 'body' } });
    expect((await fetch(`${site}/api/auth/code`, post([1, 2]))).status).toBe(400);
    expect(
      (await fetch(`${site}/api/auth/code`, post({ address: 'a'.repeat(BODY_LIMITS.code) }))).status,
    ).toBe(413);
    expect((await fetch(`${site}/api/session`)).status).toBe(200);
  });
});

describe('AB-09 POST /api/auth/code/verify', () => {
  it('sets the HttpOnly session cookie, answers where to go back to, and never shows the token', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/api/auth/code/verify`,
      post({
        challengeId: 'AAAAAAAAAAAAAAAAAAAAAA',
        code: '123456',
        startTrial: true,
        return: '/markets?x=1',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBe(
      `${sessionCookieHeader(NEW_TOKEN)}; HttpOnly; SameSite=Lax; Path=/; Max-Age=2592000; Secure`,
    );
    const text = await answer.text();
    expect(text).not.toContain(NEW_TOKEN);
    expect(JSON.parse(text)).toEqual({ ok: true, returnTo: '/markets?x=1', trialStarted: true });
    const call = current!.calls.find((c) => c.path === '/auth/code/verify');
    expect(JSON.parse(call!.body)).toEqual({
      challengeId: 'AAAAAAAAAAAAAAAAAAAAAA',
      code: '123456',
      startTrial: true,
    });
  });

  it('never sends the reader off the site, and starts no trial unless asked', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/api/auth/code/verify`,
      post({ challengeId: 'AAAAAAAAAAAAAAAAAAAAAA', code: '123456', return: '//evil.example' }),
    );
    expect(await answer.json()).toEqual({ ok: true, returnTo: '/', trialStarted: false });
    expect(JSON.parse(current!.calls.at(-1)!.body).startTrial).toBe(false);
  });

  it('passes a wrong code on next to the code field and sets no cookie', async () => {
    const site = await start();
    const answer = await fetch(
      `${site}/api/auth/code/verify`,
      post({ challengeId: 'AAAAAAAAAAAAAAAAAAAAAA', code: '000000' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.json()).toEqual({
      error: { param: 'code', message: 'That code is not right. You have 4 more tries.' },
    });
  });

  it('forgets the reader who was signed in before: the next page is the new reader’s', async () => {
    const site = await start();
    const before = await fetch(`${site}/api/session`, {
      headers: { cookie: sessionCookieHeader(READER_TOKEN) },
    });
    expect(await before.json()).toMatchObject({ user: { firstName: 'Ravi' } });
    const answer = await fetch(
      `${site}/api/auth/code/verify`,
      post(
        { challengeId: 'AAAAAAAAAAAAAAAAAAAAAA', code: '123456' },
        { cookie: sessionCookieHeader(READER_TOKEN), origin: SITE_ORIGIN },
      ),
    );
    expect(answer.status).toBe(200);
    const logout = current!.calls.find((c) => c.path === '/auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    const sessions = current!.calls.filter((c) => c.path === '/auth/session').length;
    await fetch(`${site}/api/session`, { headers: { cookie: sessionCookieHeader(READER_TOKEN) } });
    // Not answered from the cache: the site asked the backend again.
    expect(current!.calls.filter((c) => c.path === '/auth/session').length).toBe(sessions + 1);
  });
});
