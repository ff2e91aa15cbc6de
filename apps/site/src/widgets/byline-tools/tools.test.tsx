import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Article } from '../../content/schemas.ts';
import type { FakeContent } from '../../server/testing/fakeContent.ts';
import type { AnyWidget, WidgetContext } from '../types.ts';
import { bookmark, commentCount, fontSize, mail, print, share, stickyBar } from './tools.tsx';

// AR-10 byline tools and the AR-11 sticky bar as layout widgets: their data is the article's.

const article = {
  msid: '125400335',
  title: 'RBI keeps repo rate unchanged',
  url: '/news/rbi-keeps-repo-rate-unchanged/articleshow/125400335.cms',
} as Article;

const ctx = (content: FakeContent = {}, withArticle = true): WidgetContext =>
  ({ content, page: {}, ...(withArticle ? { article } : {}) }) as unknown as WidgetContext;
const html = async (widget: AnyWidget, context = ctx()) =>
  renderToStaticMarkup(<widget.View props={{}} data={await widget.load(context, {})} />);

describe('AR-10 byline tools', () => {
  it('share: the article’s path and title', async () => {
    expect(await share.load(ctx(), {})).toEqual({ path: article.url, title: article.title });
  });

  it('mail and bookmark: the article id; bookmark’s sign-in comes back to the story', async () => {
    expect(await mail.load(ctx(), {})).toEqual({ msid: '125400335' });
    expect(await bookmark.load(ctx(), {})).toEqual({
      msid: '125400335',
      loginPath: `/login?return=${encodeURIComponent(article.url)}`,
    });
  });

  it('print: a plain link to the print view', async () => {
    const markup = await html(print);
    expect(markup).toContain('href="/news/rbi-keeps-repo-rate-unchanged/printarticle/125400335.cms"');
    expect(markup).toContain('<span class="visually-hidden">Print this story</span>');
  });

  it('comments: the article’s count from the backend; a failure leaves the button out', async () => {
    const count = vi.fn(async () => 7);
    const markup = await html(commentCount, ctx({ comments: { count } }));
    expect(count).toHaveBeenCalledWith('125400335');
    expect(markup).toContain('aria-label="Comments: 7 comments"');
    const failing = vi.fn(async () => Promise.reject(new Error('Bad Gateway')));
    await expect(commentCount.load(ctx({ comments: { count: failing } }), {})).rejects.toThrow('Bad Gateway');
  });

  it('font size: the "Aa" button, the same for every reader', async () => {
    expect(await html(fontSize)).toContain('Aa');
  });

  it.each([share, mail, bookmark, print, commentCount, stickyBar])(
    '$id is left out (with a reason) on a page without an article',
    async (widget) => {
      await expect(widget.load(ctx({}, false), {})).rejects.toThrow(`${widget.id} needs an article page`);
    },
  );
});

describe('AR-11 sticky bar', () => {
  it('carries the story’s title, hidden until the island wakes', async () => {
    const markup = await html(stickyBar);
    expect(markup).toContain(article.title);
  });
});
