import type { Page } from '@playwright/test';
import { apiUrl, latestStories, type StoryRef } from './content.ts';
import { DEMO_PASSWORD } from './signIn.ts';

// AB-20, HM-02..04: what the market e2e compares the pages with, straight from the backend.

// biome-ignore lint/suspicious/noExplicitAny: backend answers, read field by field in the tests
export type Answer = any;

export async function market(path: string): Promise<Answer> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return response.json();
}

let primeSession: Promise<string> | undefined;

/** A Prime reader's session at the backend: premium stories come whole with it. */
function primeToken(): Promise<string> {
  primeSession ??= fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'prime@demo.ledger', password: DEMO_PASSWORD }),
  })
    .then((response) => response.json())
    .then((body: { session: string }) => body.session);
  return primeSession;
}

/** The whole story, as a Prime reader gets it (a premium story's preview has 3 paragraphs). */
async function wholeArticle(msid: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl}/request?type=article&msid=${msid}&platform=web`, {
    headers: { authorization: `Bearer ${await primeToken()}` },
  });
  const body = (await response.json()) as { searchResult: [{ data: Record<string, unknown> }] };
  return body.searchResult[0].data;
}

interface Found extends StoryRef {
  paragraphs: number;
  keywords: string;
  metainfo: Record<string, { value?: string } | undefined>;
  prime: boolean;
}

/** Stories of a section (and its sub-sections) and the latest list, with what the tests read. */
async function stories(sectionIds: readonly string[] = []): Promise<Found[]> {
  const lists = await Promise.all(
    sectionIds.map(async (msid) => {
      const body = await market(`/request?type=plist&msid=${msid}&top=40&mode=hierarchy&platform=web`);
      return (body.searchResult[0].data as StoryRef[]).map(({ msid, title, url }) => ({
        msid: String(msid),
        title,
        url,
      }));
    }),
  );
  const all = [...lists.flat(), ...(await latestStories(100))];
  const seen = new Set<string>();
  const found: Found[] = [];
  for (const story of all) {
    if (seen.has(story.msid) || !story.url.includes('/articleshow/')) continue;
    seen.add(story.msid);
    const data = await wholeArticle(story.msid);
    const body = data.storyJSON as { child?: { node?: string; tag?: string }[] };
    const metainfo = (data.metainfo ?? {}) as Found['metainfo'];
    found.push({
      ...story,
      paragraphs: (body.child ?? []).filter((n) => n.node === 'element' && n.tag === 'p').length,
      keywords: metainfo.MetaKeywords?.value ?? '',
      metainfo,
      prime: Boolean(data.prime_blocker) || data.hostid === '364',
    });
  }
  return found;
}

function first(list: Found[], what: string, test: (story: Found) => boolean): Found {
  const story = list.find(test);
  if (!story) throw new Error(`the seed has no ${what}`);
  return story;
}

/** A free story tagged gold with a break 8 (the gold table's place). */
export async function goldStory(): Promise<Found> {
  return first(
    await stories(['1808152121']),
    'free gold story of 8+ paragraphs',
    (s) => /\bgold\b/i.test(s.keywords) && !s.prime && s.paragraphs >= 8,
  );
}

/** A crypto story (Prime in the seed) with a break 8. */
export async function cryptoStory(): Promise<Found> {
  return first(
    await stories(['82519373']),
    'crypto story of 8+ paragraphs',
    (s) => /crypto|bitcoin|blockchain|ether/i.test(s.keywords) && s.paragraphs >= 8,
  );
}

const hasSluglines = (s: Found) =>
  Boolean(s.metainfo.Sluglinebeforeheadline?.value && s.metainfo.Sluglineafterheadline?.value);

/** A free story the fund promo is for: both sluglines, a canonical URL, no SpecialID, break 6. */
export async function fundPromoStory(): Promise<Found> {
  return first(
    await stories(['359241701']),
    'fund promo story',
    (s) =>
      hasSluglines(s) &&
      Boolean(s.metainfo.canonicalURL?.value) &&
      !s.metainfo.SpecialID?.value &&
      !s.prime &&
      s.paragraphs >= 6,
  );
}

/** A free story with both sluglines and a canonical URL but a SpecialID (no promo), break 6. */
export async function specialIdStory(): Promise<Found> {
  return first(
    await stories(['13352306']),
    'story with sluglines and a SpecialID',
    (s) =>
      hasSluglines(s) &&
      Boolean(s.metainfo.canonicalURL?.value) &&
      Boolean(s.metainfo.SpecialID?.value) &&
      !s.prime &&
      s.paragraphs >= 8,
  );
}

/** A free story of 8+ paragraphs about neither gold nor crypto, without sluglines. */
export async function plainStory(): Promise<Found> {
  return first(
    await stories(),
    'plain story',
    (s) =>
      !/gold|crypto|bitcoin|blockchain|ether/i.test(s.keywords) &&
      !hasSluglines(s) &&
      !s.prime &&
      s.paragraphs >= 8,
  );
}

/** The paragraph break an insert (by its slot id) sits at: the body's paragraphs before it. */
export async function breakOf(page: Page, slot: string): Promise<number> {
  // A static slot's element names its slot; an island's marker (the crypto table) its widget,
  // which is the slot's name in the article layouts.
  return page.locator(`[data-slot="${slot}"], [data-island="${slot}"]`).evaluate((marker) => {
    let node = (marker.closest('.story__insert') ?? marker).previousElementSibling;
    let paragraphs = 0;
    for (; node; node = node.previousElementSibling) if (node.tagName === 'P') paragraphs += 1;
    return paragraphs;
  });
}

/** Every href in the element, as site paths or addresses, once each. */
export async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((els) =>
      els.flatMap((el) => [...el.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '')),
    );
  return [...new Set(hrefs)];
}

/**
 * Asks each site path with the page's cookies and expects a 200, naming any that is not. Company,
 * market stats, crypto and fund pages included; partners' addresses (buy links) are not ours to ask.
 */
export async function expectAll200(page: Page, hrefs: readonly string[]): Promise<void> {
  const bad: string[] = [];
  for (const href of hrefs.filter((h) => h.startsWith('/'))) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    if (response.status() !== 200) bad.push(`${href}: ${response.status()}`);
  }
  if (bad.length > 0) throw new Error(`links that do not answer 200:\n${bad.join('\n')}`);
}
