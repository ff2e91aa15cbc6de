import { describe, expect, it } from 'vitest';
import { ContentClient } from './client.ts';
import { ContentUnavailable } from './http.ts';

// HM-05, HM-12: the home page's and section pages' calls, read as untrusted answers.

function clientAnswering(body: unknown, status = 200) {
  const asked: URL[] = [];
  const client = new ContentClient({
    baseUrl: 'http://api.test',
    timeoutMs: 1000,
    listCacheSeconds: 0,
    articleCacheSeconds: 0,
    fetch: (async (input: string | URL | Request) => {
      asked.push(new URL(String(input)));
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { client, asked };
}

const story = (msid: number) => ({
  msid: String(msid),
  title: `Story ${msid}`,
  url: `/a/articleshow/${msid}.cms`,
});

describe('HM-12 section pages: storyPage and sections', () => {
  it('asks a section page with its subtree and page, and keeps the whole list’s count', async () => {
    const { client, asked } = clientAnswering({
      searchResult: [{ count: 45, data: [story(1), { bad: true }] }],
    });
    expect(await client.listPages.storyPage({ section: '81582957' }, 2, 20)).toEqual({
      stories: [story(1)],
      count: 45,
    });
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      type: 'plist',
      msid: '81582957',
      mode: 'hierarchy',
      top: '20',
      page: '2',
    });
  });

  it('asks the latest list for /news/latest-news', async () => {
    const { client, asked } = clientAnswering({ searchResult: [{ count: 3, data: [] }] });
    await client.listPages.storyPage({ latest: true }, 1, 20);
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({
      type: 'getdata',
      metatype: 'latestnewsflag',
    });
  });

  it('refuses a page without its count (a backend that cannot page is no section page)', async () => {
    const { client } = clientAnswering({ searchResult: [{ data: [story(1)] }] });
    await expect(client.listPages.storyPage({ section: '1' }, 1, 20)).rejects.toBeInstanceOf(
      ContentUnavailable,
    );
  });

  it('keeps the good entries of the directory and drops hostile ones', async () => {
    const { client } = clientAnswering({
      searchResult: [
        {
          data: [
            { msid: '81582957', name: 'India', url: '/news/india', parentId: '1052732854' },
            { msid: '1', name: 'Evil', url: 'javascript:alert(1)', parentId: null },
            { msid: '2', name: 'Away', url: '//evil.example/x', parentId: null },
            { msid: 'x', name: 'Bad id', url: '/bad', parentId: null },
            { msid: '3', name: '', url: '/empty', parentId: null },
          ],
        },
      ],
    });
    expect(await client.editorial.sections()).toEqual([
      { msid: '81582957', name: 'India', url: '/news/india', parentId: '1052732854' },
    ]);
  });
});

describe('HM-05 trendingTerms', () => {
  it('asks a section’s terms (the whole site’s without one) and keeps topic pages only', async () => {
    const { client, asked } = clientAnswering({
      searchResult: [
        {
          name: 'Markets',
          data: [
            { title: 'Rupee', url: '/topic/rupee' },
            { title: 'Off site', url: 'https://evil.example/topic/x' },
            { title: '', url: '/topic/empty' },
            { title: 'Not a topic', url: '/markets' },
          ],
        },
      ],
    });
    expect(await client.editorial.trendingTerms('13352306', 12)).toEqual({
      name: 'Markets',
      terms: [{ title: 'Rupee', url: '/topic/rupee' }],
    });
    await client.editorial.trendingTerms(null, 8);
    expect(asked[0]!.searchParams.get('msid')).toBe('13352306');
    expect(asked[1]!.searchParams.has('msid')).toBe(false);
    expect(asked[1]!.searchParams.get('top')).toBe('8');
  });
});
