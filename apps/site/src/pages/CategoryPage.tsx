import type { NavSection } from '../config/sections.ts';
import type { StoryItem } from '../content/schemas.ts';
import { type LoadedSlot, Region } from '../layout/regions.tsx';
import { StoryLink } from '../widgets/shared/StoryLink.tsx';
import { Chrome } from './Chrome.tsx';

/** AB-01 category page: a section's newest stories, sub-sections included; its aside from category.json. */
export function CategoryPage({
  section,
  stories,
  aside = [],
}: {
  section: NavSection;
  stories: readonly StoryItem[];
  aside?: readonly LoadedSlot[];
}) {
  return (
    <Chrome current={section.path}>
      <div className="category category-layout">
        <div className="category__main">
          <h1 className="category__title">{section.name}</h1>
          {stories.length === 0 ? (
            <p>No stories in this section yet.</p>
          ) : (
            <ul className="category__list">
              {stories.map((story, index) => (
                <li key={story.msid}>
                  <StoryLink story={story} image={{ size: 'categoryStory', eager: index < 2 }} showSynopsis />
                </li>
              ))}
            </ul>
          )}
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
