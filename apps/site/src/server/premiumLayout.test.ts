import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH, READER_TOKEN, TOKEN } from './testing/fakeReaders.ts';
import {
  PREMIUM_PATH,
  PREMIUM_REST,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from './testing/testSite.ts';

// AB-10 / AB-25 on the server, with the real layouts/: which readers get the premium layout, what
// its columns hold, and that the masterclass slider comes from the backend's masterclass section.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const page = async (path: string, { token, geo }: { token?: string; geo?: string } = {}) => {
  const answer = await fetch(`${site.url}${path}`, {
    headers: {
      ...(token ? { cookie: sessionCookieHeader(token) } : {}),
      ...(geo ? { 'x-reader-geo': geo } : {}),
    },
  });
  return { status: answer.status, html: await answer.text() };
};
const masterclassCalls = () =>
  site.calls.filter((call) => call.path.includes('type=plist') && call.path.includes('msid=120899779'));

describe('AB-10 the premium layout', () => {
  it('a Prime reader in India: rail, article, right column with the author block and the masterclass slider; no ads', async () => {
    site = await startTestSite();
    const { status, html } = await page(PREMIUM_PATH, { token: TOKEN });
    expect(status).toBe(200);
    expect(html).toContain('data-layout="article-premium"');
    expect(html).not.toContain('article-layout');
    expect(html).toContain(PREMIUM_REST);
    // The article first in the document, then the rail, then the meta column.
    const story = html.indexOf('premium-layout__story');
    const left = html.indexOf('premium-layout__left');
    const right = html.indexOf('premium-layout__right');
    expect(story).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(story);
    expect(right).toBeGreaterThan(left);
    expect(html.slice(left, right)).toContain('Ledger Prime');
    expect(html.slice(right)).toContain('data-island="masterclass-slider"');
    expect(html.slice(right)).toContain('aria-label="1 of 6"');
    expect(html).not.toContain('data-ad-slot');
    expect(html).not.toContain('class="paywall"');
    // The classes come from the masterclass section and its sub-sections, over the content client.
    expect(masterclassCalls().map((call) => new URL(call.path, 'http://x').searchParams.get('mode'))).toEqual(
      ['hierarchy'],
    );
  });

  it('AB-25: a Prime reader outside India gets no masterclass slider, and no ad in its place', async () => {
    site = await startTestSite();
    const { html } = await page(PREMIUM_PATH, { token: TOKEN, geo: 'US' });
    expect(html).toContain('data-layout="article-premium"');
    expect(html).not.toContain('masterclass');
    expect(html).toContain('More for Prime members');
    expect(html).not.toContain('data-ad-slot');
    expect(masterclassCalls()).toEqual([]);
  });

  it('a reader who is not Prime, and a Prime reader on a free story, get the regular page', async () => {
    site = await startTestSite();
    for (const [path, token] of [
      [PREMIUM_PATH, undefined],
      [PREMIUM_PATH, READER_TOKEN],
      [ARTICLE_PATH, TOKEN],
    ] as const) {
      const { html } = await page(path, token ? { token } : {});
      expect(html, `${path} ${token}`).toContain('article-layout');
      expect(html, `${path} ${token}`).not.toContain('premium-layout');
    }
  });

  it('a failing masterclass list leaves the slider out, never the page', async () => {
    site = await startTestSite();
    site.failing = (path) => path.includes('msid=120899779');
    const { status, html } = await page(PREMIUM_PATH, { token: TOKEN });
    expect(status).toBe(200);
    expect(html).toContain('data-layout="article-premium"');
    expect(html).not.toContain('data-island="masterclass-slider"');
  });
});
