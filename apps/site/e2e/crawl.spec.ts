import { type APIRequestContext, expect, test } from '@playwright/test';
import { aLiveBlog, aSlideshow, aVideo, latestStories } from './content.ts';

// "Not one dead internal link": from the home page, every section page, articles across
// sections, video pages, a slideshow and a live blog, every link to this site is followed one
// level deep and must answer 200 (after redirects). Links to other hosts are listed and must be
// well-formed http(s) addresses. Requests only (no browser rendering): the pages' own HTML.

const SECTIONS = [
  '/news',
  '/markets',
  '/prime/investment-ideas',
  '/wealth',
  '/mutual-funds',
  '/industry',
  '/tech',
  '/nri',
  '/small-biz',
  '/jobs',
  '/opinion',
];

/** Site paths a crawler has no business following: sign-in round trips and the browser's calls. */
const SKIPPED = [/^\/login\b/, /^\/logout\b/, /^\/api\//, /^\/assets\//, /^\/_/];

async function linksOf(request: APIRequestContext, path: string, origin: string) {
  const answer = await request.get(path);
  expect(answer.status(), `${path} answers`).toBe(200);
  const html = await answer.text();
  const internal = new Set<string>();
  const external = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const href = (raw ?? '').replaceAll('&amp;', '&');
    if (href.startsWith('#') || href.startsWith('mailto:')) continue;
    const url = new URL(href, origin + path);
    if (url.origin === origin) {
      const local = url.pathname + url.search;
      if (!SKIPPED.some((pattern) => pattern.test(local))) internal.add(local);
    } else external.add(href);
  }
  return { internal, external };
}

test('every internal link one level deep from the home page, the sections, articles, videos, a slideshow and a live blog answers 200', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const stories = await latestStories(30);
  const video = await aVideo();
  const starts = [
    '/',
    ...SECTIONS,
    ...stories.map((story) => story.url),
    video.url,
    (await aSlideshow()).url,
    (await aLiveBlog()).url,
  ];
  const toVisit = new Set<string>();
  const external = new Set<string>();
  const foundOn = new Map<string, string>();
  for (const start of starts) {
    const links = await linksOf(request, start, origin);
    for (const link of links.internal) {
      if (!foundOn.has(link)) foundOn.set(link, start);
      toVisit.add(link);
    }
    for (const link of links.external) external.add(link);
  }
  const dead: string[] = [];
  for (const link of toVisit) {
    const answer = await request.get(link, { maxRedirects: 5 });
    if (answer.status() === 200) continue;
    const entry = `${answer.status()} ${link} (linked from ${foundOn.get(link)})`;
    dead.push(entry);
  }
  const malformed = [...external].filter((href) => {
    try {
      return !['http:', 'https:'].includes(new URL(href).protocol);
    } catch {
      return true;
    }
  });
  test.info().annotations.push({
    type: 'crawl',
    description: `${toVisit.size} internal links, ${external.size} external`,
  });
  expect(malformed, 'links to other hosts are well-formed http(s) addresses').toEqual([]);
  expect(dead, 'dead internal links').toEqual([]);
});
