import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer } from '../contract.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { RecommendationsAnswer } from './recommendations.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const recommend = (msid: number, top?: number) =>
  api.getParsed(
    RecommendationsAnswer,
    `/request?type=recommendations&msid=${msid}${top ? `&top=${top}` : ''}&platform=web`,
  );

describe('AB-03 GET /request?type=recommendations (mid-article recommendations)', () => {
  it('4 stories by default, never the story itself, its related stories or a live blog', async () => {
    const msid = seedLandmarks.showcase;
    const article = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`)).searchResult[0]
      .data;
    const { searchResult } = await recommend(msid);
    expect(searchResult[0].msid).toBe(String(msid));
    const ids = searchResult[0].data.map((story) => story.msid);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids).not.toContain(String(msid));
    for (const related of article.related_news.data) expect(ids).not.toContain(related.msid);
    for (const story of searchResult[0].data) expect(story.type).not.toBe('liveblog');
  });

  it('ranks stories that share the story’s keywords and section first', async () => {
    const msid = seedLandmarks.longRead;
    const story = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}`)).searchResult[0]
      .data;
    const { searchResult } = await recommend(msid, 10);
    const first = searchResult[0].data[0]!;
    const firstArticle = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${first.msid}`))
      .searchResult[0].data;
    const keywords = new Set(story.relatedKeywords.map((keyword) => keyword.url));
    const shares = firstArticle.relatedKeywords.some((keyword) => keywords.has(keyword.url));
    expect(shares || firstArticle.subsecnames.subsec1 === story.subsecnames.subsec1).toBe(true);
    expect(searchResult[0].data.length).toBeLessThanOrEqual(10);
  });

  it('an unknown story is a 404 naming msid; a bad top a 400', async () => {
    expect(await api.getError('/request?type=recommendations&msid=999999', 404)).toMatchObject({
      param: 'msid',
    });
    for (const top of ['0', '11', 'x'])
      expect(
        await api.getError(`/request?type=recommendations&msid=${seedLandmarks.showcase}&top=${top}`, 400),
      ).toMatchObject({ param: 'top' });
  });
});
