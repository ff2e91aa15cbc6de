import { z } from 'zod';
import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

const props = z.strictObject({
  count: z.number().int().min(5).max(40).default(17).describe('Stories in the list (HM-02: at least 17)'),
  title: z.string().min(1).max(60).default('Top News'),
});
type Props = z.infer<typeof props>;

/** HM-02 (first part): the top stories, the first one as the headline with its picture. */
export const topNews = defineWidget<Props, StoryItem[]>({
  id: 'top-news',
  description: 'Top stories of the home page; the first is shown as the headline (HM-02).',
  props,
  hydrate: 'none',
  load: (ctx, { count }) => ctx.content.latestNews(count),
  View({ props: { title }, data }) {
    const [lead, ...rest] = data;
    if (!lead) return null;
    return (
      <section className="widget widget--top-news" aria-labelledby="top-news">
        <h2 className="widget__title" id="top-news">
          {title}
        </h2>
        <div className="top-news__lead">
          <StoryLink story={lead} image={{ width: 640, height: 360, eager: true }} showSynopsis />
        </div>
        <ul className="widget__list widget__list--ruled">
          {rest.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
