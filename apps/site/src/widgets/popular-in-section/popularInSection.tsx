import {
  type PopularInSectionProps,
  popularInSectionContract,
} from '@newsroom/contracts/widgets/popular-in-section';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

export interface PopularInSectionData {
  section: string;
  stories: StoryItem[];
}

/** AB-12: "Popular in {section}", the article's top section, leaving the article itself out. */
export const popularInSection = defineWidget(popularInSectionContract, {
  async load(ctx, { count }): Promise<PopularInSectionData> {
    const sectionId = ctx.article?.subsecnames?.subsec1;
    if (!sectionId) return { section: '', stories: [] };
    const stories = await ctx.content.stories.list({ msid: sectionId, top: count + 1, hierarchy: true });
    return {
      section: ctx.article?.subsecnames?.subsecname1 || 'this section',
      stories: stories.filter((story) => story.msid !== ctx.article?.msid).slice(0, count),
    };
  },
  View({ props: { pictures }, data }: { props: PopularInSectionProps; data: PopularInSectionData }) {
    if (data.stories.length === 0) return null;
    return (
      <section className="widget widget--popular">
        <h2 className="widget__title">Popular in {data.section}</h2>
        <ol className="widget__list widget__list--ruled">
          {data.stories.map((story) => (
            <li key={story.msid}>
              <StoryLink
                story={story}
                {...(pictures ? { image: { size: 'storyListThumbnail' as const } } : {})}
              />
            </li>
          ))}
        </ol>
      </section>
    );
  },
});
