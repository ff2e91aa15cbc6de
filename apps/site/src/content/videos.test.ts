import { describe, expect, it } from 'vitest';
import { sampleVideo } from '../server/testing/sampleVideo.ts';
import { ContentClient } from './client.ts';

// VD-01, VD-02: the video page's calls as the site reads them (docs/content-api.md "Videos,
// slideshows and live blogs"): parsed at the edge, a malformed list item dropped, not the list.

function clientAnswering(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  const client = new ContentClient({
    baseUrl: 'http://api.test',
    timeoutMs: 1000,
    listCacheSeconds: 60,
    articleCacheSeconds: 0,
    fetch: (async (input: string | URL | Request) => {
      const url = new URL(String(input));
      asked.push(url);
      return answer(url);
    }) as typeof fetch,
  });
  return { client, asked };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('content.media.video (VD-01)', () => {
  it('asks type=videoshow and keeps good keywords and sources, dropping the malformed ones', async () => {
    const { client, asked } = clientAnswering(() => json({ searchResult: [{ data: sampleVideo }] }));
    const video = await client.media.video('125400316');
    expect(asked[0]?.searchParams.get('type')).toBe('videoshow');
    expect(asked[0]?.searchParams.get('msid')).toBe('125400316');
    expect(video?.title).toBe('Budget explained in three minutes');
    expect(video?.relKeywords).toEqual([{ title: 'Budget', url: '/topic/budget' }]);
    expect(video?.media.sources).toEqual([
      { src: 'https://www.ledger.test/media/clips/news.webm', type: 'video/webm; codecs="vp9"' },
    ]);
    expect(video?.media.captions).toHaveLength(1);
  });

  it('is null for a msid the backend does not know as a video (404)', async () => {
    const { client } = clientAnswering(() => json({ error: { param: 'msid', message: 'no video 7' } }, 404));
    expect(await client.media.video('7')).toBeNull();
  });

  it('refuses a video with nothing to play: the backend failed, not the reader', async () => {
    const broken = { ...sampleVideo, media: { ...sampleVideo.media, sources: [] } };
    const { client } = clientAnswering(() => json({ searchResult: [{ data: broken }] }));
    await expect(client.media.video('125400316')).rejects.toThrow(/unexpected answer for video/);
  });
});

describe('content.media.videoList (VD-02)', () => {
  const item = {
    msid: '125400317',
    title: 'Markets at noon',
    url: '/markets/markets-at-noon/videoshow/125400317.cms',
    img: 'https://www.ledger.test/photos/43.png',
    date: '2026-11-20T06:30:00.000Z',
    duration: 61,
    views: 900,
  };

  it('asks for the named list without the video shown, drops malformed items and keeps the answer', async () => {
    const { client, asked } = clientAnswering(() =>
      json({ searchResult: [{ list: 'related', name: 'Related videos', data: [item, { msid: 'x' }] }] }),
    );
    expect(await client.media.videoList('related', 8, '125400316')).toEqual([item]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      type: 'videolist',
      list: 'related',
      top: '8',
      msid: '125400316',
      platform: 'web',
    });
    await client.media.videoList('related', 8, '125400316');
    expect(asked).toHaveLength(1);
  });

  it('a failed list is the widget’s failure (ContentUnavailable)', async () => {
    const { client } = clientAnswering(() => new Response('oops', { status: 500 }));
    await expect(client.media.videoList('trending', 5)).rejects.toThrow(/answered 500/);
  });
});
