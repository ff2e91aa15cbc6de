import { Island } from '@newsroom/composer';
import type { LiveBlog } from '../../content/liveBlogs.ts';
import { formatIst } from '../../lib/istTime.ts';
import { Chrome } from '../Chrome.tsx';
import { LiveUpdateItem } from './LiveUpdateItem.tsx';
import LiveBlogIsland, { type LiveBlogIslandData } from './liveblog.island.tsx';

/**
 * A live blog's page: the title, when it was last updated, and its updates with their times,
 * newest first. Above them the island's bar for updates posted while the page is open.
 */
export function LiveBlogPage({ blog }: { blog: LiveBlog }) {
  const updated = formatIst(blog.updated);
  const data: LiveBlogIslandData = { msid: blog.msid, newestId: blog.data[0]?.id ?? '0' };
  return (
    <Chrome>
      <article className="live-blog" data-msid={blog.msid}>
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <a href="/">Home</a>
            </li>
            <li>Live blog</li>
          </ol>
        </nav>
        <p className="live-blog__mark">
          <span className="live-blog__dot" aria-hidden="true" />
          Live
        </p>
        <h1 className="live-blog__title">{blog.title}</h1>
        <p className="live-blog__dateline">
          {updated && (
            <>
              Last updated <time dateTime={blog.updated}>{updated}</time>
            </>
          )}
          <span>
            {blog.count} {blog.count === 1 ? 'update' : 'updates'}
          </span>
        </p>
        <Island hydrate="load">
          <LiveBlogIsland data={data} />
        </Island>
        {blog.data.length === 0 ? (
          <p>No updates yet.</p>
        ) : (
          <ol className="live-blog__list" aria-label="Updates, newest first">
            {blog.data.map((update) => (
              <LiveUpdateItem key={update.id} update={update} />
            ))}
          </ol>
        )}
      </article>
    </Chrome>
  );
}
