import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer, PlistAnswer, SessionAnswer } from '../contract.ts';
import { LiveBlogAnswer, LiveBlogPostAnswer, VideoAnswer, VideoListAnswer } from '../contract-story-kinds.ts';
import { seedNowMs } from '../seed/clock.ts';
import { seedStore } from '../seed/seed-store.ts';
import { migrateToLatest } from '../store/migrate.ts';
import {
  openScratchPostgres,
  openSeededSqlite,
  startTestApi,
  type TestApi,
  testPublicUrl,
} from '../testing/test-api.ts';

// VD-01, VD-02 and the other story kinds' calls, on both engines: the video and its lists, the
// slideshow's slides (spec §7 widget_slideshow1), a live blog's updates and an editor's post.

type Open = () => Promise<{ api: TestApi; close(): Promise<void> }>;
const clock = seedNowMs + 3_600_000;

function engines(): [string, Open][] {
  const list: [string, Open][] = [
    [
      'SQLite',
      async () => {
        const api = await startTestApi(await openSeededSqlite(), { now: () => clock });
        return { api, close: () => api.close() };
      },
    ],
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    list.push([
      'PostgreSQL',
      async () => {
        const scratch = await openScratchPostgres(postgresUrl);
        await migrateToLatest(scratch.db);
        await seedStore(scratch.db);
        const api = await startTestApi(scratch, { now: () => clock, closeStore: false });
        return {
          api,
          close: async () => {
            await api.close();
            await scratch.drop();
          },
        };
      },
    ]);
  }
  return list;
}

async function firstOfKind(api: TestApi, type: 'VIDEO' | 'SLIDESHOW' | 'LIVEBLOG', skip = 0) {
  // 1052732854 is News, 1715249553 Videos, 32897146 Panache; the kinds are spread over them.
  for (const section of ['1715249553', '1052732854', '32897146', '13352306']) {
    const list = await api.getParsed(
      PlistAnswer,
      `/request?type=plist&msid=${section}&mode=hierarchy&contenttype=${type}&top=100`,
    );
    const found = list.searchResult[0].data[skip];
    if (found) return found;
  }
  throw new Error(`no ${type} in the seed`);
}

describe.each(engines())('VD-01, VD-02 and story kinds (%s)', (_engine, open) => {
  let api: TestApi;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ api, close } = await open());
  });
  afterAll(() => close());

  it('VD-01 type=videoshow: the spec’s video fields, the media the player plays and its keywords', async () => {
    const item = await firstOfKind(api, 'VIDEO');
    const { data } = (await api.getParsed(VideoAnswer, `/request?type=videoshow&msid=${item.msid}`))
      .searchResult[0];
    expect(data).toMatchObject({ msid: item.msid, url: item.url, title: item.title, playertype: 'slike' });
    expect(data.slikeid).toMatch(/^1x[0-9a-z]{8}$/);
    expect(data.dtline).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d [AP]M IST$/);
    expect(data.synopsis.startsWith(item.synopsis)).toBe(true);
    expect(data.media.sources.map((source) => source.src)).toEqual([
      expect.stringMatching(new RegExp(`^${testPublicUrl}/media/clips/(markets|news|tech)\\.webm$`)),
      expect.stringMatching(new RegExp(`^${testPublicUrl}/media/clips/(markets|news|tech)\\.mp4$`)),
    ]);
    expect(data.media.captions).toEqual([
      { src: `${testPublicUrl}/media/captions/${item.msid}.vtt`, srclang: 'en', label: 'English' },
    ]);
    expect([8, 10, 12]).toContain(data.duration);
    // The same keywords as the story's, as topic links.
    const article = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${item.msid}`))
      .searchResult[0].data;
    expect(data.relKeywords).toEqual(article.relatedKeywords);
  });

  it('VD-01 type=videoshow refuses what is not a video: 404 naming msid, 400 for a malformed one', async () => {
    const slideshow = await firstOfKind(api, 'SLIDESHOW');
    expect(await api.getError(`/request?type=videoshow&msid=${slideshow.msid}`, 404)).toMatchObject({
      param: 'msid',
    });
    expect(await api.getError('/request?type=videoshow&msid=12ab', 400)).toMatchObject({ param: 'msid' });
    expect(await api.getError('/request?type=videoshow', 400)).toMatchObject({ param: 'msid' });
  });

  it('VD-02 most viewed: videos only, most views first, the one watched left out', async () => {
    const item = await firstOfKind(api, 'VIDEO');
    const all = (await api.getParsed(VideoListAnswer, '/request?type=videolist&list=mostviewed&top=30'))
      .searchResult[0];
    expect(all).toMatchObject({ list: 'mostviewed', name: 'Most viewed videos' });
    expect(all.data.length).toBeGreaterThanOrEqual(20);
    const views = all.data.map((video) => video.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(all.data.every((video) => video.url.includes('/videoshow/'))).toBe(true);
    const without = (
      await api.getParsed(VideoListAnswer, `/request?type=videolist&list=mostviewed&top=5&msid=${item.msid}`)
    ).searchResult[0].data;
    expect(without).toHaveLength(5);
    expect(without.map((video) => video.msid)).not.toContain(item.msid);
  });

  it('VD-02 trending: views discounted by age, so a fresh video outranks an older one with more views', async () => {
    const list = (await api.getParsed(VideoListAnswer, '/request?type=videolist&list=trending&top=30'))
      .searchResult[0].data;
    const score = (video: (typeof list)[number]) =>
      video.views / ((clock - Date.parse(video.date)) / 3_600_000 + 2) ** 1.2;
    const scores = list.map(score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const mostViewed = (await api.getParsed(VideoListAnswer, '/request?type=videolist&list=mostviewed&top=1'))
      .searchResult[0].data[0];
    // The seed's spread makes the two lists differ: trending is not most viewed under a new name.
    expect(list.map((video) => video.msid)).not.toEqual(
      (
        await api.getParsed(VideoListAnswer, '/request?type=videolist&list=mostviewed&top=30')
      ).searchResult[0].data.map((video) => video.msid),
    );
    expect(mostViewed).toBeDefined();
  });

  it('VD-02 related: keywords in common first, never the video itself; msid required', async () => {
    const item = await firstOfKind(api, 'VIDEO');
    const related = (
      await api.getParsed(VideoListAnswer, `/request?type=videolist&list=related&msid=${item.msid}&top=8`)
    ).searchResult[0];
    expect(related.name).toBe('Related videos');
    expect(related.data).toHaveLength(8);
    expect(related.data.map((video) => video.msid)).not.toContain(item.msid);
    const keywordsOf = async (msid: string) =>
      new Set(
        (
          await api.getParsed(VideoAnswer, `/request?type=videoshow&msid=${msid}`)
        ).searchResult[0].data.relKeywords.map((keyword) => keyword.url),
      );
    const own = await keywordsOf(item.msid);
    const shared = await Promise.all(
      related.data.map(
        async (video) => [...(await keywordsOf(video.msid))].filter((url) => own.has(url)).length,
      ),
    );
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    expect(await api.getError('/request?type=videolist&list=related', 400)).toMatchObject({ param: 'msid' });
    expect(await api.getError('/request?type=videolist&list=popular', 400)).toMatchObject({ param: 'list' });
    expect(await api.getError('/request?type=videolist&list=mostviewed&top=31', 400)).toMatchObject({
      param: 'top',
    });
  });

  // widget_slideshow1 (AB-18): routes/slideshow-widget.test.ts.

  it('live blog: updates newest first with their times, `after` gives only newer ones', async () => {
    const item = await firstOfKind(api, 'LIVEBLOG');
    const blog = (await api.getParsed(LiveBlogAnswer, `/request?type=liveblog&msid=${item.msid}`))
      .searchResult[0];
    expect(blog).toMatchObject({ msid: item.msid, url: item.url });
    expect(blog.count).toBeGreaterThanOrEqual(12);
    expect(blog.data).toHaveLength(blog.count);
    const times = blog.data.map((update) => update.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(blog.data[0]?.time).toBe(blog.updated);
    const ids = blog.data.map((update) => Number(update.id));
    const middle = ids[3] as number;
    const newer = (
      await api.getParsed(LiveBlogAnswer, `/request?type=liveblog&msid=${item.msid}&after=${middle}`)
    ).searchResult[0];
    expect(newer.data.map((update) => Number(update.id))).toEqual(ids.slice(0, 3));
    expect(newer.count).toBe(blog.count);
    const article = await api.getError(
      `/request?type=liveblog&msid=${(await firstOfKind(api, 'VIDEO')).msid}`,
      404,
    );
    expect(article.param).toBe('msid');
    expect(await api.getError(`/request?type=liveblog&msid=${item.msid}&after=x`, 400)).toMatchObject({
      param: 'after',
    });
  });

  it('live blog: an editor’s update is the newest at once and moves the blog’s time; a retry with its key is stored once', async () => {
    const item = await firstOfKind(api, 'LIVEBLOG', 1);
    const editor = await api.signIn('editor');
    const fields = {
      msid: item.msid,
      title: 'Bids close',
      text: 'Subscription closes at 5 pm.\n\nQIBs lead.',
      key: 'k-0000001',
    };
    const first = await api.post('/liveblog/updates', fields, editor);
    expect(first.status).toBe(201);
    const posted = LiveBlogPostAnswer.parse(await first.json());
    expect(posted.created).toBe(true);
    expect(posted.update.storyJSON.child?.map((node) => node.tag)).toEqual(['p', 'p']);
    const again = await api.post('/liveblog/updates', fields, editor);
    expect(again.status).toBe(200);
    expect(LiveBlogPostAnswer.parse(await again.json())).toEqual({ created: false, update: posted.update });
    const blog = (await api.getParsed(LiveBlogAnswer, `/request?type=liveblog&msid=${item.msid}&top=2`))
      .searchResult[0];
    expect(blog.data[0]).toEqual(posted.update);
    expect(blog.data[1]?.id).not.toBe(posted.update.id);
    expect(blog.updated).toBe(posted.update.time);
    const article = (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${item.msid}`))
      .searchResult[0].data;
    expect(article.updated).toBe(posted.update.time);
  });

  it('live blog posts: editors only (401 anonymous, 403 readers), every field checked and named', async () => {
    const item = await firstOfKind(api, 'LIVEBLOG');
    const anonymous = await api.post('/liveblog/updates', { msid: item.msid, text: 'x' });
    expect(anonymous.status).toBe(401);
    const reader = await api.post(
      '/liveblog/updates',
      { msid: item.msid, text: 'x' },
      await api.signIn('reader'),
    );
    expect(reader.status).toBe(403);
    const editor = await api.signIn('editor');
    const refusals: [Record<string, string>, string][] = [
      [{ msid: item.msid, text: '   ' }, 'text'],
      [{ msid: item.msid }, 'text'],
      [{ msid: item.msid, text: 'x'.repeat(2001) }, 'text'],
      [{ msid: item.msid, text: 'a\u0007b' }, 'text'],
      [{ msid: item.msid, text: 'ok', title: 't'.repeat(141) }, 'title'],
      [{ msid: item.msid, text: 'ok', title: 'a\nb' }, 'title'],
      [{ msid: item.msid, text: 'ok', key: 'short' }, 'key'],
      [{ msid: item.msid, text: Array.from({ length: 11 }, () => 'p').join('\n\n') }, 'text'],
      [{ msid: 'abc', text: 'ok' }, 'msid'],
    ];
    for (const [fields, param] of refusals) {
      const response = await api.post('/liveblog/updates', fields, editor);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(((await response.json()) as { error: { param: string } }).error.param).toBe(param);
    }
    const video = await firstOfKind(api, 'VIDEO');
    expect((await api.post('/liveblog/updates', { msid: video.msid, text: 'ok' }, editor)).status).toBe(404);
  });

  it('VD-04 the pink (ad-free) flag: the pink reader has it without Prime, Prime readers have it, others not', async () => {
    const adFree = async (who: 'pink' | 'prime' | 'reader' | 'expired') =>
      SessionAnswer.parse(await (await api.get('/auth/session', await api.signIn(who))).json()).user;
    expect(await adFree('pink')).toMatchObject({ adFree: true, isPrime: false });
    expect(await adFree('prime')).toMatchObject({ adFree: true, isPrime: true });
    expect((await adFree('reader')).adFree).toBe(false);
    expect((await adFree('expired')).adFree).toBe(false);
  });
});

describe('VD-01 media: the shipped clips in byte ranges, and captions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await openSeededSqlite(), { now: () => clock });
  });
  afterAll(() => api.close());

  it('answers a clip whole, a range of it (206), the end of it, and 416 past it; ETag revalidates', async () => {
    const whole = await api.get('/media/clips/news.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // The EBML magic of a WebM file.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await api.get('/media/clips/news.webm', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const open = await api.get('/media/clips/news.webm', { range: 'bytes=100-' });
    expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes.subarray(100));
    const tail = await api.get('/media/clips/news.webm', { range: 'bytes=-8' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 8));
    const past = await api.get('/media/clips/news.webm', { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const etag = whole.headers.get('etag') ?? '';
    expect((await api.get('/media/clips/news.webm', { 'if-none-match': etag })).status).toBe(304);
    // A range of other bytes than the client holds gives the whole clip.
    const stale = await api.get('/media/clips/news.webm', { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(stale.status).toBe(200);
    const mp4 = Buffer.from(await (await api.get('/media/clips/tech.mp4')).arrayBuffer());
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('refuses names that are not clips, without touching the disk beyond the folder', async () => {
    for (const path of [
      '/media/clips/..%2Fpackage.json',
      '/media/clips/other.webm',
      '/media/clips/news.avi',
      '/media/clips/news',
      '/media/captions/abc.vtt',
    ]) {
      expect((await api.get(path)).status, path).toBe(404);
    }
  });

  it('captions: WebVTT from the video’s headline and synopsis, timed over the clip', async () => {
    const item = await firstOfKind(api, 'VIDEO');
    const response = await api.get(`/media/captions/${item.msid}.vtt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const vtt = await response.text();
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> ')).toBe(true);
    expect(vtt).toContain(item.title.replace(/&/g, '&amp;'));
    const slideshow = await firstOfKind(api, 'SLIDESHOW');
    expect((await api.get(`/media/captions/${slideshow.msid}.vtt`)).status).toBe(404);
  });
});
