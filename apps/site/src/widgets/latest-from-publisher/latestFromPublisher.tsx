import {
  type LatestFromPublisherProps,
  latestFromPublisherContract,
} from '@newsroom/contracts/widgets/latest-from-publisher';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

/** AB-12: the publisher's newest stories, leaving out the one being read. */
export const latestFromPublisher = defineWidget(latestFromPublisherContract, {
  async load(ctx, { count }) {
    const stories = await ctx.content.stories.latestNews(count + 1);
    return stories.filter((story) => story.msid !== ctx.article?.msid).slice(0, count);
  },
  View({ props: { title }, data }: { props: LatestFromPublisherProps; data: StoryItem[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget widget--latest">
        <h2 className="widget__title">{title}</h2>
        <ol className="widget__list">
          {data.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} image={{ size: 'storyListThumbnail' }} />
            </li>
          ))}
        </ol>
      </section>
    );
  },
});
