import { describe, expect, it } from 'vitest';
import { ContentClient } from './client.ts';

// AB-18 the slideshow page's call, as the site reads it: a malformed slide is dropped, not the show.

function clientAnswering(status: number, body: unknown) {
  const asked: URL[] = [];
  const client = new ContentClient({
    baseUrl: 'http://api.test',
    timeoutMs: 1000,
    listCacheSeconds: 60,
    articleCacheSeconds: 0,
    fetch: (async (input: string | URL | Request) => {
      asked.push(new URL(String(input)));
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
  });
  return { client, asked };
}

const slide = {
  img: 'https://www.ledger.test/photos/1.png',
  title: 'The plant near Coimbatore.',
  synopsis: 'Approval is pending.',
  agencyName: 'PTI',
  url: '/industry/slideshow/125400338.cms#slide-1',
};

describe('content.media.slideshow (AB-18)', () => {
  it('asks type=widget_slideshow1 with top=100 and keeps the good slides', async () => {
    const { client, asked } = clientAnswering(200, {
      searchResult: [
        {
          msid: '125400338',
          title: 'In pics: a new plant',
          url: '/industry/slideshow/125400338.cms',
          synopsis: 'Why it matters.',
          insertdate: '2026-11-20T15:56:00+05:30',
          updated: '2026-11-20T15:56:00+05:30',
          agency: 'ET Bureau',
          count: 2,
          data: [slide, 'not a slide'],
        },
      ],
    });
    const show = await client.media.slideshow('125400338');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      type: 'widget_slideshow1',
      msid: '125400338',
      top: '100',
      platform: 'web',
    });
    expect(show?.title).toBe('In pics: a new plant');
    expect(show?.data).toEqual([
      { img: slide.img, title: slide.title, synopsis: slide.synopsis, agencyName: 'PTI' },
    ]);
  });

  it('is null for a msid that is not a slideshow (404)', async () => {
    const { client } = clientAnswering(404, { error: { param: 'msid', message: 'no slideshow 1' } });
    expect(await client.media.slideshow('1')).toBeNull();
  });
});
