import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryItem } from '../contract.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-12 trending in section and AB-23 the recommendation widget's stories.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(await openSeededSqlite());
});
afterAll(() => api.close());

const list = async (query: string) => {
  const response = await api.get(`/request?${query}&platform=web`);
  expect(response.status, query).toBe(200);
  const body = (await response.json()) as { searchResult: [{ data: unknown[] }] };
  return body.searchResult[0].data.map((item) => StoryItem.parse(item));
};
const commentsOf = async (msid: string) =>
  Number(
    (
      await api.store.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('msid', '=', Number(msid))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('AB-12 trending in section (type=trending)', () => {
  it('gives up to 30 of the section’s stories (sub-sections too), the most discussed first', async () => {
    const stories = await list('type=trending&msid=13352306&top=30');
    expect(stories).toHaveLength(30);
    const sections = await loadSectionDirectory(api.store.db);
    const markets = new Set(sections.subtree(13352306).map(String));
    for (const story of stories) expect(markets.has(story.sectionId), story.sectionId).toBe(true);
    const counts = await Promise.all(stories.map((story) => commentsOf(story.msid)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(stories.every((story) => story.type === 'article' || story.type === 'liveblog')).toBe(true);
  });

  it('takes top 1–30 only, and a section that exists', async () => {
    expect((await list('type=trending&msid=13357270&top=5')).length).toBe(5);
    expect((await api.getError('/request?type=trending&msid=13352306&top=31', 400)).param).toBe('top');
    expect((await api.getError('/request?type=trending&msid=999', 404)).param).toBe('msid');
    expect((await api.getError('/request?type=trending', 400)).param).toBe('msid');
  });
});

describe('AB-23 recommendations (type=recommendations)', () => {
  it('gives stories sharing the story’s keywords, never the story itself', async () => {
    const msid = seedLandmarks.longRead;
    const stories = await list(`type=recommendations&msid=${msid}&top=6`);
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.length).toBeLessThanOrEqual(6);
    expect(stories.map((story) => story.msid)).not.toContain(String(msid));
    const keywordsOf = async (id: number) =>
      (
        await api.store.db
          .selectFrom('article_keywords')
          .select('keyword_id')
          .where('article_msid', '=', id)
          .execute()
      ).map((row) => row.keyword_id);
    const ours = new Set(await keywordsOf(msid));
    for (const story of stories) {
      expect(
        (await keywordsOf(Number(story.msid))).some((id) => ours.has(id)),
        story.msid,
      ).toBe(true);
    }
  });

  it('refuses a story that is not there, and top beyond 12', async () => {
    expect((await api.getError('/request?type=recommendations&msid=7', 404)).param).toBe('msid');
    expect((await api.getError('/request?type=recommendations&msid=125400001&top=13', 400)).param).toBe(
      'top',
    );
  });
});
