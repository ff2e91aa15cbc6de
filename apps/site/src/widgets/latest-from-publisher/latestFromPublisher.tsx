import { z } from 'zod';
import { publication } from '../../config/publication.ts';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(3).describe('How many stories (AB-12: 3)'),
  title: z.string().min(1).max(60).default(`Latest from ${publication.shortName}`).describe('Heading'),
});
type Props = z.infer<typeof props>;

/** AB-12: the publisher's newest stories, leaving out the one being read. */
export const latestFromPublisher = defineWidget<Props, StoryItem[]>({
  id: 'latest-from-publisher',
  description: 'The newest stories across the publication (AB-12), as a short list with pictures.',
  props,
  hydrate: 'none',
  async load(ctx, { count }) {
    const stories = await ctx.content.latestNews(count + 1);
    return stories.filter((story) => story.msid !== ctx.article?.msid).slice(0, count);
  },
  View({ props: { title }, data }) {
    if (data.length === 0) return null;
    return (
      <section className="widget widget--latest" aria-labelledby="latest-from-publisher">
        <h2 className="widget__title" id="latest-from-publisher">
          {title}
        </h2>
        <ol className="widget__list">
          {data.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} image={{ width: 96, height: 72 }} />
            </li>
          ))}
        </ol>
      </section>
    );
  },
});
