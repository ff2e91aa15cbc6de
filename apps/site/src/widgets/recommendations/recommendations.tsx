import { safeHref } from '../../article/safeUrl.ts';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { type RecommendationsProps, recommendationsContract } from './contract.ts';

/**
 * AB-03 mid-article recommendations: the backend's `type=recommendations` for the story being
 * read (kept like the lists: the page is shared by every reader of a tier). Static: no script.
 */
export const recommendations = defineWidget(recommendationsContract, {
  async load(ctx, props) {
    const msid = ctx.article?.msid;
    if (!msid) return [];
    const stories = await ctx.content.promos.recommendations(msid, props.count);
    return stories.filter((story) => story.msid !== msid && safeHref(story.url)).slice(0, props.count);
  },
  View({ props, data }: { props: RecommendationsProps; data: StoryItem[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget widget--recommendations recommendations" aria-label={props.title}>
        <h2 className="widget__title">{props.title}</h2>
        <ul className="widget__list recommendations__list">
          {data.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} image={{ size: 'storyListThumbnail' }} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
