import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  aLiveBlog,
  aSlideshow,
  latestStories,
  listStories,
  type StoryRef,
  someVideos,
  storyWithCompanies,
} from './content.ts';
import { cryptoStory, fundPromoStory, goldStory } from './marketContent.ts';
import { signIn } from './signIn.ts';

// VD-01..04, HM-01, AB-04, AB-20, issue "not one dead internal link": from the home page, every
// section page the site links, 30 articles across sections and tiers, the stories that carry the
// market widgets (stock widget, gold table, fund promo, crypto table), 5 video pages, 2 slideshows
// and a live blog, every link to this site is followed one level deep and must answer 200 (after
// redirects), for an anonymous reader and again for a Prime reader (whose pages hold other links:
// full premium text, no promotions). Links to other hosts are listed and must be well-formed http(s) addresses.
// Requests only (no browser rendering): the pages' own HTML.

/** The navigation's sections; the home page's section links are added to them. */
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

/** Two stories from each: free and premium, every sidebar variant (docs/content-api.md "Sections"). */
const STORY_SECTIONS = [
  '1052732854', // News
  '13352306', // Markets
  '1977021501', // Investment Ideas (Prime)
  '69891024', // Prime
  '359241701', // Mutual Funds
  '837555174', // Wealth
  '107115', // NRI
  '7771250', // NRI Bulletin
  '13357270', // Tech
  '5575607', // Industry
  '1466318837', // Small Biz
  '897228639', // Jobs
  '2146846', // Opinion
  '91745395', // Spotlight (partner content)
  '120899779', // Masterclass
];

/** Site paths a crawler has no business following: sign-in round trips and the browser's calls. */
const SKIPPED = [/^\/login\b/, /^\/logout\b/, /^\/api\//, /^\/assets\//, /^\/_/];

/** A page of one story (or its print view); any other page of the site is a section or a list. */
const STORY_PAGE = /\/(articleshow|videoshow|slideshow|liveblog|printarticle)\//;

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

/** 30 articles: two of each section's newest, topped up from the latest news. */
async function articlesAcrossSections(count: number): Promise<StoryRef[]> {
  const picked = new Map<string, StoryRef>();
  for (const section of STORY_SECTIONS) {
    const stories = (await listStories(section, 10)).filter((story) => story.url.includes('/articleshow/'));
    for (const story of stories.slice(0, 2)) picked.set(story.msid, story);
  }
  for (const story of await latestStories(60)) {
    if (picked.size >= count) break;
    if (story.url.includes('/articleshow/')) picked.set(story.msid, story);
  }
  return [...picked.values()].slice(0, count);
}

/**
 * Stories picked for their market widgets (AB-04, AB-20), whose links (company, gold city, fund and
 * coin pages) the 30 articles need not hold. The seed's crypto stories are premium: their table
 * shows to a Prime reader only, and a Prime reader gets no fund promo (AB-25).
 */
async function marketStories(prime: boolean): Promise<string[]> {
  const stories = [(await storyWithCompanies(2)).url, (await goldStory()).url];
  stories.push(prime ? (await cryptoStory()).url : (await fundPromoStory()).url);
  return stories;
}

/** The pages the crawl starts from: the home page, its sections, and every kind of story page. */
async function startPages(request: APIRequestContext, origin: string, prime: boolean): Promise<string[]> {
  const home = await linksOf(request, '/', origin);
  const sections = new Set(SECTIONS);
  for (const link of home.internal) {
    if (!STORY_PAGE.test(link) && !link.includes('?') && link !== '/') sections.add(link);
  }
  const articles = await articlesAcrossSections(30);
  expect(articles, '30 articles to start from').toHaveLength(30);
  const videos = await someVideos(5);
  expect(videos, '5 videos to start from').toHaveLength(5);
  const slideshows = (await listStories('46930029', 10)).filter((story) => story.url.includes('/slideshow/'));
  const firstSlideshow = await aSlideshow();
  const otherSlideshow = slideshows.find((story) => story.msid !== firstSlideshow.msid);
  expect(otherSlideshow, 'a second slideshow').toBeDefined();
  const pages = [
    '/',
    ...sections,
    ...articles.map((story) => story.url),
    ...(await marketStories(prime)),
    ...videos.map((video) => video.url),
    firstSlideshow.url,
    otherSlideshow!.url,
    (await aLiveBlog()).url,
  ];
  // A market story may also be one of the 30: each page is read once.
  return [...new Set(pages)];
}

/**
 * Runs `read` over the items with a few requests in flight, in the items' order: the site answers
 * several readers at once, as it does for real, and the crawl takes a fraction of the time it took
 * one page after another (it was the longest spec of the suite).
 */
async function eachAFewAtATime<T, R>(
  items: readonly T[],
  read: (item: T) => Promise<R>,
  inFlight = 4,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return results;
}

async function crawl(request: APIRequestContext, origin: string, starts: readonly string[]) {
  const toVisit = new Set<string>();
  const external = new Set<string>();
  const foundOn = new Map<string, string>();
  const found = await eachAFewAtATime(starts, (start) => linksOf(request, start, origin));
  for (const [index, links] of found.entries()) {
    for (const link of links.internal) {
      if (!foundOn.has(link)) foundOn.set(link, starts[index]!);
      toVisit.add(link);
    }
    for (const link of links.external) external.add(link);
  }
  const statuses = await eachAFewAtATime([...toVisit], async (link) => {
    const answer = await request.get(link, { maxRedirects: 5 });
    return { link, status: answer.status() };
  });
  const dead = statuses
    .filter(({ status }) => status !== 200)
    .map(({ link, status }) => `${status} ${link} (linked from ${foundOn.get(link)})`);
  const malformed = [...external].filter((href) => {
    try {
      return !['http:', 'https:'].includes(new URL(href).protocol);
    } catch {
      return true;
    }
  });
  test.info().annotations.push({
    type: 'crawl',
    description: `${starts.length} pages, ${toVisit.size} internal links, ${external.size} external`,
  });
  expect(malformed, 'links to other hosts are well-formed http(s) addresses').toEqual([]);
  expect(dead, 'dead internal links').toEqual([]);
}

test('an anonymous reader: every internal link one level deep from the home page, every section, 30 articles, the stock widget, gold and fund promo stories, 5 videos, 2 slideshows and a live blog answers 200', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  await crawl(request, origin, await startPages(request, origin, false));
});

test('a Prime reader: the same pages and a crypto story (AB-20 crypto table) hold other links, and every one answers 200', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  await signIn(page, 'prime@demo.ledger');
  // The page's request context carries the reader's session cookie.
  await crawl(page.request, origin, await startPages(page.request, origin, true));
});
