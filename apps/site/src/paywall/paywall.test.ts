import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH, EXPIRED_TOKEN, READER_TOKEN, TOKEN } from '../server/testing/fakeReaders.ts';
import {
  PAYWALL_TEXTS,
  PREMIUM_PATH,
  PREMIUM_REST,
  PREMIUM_TEASER,
  PREMIUM_TECH_PATH,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../server/testing/testSite.ts';

// AB-07 / AB-08 / AB-25 on the server: who meets which gate, what the page then carries, and
// that the page cache keeps each reader's version apart.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const page = async (path: string, token?: string) => {
  const answer = await fetch(`${site.url}${path}`, {
    headers: token ? { cookie: sessionCookieHeader(token) } : {},
  });
  return { status: answer.status, html: await answer.text(), cache: answer.headers.get('x-page-cache') };
};

describe('the plain paywall (AB-07)', () => {
  it('gates a premium story for an anonymous reader: the teaser, the blocker, no column, no ads', async () => {
    site = await startTestSite();
    const { status, html } = await page(PREMIUM_PATH);
    expect(status).toBe(200);
    expect(html).toContain(PREMIUM_TEASER);
    expect(html).not.toContain(PREMIUM_REST);
    expect(html).toContain('class="paywall"');
    expect(html).toContain(PAYWALL_TEXTS.paywall_header);
    expect(html).toContain(PAYWALL_TEXTS.paywall_saleText);
    expect(html).toContain(`href="/prime?return=${encodeURIComponent(PREMIUM_PATH)}"`);
    expect(html).toContain(`href="/login?return=${encodeURIComponent(PREMIUM_PATH)}"`);
    expect(html).toContain('article-layout--gated');
    expect(html).not.toContain('article-aside');
    expect(html).not.toContain('data-ad-slot');
    // A premium teaser is all the backend sent: it is not cut again.
    expect(html).not.toContain('story--clipped');
  });

  it('gates it for a signed-in reader too, without the sign-in link', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH, READER_TOKEN);
    expect(html).toContain('class="paywall"');
    expect(html).not.toContain(PREMIUM_REST);
    expect(html).not.toContain('href="/login?return=');
  });

  it('AB-25: a Prime reader reads it whole, with no gate and no ads', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH, TOKEN);
    expect(html).toContain(PREMIUM_REST);
    expect(html).not.toContain('class="paywall"');
    expect(html).not.toContain('data-ad-slot');
    expect(html).toContain('premium-layout__right');
  });

  it('keeps each reader’s version apart in the page cache', async () => {
    site = await startTestSite();
    await page(PREMIUM_PATH, TOKEN);
    const anonymous = await page(PREMIUM_PATH);
    expect(anonymous.html).not.toContain(PREMIUM_REST);
    expect(anonymous.html).toContain('class="paywall"');
  });

  it('still gates, in the house’s words, when the texts cannot be had; that page is not kept', async () => {
    site = await startTestSite();
    site.failing = (path) => path.startsWith('/config?key=paywall');
    const first = await page(PREMIUM_PATH);
    expect(first.html).toContain('This story is for Ledger Prime members');
    expect(first.html).not.toContain(PREMIUM_REST);
    site.failing = () => false;
    const second = await page(PREMIUM_PATH);
    expect(second.cache).toBe('MISS');
    expect(second.html).toContain(PAYWALL_TEXTS.paywall_header);
  });
});

describe('outside India on the tech section (AB-07)', () => {
  const from = (geo: string, token?: string) =>
    fetch(`${site.url}${PREMIUM_TECH_PATH}`, {
      headers: { 'x-reader-geo': geo, ...(token ? { cookie: sessionCookieHeader(token) } : {}) },
    }).then((answer) => answer.text());

  it('meets no gate, yet gets only the teaser: the backend cuts it by session, not by location', async () => {
    site = await startTestSite();
    const abroad = await from('US');
    expect(abroad).not.toContain('class="paywall"');
    expect(abroad).toContain('data-ad-slot');
    expect(abroad).toContain(PREMIUM_TEASER);
    expect(abroad).not.toContain(PREMIUM_REST);
    const india = await from('IN');
    expect(india).toContain('class="paywall"');
    expect(india).not.toContain('data-ad-slot');
  });

  it('AB-07: the note under the teaser is in the editors’ words and leads to the plans and back', async () => {
    site = await startTestSite();
    const abroad = await from('US');
    const back = encodeURIComponent(PREMIUM_TECH_PATH);
    expect(abroad).toContain('class="story__prime-note"');
    expect(abroad).toContain(PAYWALL_TEXTS.paywall_header);
    expect(abroad).toContain(`<a href="/prime?return=${back}">${PAYWALL_TEXTS.paywall_ctaText}</a>`);
    expect(abroad).toContain(`<a href="/login?return=${back}">${PAYWALL_TEXTS.paywall_loginText}</a>`);
    const note = abroad.match(/<aside class="story__prime-note"[\s\S]*?<\/aside>/)?.[0] ?? '';
    expect(note).not.toContain('href="/prime"');
    expect(note).not.toContain('The rest of it is for members');
  });

  it('X-01: an expired member abroad is asked to renew in the note, not offered the first plan', async () => {
    site = await startTestSite();
    const html = await from('US', EXPIRED_TOKEN);
    expect(html).toContain('data-offer="renewal"');
    expect(html).toContain(PAYWALL_TEXTS.paywall_expiredHeader);
    expect(html).toContain(
      `<a href="/prime?return=${encodeURIComponent(PREMIUM_TECH_PATH)}">${PAYWALL_TEXTS.paywall_expiredCtaText}</a>`,
    );
    expect(html).not.toContain(PAYWALL_TEXTS.paywall_ctaText);
    expect(html).not.toContain('href="/login?return=');
  });

  it('AB-07: without the texts the note still says what it is, in the house’s words, and leads back', async () => {
    site = await startTestSite();
    site.failing = (path) => path.startsWith('/config?key=paywall');
    const html = await from('US');
    expect(html).toContain('This story is for Ledger Prime members');
    expect(html).toContain(`href="/prime?return=${encodeURIComponent(PREMIUM_TECH_PATH)}"`);
  });
});

describe('the adaptive gate asked for by the address (AB-08)', () => {
  it('clips a free story to 500 px under the blocker; without the parameter it is open', async () => {
    site = await startTestSite();
    const gated = await page(`${ARTICLE_PATH}?adaptive=1`);
    expect(gated.html).toContain('story story--clipped');
    expect(gated.html).toContain('class="paywall"');
    expect(gated.html).not.toContain('data-ad-slot');
    const open = await page(ARTICLE_PATH);
    expect(open.html).not.toContain('class="paywall"');
    expect(open.html).toContain('article-aside');
    expect(open.html).toContain('data-ad-slot');
  });

  it('is never shown to a Prime reader', async () => {
    site = await startTestSite();
    const { html } = await page(`${ARTICLE_PATH}?adaptive=1`, TOKEN);
    expect(html).not.toContain('class="paywall"');
  });
});

describe('an expired subscription (X-01)', () => {
  it('is offered renewal, not the newcomer’s offer, on the blocker and in the nudge bar', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH, EXPIRED_TOKEN);
    expect(html).toContain('data-offer="renewal"');
    expect(html).toContain(PAYWALL_TEXTS.paywall_expiredHeader);
    expect(html).toContain(PAYWALL_TEXTS.paywall_expiredCtaText);
    // The island's props carry every text; what the reader sees is the markup.
    expect(html.replace(/data-props="[^"]*"/g, '')).not.toContain(PAYWALL_TEXTS.paywall_saleText);
    expect(html).not.toContain(PREMIUM_REST);
    // AB-09: under the gate the paywall is the only offer; elsewhere the nudge bar asks them back.
    expect(html).not.toContain('data-island="prime-nudge"');
    expect((await page(ARTICLE_PATH, EXPIRED_TOKEN)).html).toContain('Come back to Prime');
  });

  it('is a page of its own in the page cache: the next reader who never subscribed gets the offer', async () => {
    site = await startTestSite();
    await page(PREMIUM_PATH, EXPIRED_TOKEN);
    const { html } = await page(PREMIUM_PATH, READER_TOKEN);
    expect(html).toContain('data-offer="subscribe"');
    expect(html).toContain(`<p class="paywall__sale">${PAYWALL_TEXTS.paywall_saleText}</p>`);
    expect(html).not.toContain('Come back to Prime');
  });
});

describe('a premium story stacked below another (AB-07, AB-06)', () => {
  const stacked = async (token?: string) => {
    const answer = await fetch(`${site.url}/_stack/77`, {
      headers: token ? { cookie: sessionCookieHeader(token) } : {},
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it.each([
    ['an anonymous reader', undefined],
    ['a signed-in reader', READER_TOKEN],
    ['an expired member', EXPIRED_TOKEN],
  ])('AB-07: %s gets the teaser and the gate, never the members-only text', async (_, token) => {
    site = await startTestSite();
    const html = await stacked(token);
    expect(html).toContain(PREMIUM_TEASER);
    expect(html).not.toContain(PREMIUM_REST);
    expect(html).toContain('class="paywall"');
  });

  it('AB-25: a Prime reader gets the stacked story whole, with no gate', async () => {
    site = await startTestSite();
    const html = await stacked(TOKEN);
    expect(html).toContain(PREMIUM_REST);
    expect(html).not.toContain('class="paywall"');
  });
});
