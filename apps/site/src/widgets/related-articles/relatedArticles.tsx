import {
  type RelatedArticlesProps,
  relatedArticlesContract,
} from '@newsroom/contracts/widgets/related-articles';
import { completeRelated, type RelatedStory } from '../../article/related.ts';
import { defineWidget } from '../types.ts';

/** AB-16: the sidebar block of related stories. */
export const relatedArticles = defineWidget(relatedArticlesContract, {
  load: async (ctx, { count }) => (ctx.article ? completeRelated(ctx.article).slice(0, count) : []),
  View({ props: { title }, data }: { props: RelatedArticlesProps; data: RelatedStory[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget widget--related">
        <h2 className="widget__title">{title}</h2>
        <ul className="widget__list widget__list--ruled">
          {data.map((story) => (
            <li key={story.url}>
              <a className="story-link" href={story.url}>
                <img
                  className="story-link__img"
                  src={story.img}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
                <span className="story-link__text">
                  <span className="story-link__title">{story.title}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
