import { trendingLinksContract } from '@newsroom/contracts/widgets/trending-links';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Article, StoryItem } from '../../content/schemas.ts';
import type { FakeContent } from '../../server/testing/fakeContent.ts';
import type { DataOf, WidgetContext } from '../types.ts';
import { toSlides } from './TrendingLinksView.tsx';
import { toTrendingLinks, trendingLinks } from './trendingLinks.tsx';

const story = (msid: string, extra: Partial<StoryItem> = {}): StoryItem => ({
  msid,
  title: `Story ${msid}`,
  url: `/news/s/articleshow/${msid}.cms`,
  ...extra,
});
const ctx = (content: FakeContent, article?: Partial<Article>): WidgetContext =>
  ({ content, page: {}, ...(article ? { article } : {}) }) as unknown as WidgetContext;

describe('AR-17 trending links: data', () => {
  it('4 links a slide, the last one may hold fewer', () => {
    expect(toSlides([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(toSlides([])).toEqual([]);
  });

  it('leaves out the article being read and unsafe links; sizes pictures; takes count', () => {
    const latest = [
      story('1', { img: '/photo/1.jpg' }),
      story('2'),
      story('3', { url: 'javascript:alert(1)' }),
      story('4', { img: 'javascript:x' }),
      story('5'),
      story('6'),
    ];
    expect(toTrendingLinks(latest, 3, '2')).toEqual([
      { url: '/news/s/articleshow/1.cms', title: 'Story 1', img: '/photo/1.jpg?w=80&h=60' },
      { url: '/news/s/articleshow/4.cms', title: 'Story 4' },
      { url: '/news/s/articleshow/5.cms', title: 'Story 5' },
    ]);
  });

  it('loads the latest-news list with room for the article itself', async () => {
    const latestNews = vi.fn(async () => ['1', '2', '3'].map((id) => story(id)));
    const props = trendingLinksContract.props.parse({});
    expect(props).toEqual({ count: 12, title: 'Trending now' });
    const data = await trendingLinks.load(ctx({ stories: { latestNews } }, { msid: '1' }), props);
    expect(latestNews).toHaveBeenCalledWith(13);
    expect(data).toHaveLength(2);
  });

  it('accepts 4 to 20 links', () => {
    expect(trendingLinksContract.props.safeParse({ count: 3 }).success).toBe(false);
    expect(trendingLinksContract.props.safeParse({ count: 21 }).success).toBe(false);
    expect(trendingLinksContract.hydrate).toBe('visible');
  });
});

describe('AR-17 trending links: server HTML', () => {
  const links = ['1', '2', '3', '4', '5', '6'].map((id) => ({ url: `/a/${id}.cms`, title: `T${id}` }));
  const html = (data: DataOf<typeof trendingLinks>) =>
    renderToStaticMarkup(<trendingLinks.View props={trendingLinksContract.props.parse({})} data={data} />);

  it('a carousel region with slides "n of m", prev disabled, the first dot current', () => {
    const out = html(links);
    expect(out).toMatch(
      /^<section role="region" aria-roledescription="carousel" [^>]*aria-label="Trending now"/,
    );
    expect(out).toContain('aria-roledescription="slide" aria-label="1 of 2"');
    expect(out).toContain('aria-label="2 of 2"');
    expect(out).toMatch(/aria-label="Previous slide" aria-disabled="true"/);
    expect(out).toMatch(/aria-label="Next slide" aria-disabled="false"/);
    expect(out).toMatch(/aria-label="Slide 1" aria-current="true" data-state="active"/);
    expect(out.match(/class="trending__item"/g)).toHaveLength(6);
  });

  it('renders nothing without links', () => {
    expect(html([])).toBe('');
  });
});
