import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH } from './testing/fakeReaders.ts';
import { startTestSite, type TestSite } from './testing/testSite.ts';

// Page experience (Lighthouse SEO): every page kind a search engine indexes says what it is.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

describe('page heads', () => {
  it('give home, article, section and opinions pages a description and a canonical link', async () => {
    site = await startTestSite();
    for (const path of ['/', ARTICLE_PATH, '/markets', '/opinions/42.cms']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html, path).toMatch(/<link rel="canonical" href="https:\/\/www\.ledger\.test\//);
    }
  });
});
