import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';
import { DEMO_PASSWORD } from './signIn.ts';

// Hardening (issue 26.1): no return path sends a reader off the site — not the Location after
// signing in, not a rendered "Back to reading" link, not the one-time code's JSON answer. Requests
// only (no browser): each answer is read as the browser would read it.

const site = `http://127.0.0.1:${E2E_PORTS.site}`;
const offSite = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/\\evil.example',
];

/** Where a browser on the site lands from this link or Location value. */
const landsOn = (value: string) => new URL(value, `${site}/login`).origin;

async function signInWithPassword(
  email: string,
  returnTo: string,
): Promise<{ location: string; cookie: string }> {
  const answer = await fetch(`${site}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, return: returnTo }),
  });
  expect(answer.status).toBe(303);
  const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/=/);
  return { location: answer.headers.get('location') ?? '', cookie };
}

test('Hardening #26.1: signing in never redirects off the site, whatever the return path', async () => {
  for (const returnTo of offSite) {
    const { location } = await signInWithPassword('reader@demo.ledger', returnTo);
    expect(landsOn(location), returnTo).toBe(site);
    expect(location, returnTo).toBe('/');
  }
  // A path on the site is kept.
  expect((await signInWithPassword('reader@demo.ledger', '/markets')).location).toBe('/markets');
});

test('Hardening #26.1: the plans and subscribe pages link back only to the site', async () => {
  const { cookie } = await signInWithPassword('prime@demo.ledger', '/');
  for (const page of ['/prime', '/subscribe']) {
    for (const returnTo of offSite) {
      const answer = await fetch(`${site}${page}?return=${encodeURIComponent(returnTo)}`, {
        headers: { cookie },
        redirect: 'manual',
      });
      const html = await answer.text();
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      );
      expect(hrefs.length, `${page} ${returnTo}`).toBeGreaterThan(0);
      const offSiteLinks = hrefs.filter((href) => href.startsWith('//') || href.includes('evil.example'));
      expect(offSiteLinks, `${page} ${returnTo}`).toEqual([]);
      const location = answer.headers.get('location');
      if (location) expect(landsOn(location), `${page} ${returnTo}`).toBe(site);
    }
  }
});

test('Hardening #26.1: the one-time code sign-in answers a return path on the site', async () => {
  const asked = await fetch(`${site}/api/auth/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ channel: 'email', address: 'reader@demo.ledger' }),
  });
  expect(asked.status).toBe(200);
  const { challengeId, devCode } = (await asked.json()) as { challengeId: string; devCode?: string };
  expect(devCode, 'the e2e backend shows one-time codes (SHOW_ONE_TIME_CODES)').toBeTruthy();
  const verified = await fetch(`${site}/api/auth/code/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ challengeId, code: devCode, return: '/.//evil.example' }),
  });
  expect(verified.status).toBe(200);
  const { returnTo } = (await verified.json()) as { returnTo: string };
  expect(returnTo).toBe('/');
});
