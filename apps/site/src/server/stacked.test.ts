import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH, READER_TOKEN, TOKEN } from './testing/fakeReaders.ts';
import {
  PREMIUM_REST,
  PREMIUM_TEASER,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from './testing/testSite.ts';

// AB-06 on the server: an article as a fragment to stack below another, and the first article's
// way on to it (the island's props, and a plain link without script).

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const get = async (path: string, token?: string) => {
  const answer = await fetch(`${site.url}${path}`, {
    redirect: 'manual',
    headers: token ? { cookie: sessionCookieHeader(token) } : {},
  });
  return { status: answer.status, html: await answer.text(), type: answer.headers.get('content-type') };
};

describe('stacked articles (AB-06)', () => {
  it('answers /_stack/{msid} with the story alone: a divider, the layout, no document around it', async () => {
    site = await startTestSite();
    const { status, html, type } = await get('/_stack/42');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html.startsWith('<section class="stacked-article"')).toBe(true);
    expect(html).not.toContain('<html');
    expect(html).not.toContain('<script');
    expect(html).toContain('data-msid="42"');
    expect(html).toContain(`data-path="${ARTICLE_PATH}"`);
    expect(html).toContain('<p class="stack-divider">Next story</p>');
    expect(html).toContain('<h1 class="story__title">');
    // The story's own tools and islands come with it; the page's bars do not.
    expect(html).toContain('data-island="font-size"');
    expect(html).not.toContain('data-island="sticky-bar"');
    expect(html).not.toContain('class="masthead"');
  });

  it('gives a stacked story’s islands ids of their own, apart from the page it joins', async () => {
    site = await startTestSite();
    const islandIds = (html: string) => [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
    const page = islandIds((await get(ARTICLE_PATH)).html);
    const stacked = islandIds((await get('/_stack/42')).html);
    expect(page.length).toBeGreaterThan(0);
    expect(stacked.length).toBeGreaterThan(0);
    for (const id of stacked) expect(id).toMatch(/s42-/);
    expect(stacked.filter((id) => page.includes(id))).toEqual([]);
  });

  it('gives a Prime reader a stacked premium story whole, and others its teaser (AB-06, AB-25)', async () => {
    site = await startTestSite();
    const prime = await get('/_stack/77', TOKEN);
    expect(prime.status).toBe(200);
    expect(prime.html).toContain(PREMIUM_TEASER);
    expect(prime.html).toContain(PREMIUM_REST);
    // The fake backend gives the whole story only to a call made with the Prime reader's token.
    for (const token of [undefined, READER_TOKEN]) {
      const other = await get('/_stack/77', token);
      expect(other.status).toBe(200);
      expect(other.html).toContain(PREMIUM_TEASER);
      expect(other.html).not.toContain(PREMIUM_REST);
    }
  });

  it('never redirects a fragment and 404s what is not an article', async () => {
    site = await startTestSite();
    expect((await get('/_stack/404404')).status).toBe(404);
    expect((await get('/_stack/abc')).status).toBe(404);
    expect((await get('/_stack/42/../43')).status).toBe(404);
  });

  it('starts the stack below the first story, with the advertorial first for readers who are not Prime', async () => {
    site = await startTestSite();
    const anonymous = await get(ARTICLE_PATH);
    expect(anonymous.html).toContain('data-island="stacked-articles"');
    const props = (html: string) =>
      JSON.parse(
        html
          .match(/data-island="stacked-articles" data-hydrate="scroll" data-props="([^"]*)"/)![1]!
          .replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&'),
      ) as { first: { msid: string }; advertorial: unknown };
    expect(props(anonymous.html).first.msid).toBe('42');
    expect(props(anonymous.html).advertorial).not.toBeNull();
    const prime = await get(ARTICLE_PATH, TOKEN);
    expect(props(prime.html).advertorial).toBeNull();
  });
});
