import { afterEach, describe, expect, it } from 'vitest';
import { isLandingPage } from './adRoutes.ts';
import { AD_TOKEN, EVIL_VIDEO_TOKEN } from './testing/fakeAdsAndShop.ts';
import { READER_TOKEN, TOKEN } from './testing/fakeReaders.ts';
import { SITE_ORIGIN, sessionCookieHeader, startTestSite, type TestSite } from './testing/testSite.ts';

// AB-23 the ad path through the site: serves (none for Prime), impressions (same origin only), the
// creative's page (escaped, framed by the site only, stored nowhere) and clicks (only on to the
// creative's landing page). AB-19 the affiliate redirect: only to a shop's product page.

let site: TestSite | undefined;
async function start(): Promise<TestSite> {
  site = await startTestSite();
  return site;
}
afterEach(async () => {
  await site?.close();
  site = undefined;
});
const backendCalls = (prefix: string) => site!.calls.filter((call) => call.path.startsWith(prefix));

describe('AB-23 GET /api/ads', () => {
  it('answers the slot’s ad, checked, with the reader’s address and session passed on', async () => {
    const { url } = await start();
    const answer = await fetch(`${url}/api/ads?slot=mrec1&geo=other&msid=42`, {
      headers: { cookie: sessionCookieHeader(READER_TOKEN) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      ad: expect.objectContaining({
        slot: 'mrec1',
        creativeId: 7,
        token: AD_TOKEN,
        clickUrl: `/ads/click?c=7&t=${AD_TOKEN}`,
      }),
    });
    const [call] = backendCalls('/ads?');
    expect(call?.path).toBe('/ads?slot=mrec1&geo=other&msid=42');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call?.headers.get('x-forwarded-for')).toBeTruthy();
  });

  it('gives a Prime reader no ad without asking the backend', async () => {
    const { url } = await start();
    const answer = await fetch(`${url}/api/ads?slot=topad`, {
      headers: { cookie: sessionCookieHeader(TOKEN) },
    });
    expect(await answer.json()).toEqual({ ad: null });
    expect(backendCalls('/ads?')).toEqual([]);
  });

  it.each([
    ['slot=mrec9', 'slot'],
    ['', 'slot'],
    ['slot=topad&slot=mrec1', 'slot'],
    ['slot=topad&geo=US', 'geo'],
    ['slot=topad&msid=abc', 'msid'],
    ['slot=topad&msid=1&msid=2', 'msid'],
  ])('refuses %s with a 400 naming %s, and asks the backend nothing', async (query, param) => {
    const { url } = await start();
    const answer = await fetch(`${url}/api/ads?${query}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { param: string } }).error.param).toBe(param);
    expect(backendCalls('/ads')).toEqual([]);
  });

  it('turns a malformed backend answer, or a backend that is down, into a 502 (the loader polls again)', async () => {
    const s = await start();
    expect((await fetch(`${s.url}/api/ads?slot=mrec4`)).status).toBe(502);
    s.down = true;
    expect((await fetch(`${s.url}/api/ads?slot=mrec1`)).status).toBe(502);
  });

  it('answers a slot the backend has nothing for with no ad', async () => {
    const { url } = await start();
    expect(await (await fetch(`${url}/api/ads?slot=mrec5`)).json()).toEqual({ ad: null });
  });
});

describe('AB-23 POST /api/ads/impression', () => {
  it('passes a served token on, from the site’s own pages only', async () => {
    const { url } = await start();
    const body = new URLSearchParams({ t: AD_TOKEN });
    const ok = await fetch(`${url}/api/ads/impression`, {
      method: 'POST',
      body,
      headers: { origin: SITE_ORIGIN },
    });
    expect(ok.status).toBe(200);
    expect(backendCalls('/ads/impressions')[0]?.body).toBe(`t=${AD_TOKEN}`);
    const foreign = await fetch(`${url}/api/ads/impression`, {
      method: 'POST',
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const bad = await fetch(`${url}/api/ads/impression`, { method: 'POST', body: 't=<x>' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${url}/api/ads/impression`)).status).toBe(405);
  });
});

describe('AB-23 the creative’s page', () => {
  it('is the creative, escaped, linking to its click, for the site’s own frames only and stored nowhere', async () => {
    const { url } = await start();
    const answer = await fetch(`${url}/ads/creative/7?slot=mrec1&t=${AD_TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await answer.text();
    expect(html).toContain('<title>Advertisement: Ledger &lt;Prime&gt;</title>');
    expect(html).toContain('&quot;Read&quot; the stories behind the numbers');
    expect(html).toContain(`href="/ads/click?c=7&amp;t=${AD_TOKEN}"`);
    expect(html).toContain('target="_top"');
    expect(html).not.toContain('<script');
  });

  it('a partner’s creative opens its page in a new tab, marked sponsored', async () => {
    const { url } = await start();
    const html = await (await fetch(`${url}/ads/creative/6?slot=rec1&t=${AD_TOKEN}`)).text();
    expect(html).toContain('target="_blank" rel="sponsored noopener"');
  });

  it('AB-03 the video slot’s creative is the video its serve shows: poster, title, length, one link to its click', async () => {
    const { url } = await start();
    const answer = await fetch(`${url}/ads/creative/8?slot=video&t=${AD_TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('data-ad-format="video"');
    expect(html).toContain('Why the &lt;rupee&gt; fell');
    expect(html).toContain('2:35');
    expect(html).toMatch(/<img[^>]+src="[^"]*\/photos\/200123[^"]*"/);
    expect(html).toContain(`href="/ads/click?c=8&amp;t=${AD_TOKEN}"`);
    expect(html).not.toContain('<script');
    expect(backendCalls('/ads/video')[0]?.path).toBe(`/ads/video?t=${AD_TOKEN}`);
  });

  it('AB-03 a video slot’s page without a video serve, or with a poster that is no picture address, is no advertisement', async () => {
    const { url } = await start();
    expect((await fetch(`${url}/ads/creative/8?slot=video&t=${'N'.repeat(22)}`)).status).toBe(404);
    const hostile = await fetch(`${url}/ads/creative/8?slot=video&t=${EVIL_VIDEO_TOKEN}`);
    expect(hostile.status).toBe(404);
    expect(await hostile.text()).not.toContain('javascript:');
  });

  it.each([
    '/ads/creative/404?slot=mrec1&t=T0kenT0kenT0kenT0kenT0',
    '/ads/creative/7?slot=mrec9&t=T0kenT0kenT0kenT0kenT0',
    '/ads/creative/7?slot=mrec1&t=short',
    '/ads/creative/7?slot=mrec1',
    '/ads/creative/x?slot=mrec1&t=T0kenT0kenT0kenT0kenT0',
  ])('%s is not an advertisement (404)', async (path) => {
    const { url } = await start();
    expect((await fetch(`${url}${path}`)).status).toBe(404);
  });
});

describe('AB-23 GET /ads/click', () => {
  it('goes on to the creative’s landing page, a page of the site or an https page', async () => {
    const { url } = await start();
    const own = await fetch(`${url}/ads/click?c=7&t=${AD_TOKEN}`, { redirect: 'manual' });
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/prime');
    expect(backendCalls('/ads/click')[0]?.path).toBe(`/ads/click?c=7&t=${AD_TOKEN}`);
    const partner = await fetch(`${url}/ads/click?c=6`, { redirect: 'manual' });
    expect(partner.headers.get('location')).toBe('https://bonds.example/opportunities');
  });

  it('never sends a reader where the backend should not have named (a 502), and 404s a creative it does not know', async () => {
    const { url } = await start();
    for (const c of ['66', '67']) {
      const answer = await fetch(`${url}/ads/click?c=${c}`, { redirect: 'manual' });
      expect(answer.status, c).toBe(502);
      expect(answer.headers.get('location')).toBeNull();
    }
    expect((await fetch(`${url}/ads/click?c=99`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${url}/ads/click?c=javascript:1`, { redirect: 'manual' })).status).toBe(404);
  });

  it('takes a landing page only as a site path or an https address', () => {
    expect(isLandingPage('/prime')).toBe(true);
    expect(isLandingPage('https://bonds.example/x')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'http://x.example',
      'javascript:alert(1)',
      'https://u:p@x.example',
    ])
      expect(isLandingPage(bad), bad).toBe(false);
  });
});

describe('AB-19 GET /feeds/affiliate_amazon.cms', () => {
  it('sends the reader to the product page with the tag, through the backend (which counts it)', async () => {
    const { url } = await start();
    const product = 'https://www.amazon.in/Kestrel/dp/B0CHX1W1XY';
    const answer = await fetch(
      `${url}/feeds/affiliate_amazon.cms?url=${encodeURIComponent(product)}&msid=125500001`,
      {
        redirect: 'manual',
      },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${product}?tag=economicledger-21`);
    expect(backendCalls('/feeds/affiliate_amazon.cms')[0]?.path).toBe(
      `/feeds/affiliate_amazon.cms?url=${encodeURIComponent(product)}&msid=125500001`,
    );
    const noon = 'https://www.noon.com/uae-en/x/N53346840A/p/';
    const toNoon = await fetch(
      `${url}/feeds/affiliate_amazon.cms?url=${encodeURIComponent(noon)}&type=noon`,
      {
        redirect: 'manual',
      },
    );
    expect(toNoon.headers.get('location')).toBe(`${noon}?tag=economicledger`);
  });

  it.each([
    'https://evil.example/dp/B0CHX1W1XY',
    'https://www.amazon.in.evil.example/dp/B0CHX1W1XY',
    'http://www.amazon.in/dp/B0CHX1W1XY',
    '//evil.example',
    'javascript:alert(1)',
  ])('refuses %s in words (400), never redirecting, and never asks the backend', async (target) => {
    const { url } = await start();
    const answer = await fetch(`${url}/feeds/affiliate_amazon.cms?url=${encodeURIComponent(target)}`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toBe('This link does not lead to a shop we link to, so it goes nowhere.');
    expect(backendCalls('/feeds/')).toEqual([]);
  });

  it('checks the backend’s answer too: a redirect elsewhere is not followed on (502)', async () => {
    const { url } = await start();
    const answer = await fetch(
      `${url}/feeds/affiliate_amazon.cms?url=${encodeURIComponent('https://www.amazon.in/dp/B0BROKEN00')}`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(502);
    expect(answer.headers.get('location')).toBeNull();
  });
});
