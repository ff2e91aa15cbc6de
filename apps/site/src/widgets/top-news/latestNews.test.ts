import { describe, expect, it } from 'vitest';
import { fetchLatestNews, LATEST_NEWS_QUERY } from './latestNews.ts';

describe('HM-02 the Latest News tab’s call', () => {
  it('asks the site’s /api/request with the spec’s query and keeps only good stories', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      asked.push(String(input));
      return new Response(
        JSON.stringify({
          searchResult: [
            {
              data: [{ msid: '1', title: 'One', url: '/a/articleshow/1.cms' }, { msid: '2' }, { title: 'x' }],
            },
          ],
        }),
      );
    }) as typeof fetch;
    const stories = await fetchLatestNews(22, fetchImpl);
    expect(stories.map((story) => story.msid)).toEqual(['1']);
    const url = new URL(asked[0]!, 'http://site.test');
    expect(url.pathname).toBe('/api/request');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...LATEST_NEWS_QUERY, top: '22' });
  });

  it('fails (for the machine to log) on a refusal or a malformed answer', async () => {
    const refusing = (async () => new Response('{}', { status: 400 })) as typeof fetch;
    await expect(fetchLatestNews(5, refusing)).rejects.toThrow('latest news: 400');
    const malformed = (async () => new Response('{"searchResult": "no"}')) as typeof fetch;
    await expect(fetchLatestNews(5, malformed)).rejects.toThrow(/malformed/);
  });
});
