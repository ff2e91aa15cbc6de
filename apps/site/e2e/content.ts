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
