import { ANALYTICS_PAGE_ATTR, pageViewAttribute } from '@newsroom/rules/analytics';
import type { StoryItem } from '../content/schemas.ts';
import { type LoadedSlot, Region } from '../layout/regions.tsx';
import { StoryLink } from '../widgets/shared/StoryLink.tsx';
import { Chrome } from './Chrome.tsx';
import { Pager } from './StoryListPage.tsx';

export interface CategoryPageProps {
  /** The section (or list) shown: its name and its one address. */
  section: { name: string; path: string; facts?: { id: string } | null };
  /** The navigation entry lit for it (its top-level section). */
  current: string;
  stories: readonly StoryItem[];
  page: number;
  pages: number;
  /** The sections directly below it. */
  subsections?: readonly { name: string; url: string }[];
  aside?: readonly LoadedSlot[];
}

/**
 * AB-01, HM-12 section page: one shared page for every section (the top and latest lists too):
 * its newest stories, sub-sections included, a page at a time; the sections below it; the right
 * column from category.json, where per-section overrides live.
 */
export function CategoryPage({
  section,
  current,
  stories,
  page,
  pages,
  subsections = [],
  aside = [],
}: CategoryPageProps) {
  const label = `${section.name} stories`;
  return (
    <Chrome current={current}>
      <div
        className="category category-layout"
        {...{
          [ANALYTICS_PAGE_ATTR]: pageViewAttribute({
            layout: 'category',
            section: section.facts?.id ?? '',
            msid: '',
          }),
        }}
      >
        <div className="category__main">
          <h1 className="category__title">{section.name}</h1>
          {subsections.length > 0 && (
            <nav className="category__subsections" aria-label={`Sections of ${section.name}`}>
              <ul>
                {subsections.map((child) => (
                  <li key={child.url}>
                    <a href={child.url}>{child.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section aria-label={label}>
            {pages > 1 && (
              <p className="story-list-page__count">
                Page {page} of {pages}
              </p>
            )}
            {stories.length === 0 ? (
              <p>No stories in this section yet.</p>
            ) : (
              <ul className="category__list">
                {stories.map((story, index) => (
                  <li key={story.msid}>
                    <StoryLink
                      story={story}
                      image={{ size: 'categoryStory', eager: index < 2 }}
                      showSynopsis
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Pager page={page} pages={pages} path={section.path} label={label} />
        </div>
        {aside.length > 0 && (
          <aside className="category-layout__aside" aria-label="More from the section">
            <Region name="aside" slots={aside} />
          </aside>
        )}
      </div>
    </Chrome>
  );
}
