import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRED_TOKEN, READER_TOKEN, TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  BENEFIT_GROUPS,
  PAID_CHECKOUT,
  PAYWALL_TEXTS,
  PENDING_CHECKOUT,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// AB-09 / X-01: the plans page every "Prime" link names, and choosing a plan on it.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const get = async (path: string, token?: string) => {
  const answer = await fetch(`${site.url}${path}`, {
    headers: token ? { cookie: sessionCookieHeader(token) } : {},
  });
  return { status: answer.status, html: await answer.text(), cache: answer.headers.get('cache-control') };
};

const choose = (plan: string, token: string, returnTo = '/markets') =>
  fetch(`${site.url}/subscribe`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: sessionCookieHeader(token),
      origin: SITE_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ plan, return: returnTo }).toString(),
  });

describe('the plans page (AB-09)', () => {
  it('is at /prime and /subscription.cms, with the backend’s plans; an anonymous reader signs in to choose', async () => {
    site = await startTestSite();
    for (const path of ['/prime?return=%2Fmarkets', '/subscription.cms?return=%2Fmarkets']) {
      const { status, html, cache } = await get(path);
      expect(status).toBe(200);
      expect(cache).toMatch(/no-store|private/);
      expect(html).toContain('Prime Annual');
      expect(html).toContain('₹2,499 a year');
      expect(html).toContain('Prime Monthly');
      expect(html).toContain(`href="/login?return=${encodeURIComponent('/prime?return=%2Fmarkets')}"`);
      expect(html).not.toContain('action="/subscribe"');
      // The trial is only for a reader who may take it.
      expect(html).not.toContain('Prime Free Trial');
    }
  });

  it('shows Prime’s benefits from the backend under the plans, and stands without them', async () => {
    site = await startTestSite();
    const benefit = BENEFIT_GROUPS[0]!.benefits[0]!;
    const { html } = await get('/prime');
    expect(html).toContain('class="paywall-benefits"');
    expect(html).toContain(benefit.title);
    expect(html).toContain(`<a href="${benefit.stories[0]!.url}">`);
    // A fresh site: the benefits the first one fetched are kept like the lists.
    await site.close();
    site = await startTestSite();
    site.failing = (path) => path === '/benefits';
    const without = await get('/prime');
    expect(without.status).toBe(200);
    expect(without.html).toContain('Prime Annual');
    expect(without.html).not.toContain('class="paywall-benefits"');
  });

  it('gives a signed-in reader a form per plan that names the plan and the way back', async () => {
    site = await startTestSite();
    const { html } = await get('/prime?return=%2Fmarkets', READER_TOKEN);
    expect(html).toContain('name="plan" value="annual"');
    expect(html).toContain('name="plan" value="monthly"');
    expect(html).toContain('name="return" value="/markets"');
    expect(html).toContain('Choose Prime Monthly');
  });

  it('X-01: offers a former member renewal; a member is told so', async () => {
    site = await startTestSite();
    expect((await get('/prime', EXPIRED_TOKEN)).html).toContain('Renew with Prime Annual');
    const member = await get('/prime', TOKEN);
    expect(member.html).toContain('You are a Ledger Prime member');
    expect(member.html).not.toContain('action="/subscribe"');
  });

  it('PS-04: sends a paid plan to the backend as a checkout and the reader to the provider’s page, never marking Prime', async () => {
    site = await startTestSite();
    const answer = await choose('monthly', READER_TOKEN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://pay.example/checkout/cs_test_1');
    const call = site.calls.find((c) => c.path === '/prime/checkout')!;
    expect(new URLSearchParams(call.body)).toEqual(
      new URLSearchParams({ plan: 'monthly', returnPath: '/subscribe/return?return=%2Fmarkets' }),
    );
    expect(call.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(site.calls.some((c) => c.path === '/auth/subscribe')).toBe(false);
  });

  it('PS-04: follows a checkout only to an https page or the configured payment origin', async () => {
    site = await startTestSite();
    site.paymentPageUrl = 'http://evil.example/steal';
    const answer = await choose('annual', READER_TOKEN);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('The subscription could not be started. Please try again.');
  });

  it('PS-04: back from the provider, a confirmed payment leads on; one not yet confirmed waits; an unknown one is said', async () => {
    site = await startTestSite();
    const back = (checkout: string) =>
      fetch(`${site.url}/subscribe/return?checkout=${checkout}&return=%2Fmarkets`, {
        redirect: 'manual',
        headers: { cookie: sessionCookieHeader(READER_TOKEN) },
      });
    const paid = await back(PAID_CHECKOUT);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/markets');
    const waiting = await back(PENDING_CHECKOUT);
    expect(waiting.status).toBe(200);
    const html = await waiting.text();
    expect(html).toContain('Waiting for confirmation of your payment');
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    const unknown = await back(`ck_${'u'.repeat(22)}`);
    expect(await unknown.text()).toContain('We found no payment of yours by that reference.');
    const malformed = await back('../../auth/session');
    expect(await malformed.text()).toContain('We found no payment of yours by that reference.');
    expect(site.calls.filter((c) => c.path.startsWith('/prime/checkout/')).map((c) => c.path)).toEqual([
      `/prime/checkout/${PAID_CHECKOUT}`,
      `/prime/checkout/${PENDING_CHECKOUT}`,
      `/prime/checkout/ck_${'u'.repeat(22)}`,
    ]);
  });

  it('shows the backend’s refusal in its words, next to the plan it names', async () => {
    site = await startTestSite();
    const answer = await choose('trial', READER_TOKEN);
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The free trial is for readers who have not had one.');
  });

  it('never sends on a plan that is not a plan id', async () => {
    site = await startTestSite();
    const answer = await choose('annual&admin=1', READER_TOKEN);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/prime?return=%2Fmarkets');
    expect(site.calls.some((c) => c.path === '/auth/subscribe')).toBe(false);
  });
});

describe('the student offer on the plans page (AB-09)', () => {
  it('AB-09 shows the student offer in the editors’ words when the reader came by its link', async () => {
    site = await startTestSite();
    const { html } = await get('/prime?offer=student&return=%2Fmarkets');
    expect(html).toContain('data-offer="student"');
    expect(html).toContain(`>${PAYWALL_TEXTS.paywall_studentOfferText}</h2>`);
    expect(html).toContain(PAYWALL_TEXTS.paywall_studentOfferTerms);
    expect(html).toContain('Prime Annual');
    // Signing in comes back to the offer, and then to the story.
    expect(html).toContain(
      `href="/login?return=${encodeURIComponent('/prime?return=%2Fmarkets&offer=student')}"`,
    );
  });

  it('AB-09 the ordinary plans page has no student offer; an unknown offer is ignored', async () => {
    site = await startTestSite();
    for (const path of ['/prime', '/prime?offer=students', '/prime?offer=%3Cb%3E']) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).not.toContain('data-offer="student"');
      expect(html).not.toContain(PAYWALL_TEXTS.paywall_studentOfferTerms);
    }
  });

  it('AB-09 without the texts (or without an offer configured) the plans stand alone', async () => {
    site = await startTestSite();
    site.failing = (path) => path.startsWith('/config?key=paywall');
    const failed = await get('/prime?offer=student');
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('Prime Annual');
    expect(failed.html).not.toContain('data-offer="student"');
    site.failing = () => false;
    site.paywallConfig = { paywall_studentOfferText: '' };
    expect((await get('/prime?offer=student')).html).not.toContain('data-offer="student"');
  });

  it('AB-25 a Prime reader is not offered it', async () => {
    site = await startTestSite();
    const { html } = await get('/prime?offer=student', TOKEN);
    expect(html).not.toContain('data-offer="student"');
  });
});
