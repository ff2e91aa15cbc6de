import {
  type RelatedNewsBoxProps,
  relatedNewsBoxContract,
} from '@newsroom/contracts/widgets/related-news-box';
import { completeRelated, type RelatedStory } from '../../article/related.ts';
import { defineWidget } from '../types.ts';

/** AB-16: one related story in a box inside the body; part N shows the N-th complete one. */
export const relatedNewsBox = defineWidget(relatedNewsBoxContract, {
  load: async (ctx, { part }) => (ctx.article ? (completeRelated(ctx.article)[part - 1] ?? null) : null),
  View({ data }: { props: RelatedNewsBoxProps; data: RelatedStory | null }) {
    if (!data) return null;
    return (
      <aside className="related-box" aria-label="Related story">
        <a className="related-box__link" href={data.url}>
          <img src={data.img} alt="" width={120} height={90} loading="lazy" decoding="async" />
          <span>
            <span className="related-box__label">Also read</span>
            <span className="related-box__title">{data.title}</span>
          </span>
        </a>
      </aside>
    );
  },
});
