import {
  type RecommendationsProps,
  recommendationsContract,
} from '@newsroom/contracts/widgets/recommendations';
import { safeHref } from '@newsroom/rules/safe-url';
import { useId } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

/**
 * AB-23 the recommendation widget (the spec's recommendation provider, here the publication's own:
 * `type=recommendations`, the stories sharing most of the article's keywords). Static HTML: its
 * "loader" is the page itself, so a page that must not load it simply leaves the slot out (the
 * layout's `recommendationsAllowed`). Its sponsored card is an ad slot of its own (`rec1`), which
 * the layout shows only where ads are allowed and the Matchid is not e.
 */
export const recommendations = defineWidget(recommendationsContract, {
  async load(ctx, { count }): Promise<StoryItem[]> {
    const msid = ctx.article?.msid;
    if (!msid) return [];
    // Hostile answers: the story itself and any link that is not a safe address are left out.
    return (await ctx.content.stories.recommendations(msid, count))
      .filter((story) => story.msid !== msid && safeHref(story.url))
      .slice(0, count);
  },
  View({ props: { title }, data }: { props: RecommendationsProps; data: StoryItem[] }) {
    const heading = useId();
    if (data.length === 0) return null;
    return (
      <section className="widget widget--recommendations" aria-labelledby={heading}>
        <h2 className="widget__title" id={heading}>
          {title}
        </h2>
        <ul className="widget__list widget__list--ruled">
          {data.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} image={{ size: 'storyListThumbnail' }} />
            </li>
          ))}
        </ul>
        <p className="widget__provider">Recommended by Ledger</p>
      </section>
    );
  },
});
