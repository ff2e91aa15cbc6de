import type { ReactNode } from 'react';
import type { StoryItem } from '../content/schemas.ts';
import { StoryLink } from '../widgets/shared/StoryLink.tsx';
import { Chrome } from './Chrome.tsx';

/** The address of page `n` of a paged list: page 1 has no query, as the canonical address. */
export function pagePath(path: string, n: number): string {
  return n > 1 ? `${path}?page=${n}` : path;
}

/** Newer and older links of a paged list (AB-15, AB-16, HM-12), plain links that work without script. */
export function Pager({
  page,
  pages,
  path,
  label,
}: {
  page: number;
  pages: number;
  path: string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="story-list-page__pages" aria-label={`${label}: pages`}>
      {page > 1 && (
        <a rel="prev" href={pagePath(path, page - 1)}>
          ← Newer stories
        </a>
      )}
      {page < pages && (
        <a rel="next" href={pagePath(path, page + 1)}>
          Older stories →
        </a>
      )}
    </nav>
  );
}

/**
 * AB-15 / AB-16: a list of stories a page at a time (an author's, a topic's), with newer and
 * older links that work without JavaScript; `header` says whose or what stories they are.
 */
export function StoryListPage({
  header,
  stories,
  page,
  pages,
  path,
  label,
  empty,
}: {
  header: ReactNode;
  stories: readonly StoryItem[];
  page: number;
  pages: number;
  path: string;
  /** Names the list and its paging for screen readers, e.g. "Stories by Asha Rao". */
  label: string;
  empty: string;
}) {
  return (
    <Chrome>
      <div className="story-list-page category">
        {header}
        <section aria-label={label}>
          {pages > 1 && (
            <p className="story-list-page__count">
              Page {page} of {pages}
            </p>
          )}
          {stories.length === 0 ? (
            <p>{empty}</p>
          ) : (
            <ul className="category__list">
              {stories.map((story, index) => (
                <li key={story.msid}>
                  <StoryLink story={story} image={{ size: 'categoryStory', eager: index < 2 }} showSynopsis />
                </li>
              ))}
            </ul>
          )}
        </section>
        <Pager page={page} pages={pages} path={path} label={label} />
      </div>
    </Chrome>
  );
}
