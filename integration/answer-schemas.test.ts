import { videoListNames } from '@newsroom/contracts/widgets/video-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../apps/content-api/src/seed/landmarks.ts';
// The reference backend itself, in this process: every call of the site's content client parses
// the backend's real answer with the site's own schemas (issue 28). A schema of the site that
// drifts from the backend's contract makes its call throw ContentUnavailable here, by name.
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import { topicSlug } from '../apps/site/src/lib/routes/topics.ts';

let api: TestApi;
let content: ContentClient;

beforeAll(async () => {
  api = await startTestApi();
  content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 0,
    articleCacheSeconds: 0,
  });
});
afterAll(() => api.close());

const story = String(seedLandmarks.showcase);

describe('the site parses every answer of the reference backend with its own schemas', () => {
  it('stories: an article, its lists, details and highlight (AR-01, AR-17, HM-01)', async () => {
    const article = await content.stories.article(story);
    expect(article?.msid).toBe(story);
    const sections = await content.editorial.sections();
    const section = sections[0]?.msid ?? '';
    expect(section).not.toBe('');
    expect((await content.stories.list({ msid: section, top: 5 })).length).toBeGreaterThan(0);
    expect((await content.stories.trending(section, 5)).length).toBeGreaterThan(0);
    expect(Array.isArray(await content.stories.recommendations(story, 5))).toBe(true);
    expect((await content.stories.latestNews(5)).length).toBeGreaterThan(0);
    await expect(content.stories.details(story)).resolves.toBeTruthy();
    await expect(content.stories.highlight(section, 5)).resolves.toBeTruthy();
  });

  it('list pages: a section, the latest, an author, a topic, a company (HM-12, AB-16, AB-04)', async () => {
    const [section] = await content.editorial.sections();
    const sectionPage = await content.listPages.storyPage({ section: section?.msid ?? '' }, 1, 10);
    expect(sectionPage.stories.length).toBeGreaterThan(0);
    expect((await content.listPages.storyPage({ latest: true }, 1, 10)).stories.length).toBeGreaterThan(0);
    expect(await content.listPages.authorPage(String(seedLandmarks.staffAuthor), 1, 10)).not.toBeNull();
    const article = await content.stories.article(story);
    const keyword = article?.relatedKeywords.find((item) => topicSlug(item.title));
    const slug = keyword ? topicSlug(keyword.title) : null;
    expect(slug).not.toBeNull();
    expect(await content.listPages.topic(slug ?? '', 1, 10)).not.toBeNull();
    expect(await content.listPages.companyNews('13001', 1, 10)).not.toBeNull();
  });

  it('media: a video, a slideshow, a live blog and every video list (VD-01, AB-18)', async () => {
    expect((await content.media.video(String(seedLandmarks.video)))?.msid).toBe(String(seedLandmarks.video));
    expect(await content.media.slideshow(String(seedLandmarks.slideshow))).not.toBeNull();
    expect(await content.media.liveBlog(String(seedLandmarks.liveblog), 10)).not.toBeNull();
    for (const list of videoListNames) {
      expect(Array.isArray(await content.media.videoList(list, 5, String(seedLandmarks.video)))).toBe(true);
    }
  });

  it('editorial: trending terms, config, the change log (HM-08, issue 18)', async () => {
    await expect(content.editorial.trendingTerms(null, 5)).resolves.toBeTruthy();
    await expect(content.editorial.config('common')).resolves.toBeTypeOf('object');
    await expect(content.editorial.changes()).resolves.toBeTruthy();
  });

  it('comments, Prime, the poll and newsletters (AR-07, AB-09, AB-14, AB-13)', async () => {
    const comments = await content.comments.page(String(seedLandmarks.mostComments), 1);
    expect(comments.comments.length).toBeGreaterThan(0);
    expect(await content.comments.count(String(seedLandmarks.mostComments))).toBeGreaterThan(0);
    expect((await content.prime.plans()).length).toBeGreaterThan(0);
    expect((await content.prime.benefits()).length).toBeGreaterThan(0);
    expect(await content.poll.ofTheDay()).not.toBeNull();
    expect((await content.newsletters.all()).length).toBeGreaterThan(0);
  });

  it('a reader session: sign in, read the session, sign out (X-01)', async () => {
    const { authorization = '' } = await api.signIn('prime');
    const token = authorization.replace('Bearer ', '');
    const session = await content.readers.session(token);
    expect(session).not.toBeNull();
    await content.readers.logout(token);
    expect(await content.readers.session(token)).toBeNull();
  });
});
