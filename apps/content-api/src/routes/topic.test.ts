import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TopicAnswer } from '../contract.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The keyword carried by the most stories, and how many. */
async function busiestKeyword(): Promise<{ slug: string; title: string; stories: number }> {
  const row = await api.store.db
    .selectFrom('article_keywords')
    .innerJoin('keywords', 'keywords.id', 'article_keywords.keyword_id')
    .select((eb) => ['keywords.slug', 'keywords.title', eb.fn.countAll<number>().as('stories')])
    .groupBy(['keywords.slug', 'keywords.title'])
    .orderBy('stories', 'desc')
    .orderBy('keywords.slug')
    .executeTakeFirstOrThrow();
  return { slug: row.slug, title: row.title, stories: Number(row.stories) };
}

describe('GET /request?type=topic (AB-16)', () => {
  it("answers a keyword's stories newest first, with the keyword and the count", async () => {
    const keyword = await busiestKeyword();
    expect(keyword.stories).toBeGreaterThan(4);
    const answer = await api.getParsed(TopicAnswer, `/request?type=topic&keyword=${keyword.slug}&top=4`);
    const topic = answer.searchResult[0];
    expect(topic.keyword).toEqual({
      title: keyword.title,
      slug: keyword.slug,
      url: `/topic/${keyword.slug}`,
    });
    expect(topic.count).toBe(keyword.stories);
    expect(topic.data).toHaveLength(4);
    const dates = topic.data.map((story) => story.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // Every story listed carries the keyword.
    const tagged = await api.store.db
      .selectFrom('article_keywords')
      .innerJoin('keywords', 'keywords.id', 'article_keywords.keyword_id')
      .select('article_keywords.article_msid')
      .where('keywords.slug', '=', keyword.slug)
      .execute();
    const msids = new Set(tagged.map((row) => String(row.article_msid)));
    for (const story of topic.data) expect(msids.has(story.msid)).toBe(true);
  });

  it('pages without overlap; a page past the end is empty; top defaults to 20', async () => {
    const keyword = await busiestKeyword();
    const seen: string[] = [];
    const pages = Math.ceil(keyword.stories / 2);
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await api.getParsed(
        TopicAnswer,
        `/request?type=topic&keyword=${keyword.slug}&top=2&page=${page}`,
      );
      if (page > pages) expect(answer.searchResult[0].data).toEqual([]);
      seen.push(...answer.searchResult[0].data.map((story) => story.msid));
    }
    expect(new Set(seen).size).toBe(keyword.stories);
    const first = await api.getParsed(TopicAnswer, `/request?type=topic&keyword=${keyword.slug}`);
    expect(first.searchResult[0].data).toHaveLength(Math.min(20, keyword.stories));
  });

  it('answers 404 naming keyword for a topic that does not exist', async () => {
    expect(await api.getError('/request?type=topic&keyword=no-such-topic', 404)).toEqual({
      param: 'keyword',
      message: 'no topic no-such-topic',
    });
  });

  it.each([
    ['keyword', 'type=topic'],
    ['keyword', 'type=topic&keyword='],
    ['keyword', "type=topic&keyword=x'%20OR%201=1--"],
    ['keyword', 'type=topic&keyword=%25'],
    ['keyword', 'type=topic&keyword=Upper-Case'],
    ['keyword', 'type=topic&keyword=a--b'],
    ['keyword', `type=topic&keyword=${'a'.repeat(81)}`],
    ['keyword', 'type=topic&keyword=%E2%80%AEevil'],
    ['keyword', 'type=topic&keyword=a&keyword=b'],
    ['top', 'type=topic&keyword=gold&top=51'],
    ['page', 'type=topic&keyword=gold&page=0'],
    ['page', 'type=topic&keyword=gold&page=501'],
  ])('refuses hostile input naming %s (%s)', async (param, query) => {
    expect((await api.getError(`/request?${query}`, 400)).param).toBe(param);
  });
});
