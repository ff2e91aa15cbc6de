import { topNewsContract } from '@newsroom/contracts/widgets/top-news';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetContext } from '../types.ts';
import { topNews } from './topNews.tsx';

// HM-02, issue 27: the Top News and Latest News tabs are links to the home page with that tab
// open, and the server renders the one the address chose, Latest's list and all, so a reader
// whose script failed (or who has none) still reads every tab.

const story = (msid: number, title: string): StoryItem => ({
  msid: String(msid),
  title,
  url: `/news/s/articleshow/${msid}.cms`,
});
const TOP = Array.from({ length: 22 }, (_, i) => story(100 + i, `Top story ${i + 1}`));
const LATEST = Array.from({ length: 30 }, (_, i) => story(200 + i, `Latest story ${i + 1}`));

const props = topNewsContract.props.parse({ marketsAfter: 0 });

async function page(query: Record<string, string>, latest: () => Promise<StoryItem[]> = async () => LATEST) {
  const content = { stories: { list: vi.fn(async () => TOP), latestNews: vi.fn(latest) } };
  const log = vi.fn();
  const ctx = {
    content: content as unknown as ContentClient,
    page: { page: { path: '/' }, url: { query } },
    log,
  } as unknown as WidgetContext;
  const data = await topNews.load(ctx, props);
  return { html: renderToStaticMarkup(<topNews.View props={props} data={data} />), content, log };
}

const tab = (html: string, name: string) =>
  new RegExp(`<a [^>]*role="tab"[^>]*>${name}`).exec(html)?.[0] ?? '';
const panel = (html: string, value: 'top' | 'latest') =>
  new RegExp(`<div [^>]*role="tabpanel"[^>]*id="[^"]*-content-${value}"[^>]*>`).exec(html)?.[0] ?? '';

describe('HM-02, issue 27 top news tabs are links the server answers', () => {
  it('each tab is a link to the home page with that tab open, landing on the widget', async () => {
    const { html, content } = await page({});
    expect(html).toContain('<section class="widget widget--top-news" id="top-news">');
    expect(tab(html, 'Top News')).toMatch(/^<a href="\/#top-news"/);
    expect(tab(html, 'Latest News')).toMatch(/^<a href="\/\?top=latest#top-news"/);
    expect(tab(html, 'Top News')).toContain('aria-selected="true"');
    expect(tab(html, 'Latest News')).not.toContain('type=');
    // Latest is the browser's to fetch on a page that opened on Top News.
    expect(content.stories.latestNews).not.toHaveBeenCalled();
    expect(panel(html, 'latest')).toContain('hidden=""');
  });

  it('?top=latest renders Latest News selected with its list, as many as Top News shows', async () => {
    const { html, content } = await page({ top: 'latest' });
    expect(content.stories.latestNews).toHaveBeenCalledWith(22);
    expect(tab(html, 'Latest News')).toContain('aria-selected="true"');
    expect(tab(html, 'Top News')).toContain('aria-selected="false"');
    expect(panel(html, 'latest')).toContain('data-status="served"');
    expect(panel(html, 'latest')).not.toContain('hidden');
    expect(panel(html, 'top')).toContain('hidden=""');
    expect(html).toContain('Latest story 22<');
    expect(html).not.toContain('Latest story 23<');
    expect(html).toContain('href="/news/latest-news">All the latest news</a>');
    // The island opens where the page did; the stories stay out of its props.
    const islandProps = /data-island="top-news"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(islandProps).toContain('&quot;opensOn&quot;:&quot;latest&quot;');
    expect(islandProps).toContain('&quot;latestInPage&quot;:&quot;served&quot;');
    expect(islandProps).not.toContain('Latest story');
  });

  it('Latest that cannot be had: the tab open on the failure with the way to every latest story, logged', async () => {
    const { html, log } = await page({ top: 'latest' }, () => Promise.reject(new Error('502')));
    expect(panel(html, 'latest')).toContain('data-status="failed"');
    expect(html).toContain('The latest news could not be loaded just now.');
    expect(html).toContain('href="/news/latest-news">See all the latest news</a>');
    expect(log).toHaveBeenCalledWith('widget top-news: the latest news left out: 502');
  });

  it('a value the widget does not know opens on Top News and asks for nothing more', async () => {
    for (const top of ['Latest', 'latest ', '"><script>alert(1)</script>']) {
      const { html, content } = await page({ top });
      expect(tab(html, 'Top News'), top).toContain('aria-selected="true"');
      expect(content.stories.latestNews).not.toHaveBeenCalled();
      expect(html).not.toContain('<script>');
    }
  });
});
