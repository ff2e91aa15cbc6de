import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import { shortenHeadline } from '../../article/jsonLd.ts';
import { LIVE_BLOG_PAGE_TOP, type LiveBlog, updateParagraphs } from '../../content/liveBlogs.ts';
import { toIstIso } from '../../lib/istTime.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { PageDeps } from '../kit/pageDeps.ts';
import { LiveBlogPage } from './LiveBlogPage.tsx';

/** Shorter than other pages: a live blog is read for what is new. */
const PAGE_MAX_AGE = 15;

/** A live blog's page: 404 for a msid that is not a live blog, 301 from any other slug. */
export async function liveBlogPage(
  msid: string,
  deps: PageDeps,
  notFound: () => PageResult,
): Promise<PageResult> {
  const blog = await deps.content.media.liveBlog(msid, LIVE_BLOG_PAGE_TOP);
  const path = blog ? safeHref(blog.url) : null;
  if (!blog || !path?.startsWith('/')) return notFound();
  if (!deps.preview && path !== deps.url.pathname) {
    return { status: 301, redirect: path + deps.url.search, head: { title: '' }, body: <></>, maxAge: 3600 };
  }
  const url = `${deps.origin}${path}`;
  const first = blog.data[0];
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${blog.title} | Live | ${publication.name}`,
      description: (first ? updateParagraphs(first.storyJSON).join(' ') : '').slice(0, 300) || blog.title,
      canonical: url,
      jsonLd: [liveBlogPostingLd(blog, url)],
    },
    body: <LiveBlogPage blog={blog} />,
  };
}

/** schema.org LiveBlogPosting with its updates (newest first) as BlogPostings. */
export function liveBlogPostingLd(blog: LiveBlog, url: string): Record<string, unknown> {
  const oldest = blog.data.at(-1);
  const modified = toIstIso(blog.updated);
  const started = toIstIso(oldest?.time);
  return {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    headline: shortenHeadline(blog.title),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(started ? { coverageStartTime: started, datePublished: started } : {}),
    ...(modified ? { dateModified: modified } : {}),
    publisher: { '@type': 'NewsMediaOrganization', name: publication.name },
    liveBlogUpdate: blog.data.map((update) => {
      const published = toIstIso(update.time);
      return {
        '@type': 'BlogPosting',
        headline: shortenHeadline(update.title || updateParagraphs(update.storyJSON)[0] || blog.title),
        articleBody: updateParagraphs(update.storyJSON).join('\n\n'),
        url: `${url}#update-${update.id}`,
        ...(published ? { datePublished: published } : {}),
      };
    }),
  };
}
