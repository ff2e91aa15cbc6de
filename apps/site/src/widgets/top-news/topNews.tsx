import type { StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { type TopNewsProps, topNewsContract } from './contract.ts';

/** HM-02 (first part): the top stories, the first one as the headline with its picture. */
export const topNews = defineWidget(topNewsContract, {
  load: (ctx, { count }) => ctx.content.latestNews(count),
  View({ props: { title }, data }: { props: TopNewsProps; data: StoryItem[] }) {
    const [lead, ...rest] = data;
    if (!lead) return null;
    return (
      <section className="widget widget--top-news">
        <h2 className="widget__title">{title}</h2>
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
