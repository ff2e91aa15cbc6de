import type { NavSection } from '../config/sections.ts';
import type { StoryItem } from '../content/schemas.ts';
import { StoryLink } from '../widgets/shared/StoryLink.tsx';
import { Chrome } from './Chrome.tsx';

/** AB-01 category page: a section's newest stories, sub-sections included. */
export function CategoryPage({ section, stories }: { section: NavSection; stories: readonly StoryItem[] }) {
  return (
    <Chrome current={section.path}>
      <div className="category">
        <h1 className="category__title">{section.name}</h1>
        {stories.length === 0 ? (
          <p>No stories in this section yet.</p>
        ) : (
          <ul className="category__list">
            {stories.map((story, index) => (
              <li key={story.msid}>
                <StoryLink story={story} image={{ width: 240, height: 135, eager: index < 2 }} showSynopsis />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Chrome>
  );
}
