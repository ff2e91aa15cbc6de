import {
  type TrendingInSectionProps,
  trendingInSectionContract,
} from '@newsroom/contracts/widgets/trending-in-section';
import { safeHref } from '@newsroom/rules/safe-url';
import { useId } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import { defineWidget } from '../types.ts';

/** The section's name and its trending stories (the article itself left out). */
export interface TrendingInSectionData {
  section: string;
  stories: StoryItem[];
}

/**
 * AB-12 trending in section: the article's top section's most discussed recent stories (the
 * backend's `type=trending`, top 30), leaving out the article itself. A numbered list, the first
 * `shown` open and the rest in a disclosure, so thirty headlines do not make the column endless
 * and all of them are in the HTML.
 */
export const trendingInSection = defineWidget(trendingInSectionContract, {
  async load(ctx, { count }): Promise<TrendingInSectionData> {
    const sectionId = ctx.article?.subsecnames?.subsec1;
    if (!sectionId) return { section: '', stories: [] };
    const stories = await ctx.content.stories.trending(sectionId, Math.min(30, count + 1));
    return {
      section: ctx.article?.subsecnames?.subsecname1 || 'this section',
      stories: stories
        .filter((story) => story.msid !== ctx.article?.msid && safeHref(story.url))
        .slice(0, count),
    };
  },
  View({ props: { shown }, data }: { props: TrendingInSectionProps; data: TrendingInSectionData }) {
    const heading = useId();
    if (data.stories.length === 0) return null;
    const item = (story: StoryItem) => (
      <li key={story.msid}>
        <a href={safeHref(story.url)!}>{story.title}</a>
      </li>
    );
    const first = data.stories.slice(0, shown);
    const rest = data.stories.slice(shown);
    return (
      <section className="widget widget--trending" aria-labelledby={heading}>
        <h2 className="widget__title" id={heading}>
          Trending in {data.section}
        </h2>
        <ol className="trending-list">{first.map(item)}</ol>
        {rest.length > 0 && (
          <details className="trending-more">
            <summary>More trending ({rest.length})</summary>
            <ol className="trending-list" start={first.length + 1}>
              {rest.map(item)}
            </ol>
          </details>
        )}
      </section>
    );
  },
});
