import { type MostPopularProps, mostPopularContract } from '@newsroom/contracts/widgets/most-popular';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

/**
 * AR-18 ranking rule (docs/decisions.md): the backend keeps no read counts, so "most popular" is
 * the latest-news list (the day's stories readers reach from every page) after its newest `skip`
 * (which the "latest from" block shows), without the article being read, first `count`.
 */
export function rankMostPopular(
  latest: readonly StoryItem[],
  { count, skip }: Pick<MostPopularProps, 'count' | 'skip'>,
  currentMsid?: string,
): StoryItem[] {
  return latest
    .slice(skip)
    .filter((story) => story.msid !== currentMsid)
    .slice(0, count);
}

/** AR-18: the most-popular list, numbered, in the sidebar. */
export const mostPopular = defineWidget(mostPopularContract, {
  async load(ctx, props) {
    // The list is parsed with zod in the content client; one extra for the article itself.
    const latest = await ctx.content.stories.latestNews(props.skip + props.count + 1);
    return rankMostPopular(latest, props, ctx.article?.msid);
  },
  View({ props: { title }, data }: { props: MostPopularProps; data: StoryItem[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget widget--most-popular">
        <h2 className="widget__title">{title}</h2>
        <ol className="widget__list widget__list--ruled most-popular__list">
          {data.map((story) => (
            <li key={story.msid} className="most-popular__item">
              <StoryLink story={story} />
            </li>
          ))}
        </ol>
      </section>
    );
  },
});
