import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorInfoAnswer } from '../contract.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function busiestAuthor(): Promise<{ id: number; stories: number }> {
  const row = await api.store.db
    .selectFrom('article_authors')
    .select((eb) => ['author_id', eb.fn.countAll<number>().as('stories')])
    .groupBy('author_id')
    .orderBy('stories', 'desc')
    .orderBy('author_id')
    .executeTakeFirstOrThrow();
  return { id: row.author_id, stories: Number(row.stories) };
}

describe('GET /request?type=author_info (AR-09)', () => {
  it('answers the author card: bio and the newest stories, at most top', async () => {
    const author = await busiestAuthor();
    expect(author.stories).toBeGreaterThan(5);
    const answer = await api.getParsed(
      AuthorInfoAnswer,
      `/request?type=author_info&author_id=${author.id}&bio=1&story=1&top=5&platform=web`,
    );
    const card = answer.searchResult[0].data[0];
    expect(card.bio?.name).toBeTruthy();
    expect(card.bio?.img.startsWith(`${testPublicUrl}/photos/`)).toBe(true);
    expect(card.story).toHaveLength(5);
    const dates = card.story.map((story) => story.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('defaults to 30 stories and leaves parts out when bio=0 or story=0', async () => {
    const { id, stories } = await busiestAuthor();
    const all = await api.getParsed(AuthorInfoAnswer, `/request?type=author_info&author_id=${id}`);
    expect(all.searchResult[0].data[0].story).toHaveLength(Math.min(30, stories));
    const noBio = await api.getParsed(
      AuthorInfoAnswer,
      `/request?type=author_info&author_id=${id}&bio=0&story=0`,
    );
    expect(noBio.searchResult[0].data[0]).toEqual({ bio: null, story: [], count: stories });
  });

  it('answers 404 naming author_id for an unknown author, 400 for bad parameters', async () => {
    expect(await api.getError('/request?type=author_info&author_id=5', 404)).toEqual({
      param: 'author_id',
      message: 'no author 5',
    });
    expect((await api.getError('/request?type=author_info', 400)).param).toBe('author_id');
    expect((await api.getError('/request?type=author_info&author_id=4001001&top=31', 400)).param).toBe('top');
    expect((await api.getError('/request?type=author_info&author_id=4001001&bio=yes', 400)).param).toBe(
      'bio',
    );
  });
});

describe('GET /request?type=author_info for the author page (AB-15)', () => {
  it('answers the bio with seoname, type and the author page address, and counts the stories', async () => {
    const { id, stories } = await busiestAuthor();
    const answer = await api.getParsed(AuthorInfoAnswer, `/request?type=author_info&author_id=${id}&top=5`);
    const card = answer.searchResult[0].data[0];
    expect(card.count).toBe(stories);
    expect(card.bio?.id).toBe(String(id));
    expect(card.bio?.url).toBe(`/etreporter/author-${card.bio?.seoname}-${id}.cms`);
    // Each story is a StoryItem: the card's fields and a picture for the page.
    expect(card.story[0]?.img.startsWith(`${testPublicUrl}/photos/`)).toBe(true);
  });

  it('pages through the stories without overlap; a page past the end is empty', async () => {
    const { id, stories } = await busiestAuthor();
    const pages = Math.ceil(stories / 3);
    const seen: string[] = [];
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await api.getParsed(
        AuthorInfoAnswer,
        `/request?type=author_info&author_id=${id}&top=3&page=${page}`,
      );
      const msids = answer.searchResult[0].data[0].story.map((story) => story.msid);
      if (page > pages) expect(msids).toEqual([]);
      seen.push(...msids);
    }
    expect(seen).toHaveLength(stories);
    expect(new Set(seen).size).toBe(stories);
  });

  it('gives a guest without an author page no address', async () => {
    const answer = await api.getParsed(AuthorInfoAnswer, '/request?type=author_info&author_id=4001026');
    const bio = answer.searchResult[0].data[0].bio;
    expect(bio?.type).toBe('GUEST');
    expect(bio?.url).toBeNull();
  });

  it.each(['0', '501', '-1', '1e3', '2%00', '99999999999'])('refuses page=%s naming page', async (page) => {
    expect((await api.getError(`/request?type=author_info&author_id=4001001&page=${page}`, 400)).param).toBe(
      'page',
    );
  });
});
