import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { oneTimeCodeTexts, passwordPausedText } from '@newsroom/rules/one-time-code';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionCookies } from './session.ts';
import { NEW_TOKEN, READER_TOKEN } from './testing/fakeReaders.ts';
import {
  form,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  TEST_SECRET,
  type TestSite,
} from './testing/testSite.ts';

// Hardening (issue 26.4), AB-09: the sign-in page's one-time code as plain form posts, through the
// site over the fake backend (testing/testSite.ts: code 123456 is right, 999999 expired, 555555
// used up; address busy@x.in has had too many codes; password `paused` is a paused account).

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const CHALLENGE = 'AAAAAAAAAAAAAAAAAAAAAA';
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, form(fields, { origin: SITE_ORIGIN, ...headers }));
/** The code page's refusal under the field it names (`data-error`), as text. */
const fieldError = (html: string, field: string) =>
  new RegExp(`data-error="${field}"[^>]*>([^<]*)<`).exec(html)?.[1]?.replaceAll('&#x27;', "'");

describe('a paused reader signs in with a code from /login, without JavaScript', () => {
  it('the paused message comes with the code form in place of the password form, the address filled in', async () => {
    site = await startTestSite();
    const paused = await post('/login', { email: 'owner@x.in', password: 'paused', return: '/markets' });
    expect(paused.status).toBe(403);
    const html = await paused.text();
    expect(html).toContain(passwordPausedText.replaceAll("'", '&#x27;'));
    // One e-mail field on the page: the password's form is not there (it could not sign in).
    expect(html.match(/type="email"/g)).toHaveLength(1);
    expect(html).not.toContain('name="password"');
    const codeForm = /<section[^>]*id="code-sign-in"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(codeForm).toContain('action="/login/code"');
    expect(codeForm).toContain('value="owner@x.in"');
    expect(codeForm).toContain('name="return" value="/markets"');
    expect(codeForm).toContain('E-mail me a one-time code');
  });

  it('/login holds one way at a time: the password form links to the code form and back', async () => {
    site = await startTestSite();
    const password = await (await fetch(`${site.url}/login?return=%2Fmarkets&email=owner%40x.in`)).text();
    expect(password.match(/type="email"/g)).toHaveLength(1);
    expect(password).toContain('name="password"');
    expect(password).toContain('href="/login?with=code&amp;return=%2Fmarkets&amp;email=owner%40x.in"');
    const code = await (
      await fetch(`${site.url}/login?with=code&return=%2Fmarkets&email=owner%40x.in`)
    ).text();
    expect(code.match(/type="email"/g)).toHaveLength(1);
    expect(code).not.toContain('name="password"');
    expect(code).toContain('action="/login/code"');
    expect(code).toContain('value="owner@x.in"');
    expect(code).toContain('href="/login?return=%2Fmarkets&amp;email=owner%40x.in"');
  });

  it('sends the code, shows where it went, and a right code signs in and goes back', async () => {
    site = await startTestSite();
    const sent = await post('/login/code', { email: ' Owner@X.in ', return: '/markets?x=1' });
    expect(sent.status).toBe(200);
    const page = await sent.text();
    const call = site.calls.find((c) => c.path === '/auth/code');
    expect(JSON.parse(call?.body ?? '')).toEqual({ channel: 'email', address: 'owner@x.in' });
    expect(page).toContain('<strong>tr*al@x.in</strong>');
    expect(page).toContain(`name="challengeId" value="${CHALLENGE}"`);
    expect(page).toContain('Development: your code is <!-- -->123456');
    expect(page).toContain('action="/login/code/verify"');

    const verified = await post(
      '/login/code/verify',
      { challengeId: CHALLENGE, code: '123 456', email: 'owner@x.in', return: '/markets?x=1' },
      { cookie: sessionCookieHeader(READER_TOKEN) },
    );
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/markets?x=1');
    // Exactly the cookie the JSON code sign-in and POST /login set.
    expect(verified.headers.get('set-cookie')).toBe(
      new SessionCookies(TEST_SECRET, true).cookieFor(NEW_TOKEN),
    );
    const verify = site.calls.find((c) => c.path === '/auth/code/verify');
    expect(JSON.parse(verify?.body ?? '')).toEqual({
      challengeId: CHALLENGE,
      code: '123456',
      startTrial: false,
    });
    // The reader signed in on this browser before is signed out.
    const logout = site.calls.find((c) => c.path === '/auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
  });

  it.each([
    ['000000', 'That code is not right. You have 4 more tries.'],
    ['999999', oneTimeCodeTexts.code.expired],
    ['555555', oneTimeCodeTexts.code.tooManyAttempts],
    ['12', oneTimeCodeTexts.code.invalid],
    ['', oneTimeCodeTexts.code.required],
  ])('code %j is refused under the code field, signed out, the form kept', async (code, words) => {
    site = await startTestSite();
    const answer = await post('/login/code/verify', {
      challengeId: CHALLENGE,
      code,
      email: 'owner@x.in',
      return: '/markets',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const html = await answer.text();
    expect(fieldError(html, 'code')).toBe(words);
    expect(html).toContain('aria-describedby="code-error"');
    expect(html).toContain(`name="challengeId" value="${CHALLENGE}"`);
    // Where it went is the site's own masking of the address, never text from the form.
    expect(html).toContain('<strong>ow*er@x.in</strong>');
  });

  it('refuses a refused or malformed address under the e-mail field, in the rules’ and backend’s words', async () => {
    site = await startTestSite();
    const busy = await post('/login/code', { email: 'busy@x.in', return: '/' });
    expect(busy.status).toBe(429);
    expect(fieldError(await busy.text(), 'address')).toBe(
      'We have sent 5 codes to this address in the last hour.',
    );
    const calls = site.calls.length;
    const typo = await post('/login/code', { email: 'not-an-address', return: '/' });
    expect(typo.status).toBe(400);
    expect(fieldError(await typo.text(), 'address')).toBe(oneTimeCodeTexts.email.invalid);
    // A typo costs the reader none of the backend's code requests.
    expect(site.calls.length).toBe(calls);
  });

  it('treats the hidden fields as hostile: a forged challenge is never sent on, the return path stays on the site', async () => {
    site = await startTestSite();
    const forged = await post('/login/code/verify', {
      challengeId: '"><script>alert(1)</script>',
      code: '123456',
      email: '<b>x</b>@x.in',
      return: '/',
    });
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>x</b>');
    expect(fieldError(html, 'code')).toBe(oneTimeCodeTexts.code.unknown);
    expect(site.calls.some((c) => c.path === '/auth/code/verify')).toBe(false);
    const away = await post('/login/code/verify', {
      challengeId: CHALLENGE,
      code: '123456',
      email: 'owner@x.in',
      return: '//evil.example/',
    });
    expect(away.status).toBe(303);
    expect(away.headers.get('location')).toBe('/');
  });

  it('refuses other sites and bodies past the code call’s limit, and says 503 when the backend is down', async () => {
    site = await startTestSite();
    const other = await post('/login/code', { email: 'owner@x.in' }, { origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    const evilVerify = await post(
      '/login/code/verify',
      { challengeId: CHALLENGE, code: '123456' },
      { origin: 'https://evil.example' },
    );
    expect(evilVerify.status).toBe(403);
    expect(evilVerify.headers.get('set-cookie')).toBeNull();
    expect(site.calls.some((c) => c.path.startsWith('/auth/code'))).toBe(false);
    const large = await post('/login/code', { email: 'a'.repeat(BODY_LIMITS.code) });
    expect(large.status).toBe(413);
    site.down = true;
    expect((await post('/login/code', { email: 'owner@x.in' })).status).toBe(503);
  });
});

describe('issue 27, AB-09: the trial blocker’s one-time code without JavaScript, on these same forms', () => {
  it('a channel button opens the code form for that channel, carrying the story and the trial', async () => {
    site = await startTestSite();
    // What the blocker's channel form sends with GET (paywall/TrialSignInForm.tsx).
    const query = new URLSearchParams({
      with: 'code',
      return: '/markets/x.cms',
      trial: '1',
      channel: 'mobile',
    });
    const html = await (await fetch(`${site.url}/login?${query}`)).text();
    const codeForm = /<section[^>]*id="code-sign-in"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(codeForm).toContain('action="/login/code"');
    expect(codeForm).toMatch(/<input type="tel"[^>]*name="mobile"/);
    expect(codeForm).toContain('name="channel" value="mobile"');
    expect(codeForm).toContain('name="return" value="/markets/x.cms"');
    expect(codeForm).toContain('name="trial" value="1"');
    expect(codeForm).toContain('Once you are signed in, your free Prime trial starts.');
    expect(codeForm).toContain('Text me a one-time code');
    // E-mail is the channel when none is named, and no trial is started unless asked.
    const plain = await (await fetch(`${site.url}/login?with=code&return=%2F`)).text();
    expect(plain).toMatch(/<input type="email"[^>]*name="email"/);
    expect(plain).not.toContain('name="trial"');
  });

  it('a mobile number gets its code by SMS, and the right code signs in, starts the trial and goes back to the story', async () => {
    site = await startTestSite();
    const carried = { channel: 'mobile', return: '/markets/x.cms', trial: '1' };
    const sent = await post('/login/code', { ...carried, mobile: '098765 43210' });
    expect(sent.status).toBe(200);
    const request = site.calls.find((c) => c.path === '/auth/code');
    expect(JSON.parse(request?.body ?? '')).toEqual({ channel: 'mobile', address: '+919876543210' });
    const page = await sent.text();
    const verifyForm = /<form[^>]*action="\/login\/code\/verify"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(verifyForm).toContain(`name="challengeId" value="${CHALLENGE}"`);
    expect(verifyForm).toContain('name="channel" value="mobile"');
    expect(verifyForm).toContain('name="mobile" value="+919876543210"');
    expect(verifyForm).toContain('name="trial" value="1"');
    expect(verifyForm).toContain('name="return" value="/markets/x.cms"');

    const verified = await post('/login/code/verify', {
      ...carried,
      mobile: '+919876543210',
      challengeId: CHALLENGE,
      code: '123456',
    });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/markets/x.cms');
    expect(verified.headers.get('set-cookie')).toBe(
      new SessionCookies(TEST_SECRET, true).cookieFor(NEW_TOKEN),
    );
    const verify = site.calls.find((c) => c.path === '/auth/code/verify');
    expect(JSON.parse(verify?.body ?? '')).toEqual({
      challengeId: CHALLENGE,
      code: '123456',
      startTrial: true,
    });
  });

  it('a wrong mobile number is refused under its field in the rules’ words, the trial and story kept', async () => {
    site = await startTestSite();
    const answer = await post('/login/code', {
      channel: 'mobile',
      mobile: '12345',
      return: '/markets/x.cms',
      trial: '1',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(fieldError(html, 'address')).toBe(oneTimeCodeTexts.mobile.invalid);
    expect(html).toContain('value="12345"');
    expect(html).toContain('name="trial" value="1"');
    expect(html).toContain('name="return" value="/markets/x.cms"');
    expect(site.calls.some((c) => c.path === '/auth/code')).toBe(false);
  });
});
