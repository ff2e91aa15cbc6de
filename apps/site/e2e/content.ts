import { E2E_PORTS } from '../../../playwright.config.ts';

export const apiUrl = `http://127.0.0.1:${E2E_PORTS.api}`;

export interface StoryRef {
  msid: string;
  title: string;
  url: string;
}

/** Stories straight from the backend, to compare the pages against. */
export async function latestStories(top = 20): Promise<StoryRef[]> {
  const response = await fetch(
    `${apiUrl}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=${top}`,
  );
  const body = (await response.json()) as { searchResult: [{ data: StoryRef[] }] };
  return body.searchResult[0].data.map(({ msid, title, url }) => ({ msid: String(msid), title, url }));
}

/** A section's or curated list's stories straight from the backend (`type=plist`). */
export async function listStories(msid: string, top: number): Promise<StoryRef[]> {
  const response = await fetch(`${apiUrl}/request?type=plist&msid=${msid}&top=${top}&platform=web`);
  const body = (await response.json()) as { searchResult: [{ data: StoryRef[] }] };
  return body.searchResult[0].data.map(({ msid, title, url }) => ({ msid: String(msid), title, url }));
}

export async function article(msid: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiUrl}/request?type=article&msid=${msid}&platform=web`);
  const body = (await response.json()) as { searchResult: [{ data: Record<string, unknown> }] };
  return body.searchResult[0].data;
}

/** A long free article (the body has 20+ paragraphs), found through the latest list. */
export async function longFreeArticle(): Promise<StoryRef> {
  for (const story of await latestStories(100)) {
    const data = await article(story.msid);
    const words = Number(
      (data.metainfo as { NumberOfWords?: { value?: unknown } })?.NumberOfWords?.value ?? 0,
    );
    if (!data.prime_blocker && data.hostid !== '364' && words > 700) return story;
  }
  throw new Error('the seed has no long free article among the latest 100');
}

/** A free article with at least `paragraphs` top-level paragraphs and complete related stories. */
export async function articleWithInserts(paragraphs = 10): Promise<StoryRef & { related: number }> {
  for (const story of await latestStories(100)) {
    const data = await article(story.msid);
    const body = data.storyJSON as { child?: { node?: string; tag?: string }[] };
    const count = (body.child ?? []).filter((n) => n.node === 'element' && n.tag === 'p').length;
    const related = (
      (data.related_news as { data?: { title?: string; img?: string; url?: string }[] })?.data ?? []
    ).filter((item) => item.title && item.img && item.url).length;
    const words = Number(
      (data.metainfo as { NumberOfWords?: { value?: unknown } })?.NumberOfWords?.value ?? 0,
    );
    if (!data.prime_blocker && data.hostid !== '364' && count >= paragraphs && related >= 1 && words > 400) {
      return { ...story, related };
    }
  }
  throw new Error(
    `the seed has no free article with ${paragraphs}+ paragraphs and related news among the latest 100`,
  );
}

/** A premium story (prime_blocker, or a Prime host): from the latest list, else the Prime section. */
export async function premiumStory(): Promise<StoryRef> {
  const response = await fetch(`${apiUrl}/request?type=plist&msid=1977021501&top=30&platform=web`);
  const prime = (await response.json()) as { searchResult: [{ data: StoryRef[] }] };
  const candidates = [
    ...(await latestStories(100)),
    ...prime.searchResult[0].data.map(({ msid, title, url }) => ({ msid: String(msid), title, url })),
  ];
  for (const story of candidates) {
    const data = await article(story.msid);
    if (data.prime_blocker || data.hostid === '364') return story;
  }
  throw new Error('the seed has no premium story among the latest 100 or the Prime section');
}

/** AB-15: the author page of an author, as the backend addresses it. */
export async function authorPagePath(
  authorId = '4001001',
): Promise<{ path: string; count: number; name: string }> {
  const response = await fetch(`${apiUrl}/request?type=author_info&author_id=${authorId}&top=1`);
  const body = (await response.json()) as {
    searchResult: [{ data: [{ bio: { url: string; name: string }; count: number }] }];
  };
  const { bio, count } = body.searchResult[0].data[0];
  return { path: bio.url, count, name: bio.name };
}

/** AB-16: a topic among the latest stories' keywords, with more than `atLeast` stories. */
export async function busyTopic(atLeast = 21): Promise<{ path: string; title: string; count: number }> {
  for (const story of await latestStories(60)) {
    const data = await article(story.msid);
    for (const keyword of (data.relatedKeywords as { title: string; url: string }[]) ?? []) {
      const slug = keyword.url.replace('/topic/', '');
      const response = await fetch(`${apiUrl}/request?type=topic&keyword=${slug}&top=1`);
      const body = (await response.json()) as { searchResult: [{ count: number }] };
      if (body.searchResult[0].count >= atLeast) {
        return { path: keyword.url, title: keyword.title, count: body.searchResult[0].count };
      }
    }
  }
  throw new Error(`no topic with ${atLeast} stories among the latest`);
}

/** AB-15: an author with more than one page of stories (20 a page) and an author page. */
export async function busyAuthor(): Promise<{ path: string; count: number; name: string }> {
  for (let id = 4001001; id <= 4001040; id += 1) {
    const response = await fetch(`${apiUrl}/request?type=author_info&author_id=${id}&top=1`);
    if (!response.ok) continue;
    const author = await authorPagePath(String(id));
    if (author.path && author.count > 20) return author;
  }
  throw new Error('no author with more than 20 stories');
}

/** Every seeded story (msids 125400001..125400341), in the order of their msids, until `test` is met. */
export async function seededStory(
  test: (data: Record<string, unknown>) => boolean,
): Promise<{ url: string; data: Record<string, unknown> }> {
  for (let start = 125_400_001; start <= 125_400_341; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start + i).map(async (msid) => {
        const response = await fetch(`${apiUrl}/request?type=article&msid=${msid}&platform=web`);
        if (!response.ok) return null;
        return ((await response.json()) as { searchResult: [{ data: Record<string, unknown> }] })
          .searchResult[0].data;
      }),
    );
    const found = batch.find((data) => data && String(data.url).includes('/articleshow/') && test(data));
    if (found) return { url: String(found.url), data: found };
  }
  throw new Error('no such seeded story');
}

/** AB-04: a listed company a story is tagged with, as the article answers it (`taggedcomp`). */
export interface TaggedCompanyRef {
  companyid: string;
  companyname: string;
  companyshortname: string;
  url: string;
}

/**
 * AB-04: a free article tagged with at least `companies` listed companies and more than three
 * paragraphs, so the stock widget shows at break 3 (with 3 or more, More has some).
 */
export async function storyWithCompanies(
  companies = 4,
): Promise<{ url: string; companies: TaggedCompanyRef[] }> {
  const { url, data } = await seededStory((story) => {
    const tagged = story.taggedcomp as TaggedCompanyRef[] | undefined;
    const body = story.storyJSON as { child?: { node?: string; tag?: string }[] };
    const paragraphs = (body.child ?? []).filter((n) => n.node === 'element' && n.tag === 'p').length;
    return (
      !story.prime_blocker && story.hostid !== '364' && (tagged?.length ?? 0) >= companies && paragraphs > 3
    );
  });
  return { url, companies: data.taggedcomp as TaggedCompanyRef[] };
}

/** AB-04: a company's feed straight from the backend, as an anonymous reader gets it. */
export async function companyFeed(companyId: string): Promise<{
  companyname: string;
  marketstatus: 'OPEN' | 'CLOSED';
  showsr: string;
  nse: { ltp: number; symbol: string };
  bse: { ltp: number; symbol: string };
}> {
  const response = await fetch(`${apiUrl}/feed/stock_company_feed.cms?companyid=${companyId}&feedtype=json`);
  return (await response.json()) as Awaited<ReturnType<typeof companyFeed>>;
}

/** The market's status now, as the backend tells it. */
export async function marketStatus(): Promise<'OPEN' | 'CLOSED'> {
  const response = await fetch(`${apiUrl}/markets/status`);
  return ((await response.json()) as { marketstatus: 'OPEN' | 'CLOSED' }).marketstatus;
}

/** AB-13 / AB-14: a free story (neither premium nor adaptive) whose top section is `subsec1`. */
export async function freeStoryOfSection(subsec1: string): Promise<string> {
  const { url } = await seededStory(
    (data) =>
      (data.subsecnames as { subsec1?: string } | undefined)?.subsec1 === subsec1 &&
      !data.prime_blocker &&
      data.hostid !== '364' &&
      data.hostid !== '153',
  );
  return url;
}

/** AB-14: the poll of the day's id, as the backend answers everyone. */
export async function pollOfTheDayId(): Promise<string> {
  const response = await fetch(`${apiUrl}/request?type=poll_of_the_day&platform=web`);
  const body = (await response.json()) as { searchResult: [{ data: { msid: string } }] };
  return body.searchResult[0].data.msid;
}

/** VD-01: a video's page (the most viewed seeded video, with its lists), from the backend. */
export async function aVideo(): Promise<StoryRef> {
  const [video] = await someVideos(1);
  if (!video) throw new Error('the seed has no videos');
  return video;
}

/** The most viewed videos, from the backend (`type=videolist`). */
export async function someVideos(top: number): Promise<StoryRef[]> {
  const response = await fetch(`${apiUrl}/request?type=videolist&list=mostviewed&top=${top}&platform=web`);
  const body = (await response.json()) as { searchResult: [{ data: StoryRef[] }] };
  return body.searchResult[0].data.map(({ msid, title, url }) => ({ msid: String(msid), title, url }));
}

/** AB-18: the seed's landmark slideshow (docs/content-api.md "Landmarks"), from the backend. */
export async function aSlideshow(): Promise<StoryRef & { slides: number }> {
  const response = await fetch(`${apiUrl}/request?type=widget_slideshow1&msid=125400338&platform=web`);
  const body = (await response.json()) as { searchResult: [StoryRef & { data: unknown[] }] };
  const { msid, title, url, data } = body.searchResult[0];
  return { msid: String(msid), title, url, slides: data.length };
}

/** The seed's landmark live blog (docs/content-api.md "Landmarks"), from the backend. */
export async function aLiveBlog(): Promise<StoryRef & { newest: string }> {
  const response = await fetch(`${apiUrl}/request?type=liveblog&msid=125400243&top=1&platform=web`);
  const body = (await response.json()) as { searchResult: [StoryRef & { data: { id: string }[] }] };
  const { msid, title, url, data } = body.searchResult[0];
  return { msid: String(msid), title, url, newest: data[0]?.id ?? '0' };
}
