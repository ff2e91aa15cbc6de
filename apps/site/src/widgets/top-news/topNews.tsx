import { Island } from '@newsroom/composer';
import type { StoryItem } from '../../content/schemas.ts';
import { marketsWidgetContract } from '../markets-widget/contract.ts';
import {
  type MarketsWidgetData,
  MarketsWidgetView,
  toMarketsWidgetData,
} from '../markets-widget/MarketsWidgetView.tsx';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { type TopNewsProps, topNewsContract } from './contract.ts';

export interface TopNewsData {
  stories: StoryItem[];
  /** HM-02: the markets widget's figures; null when not wanted or not to be had (logged). */
  markets: MarketsWidgetData | null;
}

/** The markets widget inside top news keeps that widget’s own settings (heading, link) and wakes as it does: on the first scroll. */
const MARKETS_PROPS = marketsWidgetContract.props.parse({});

/**
 * HM-02 (first part): the top stories, the first one as the headline with its picture, and the
 * markets widget after the 5th story (`marketsAfter`). Without the indices the stories still show.
 */
export const topNews = defineWidget(topNewsContract, {
  async load(ctx, { count, marketsAfter }) {
    const [stories, markets] = await Promise.all([
      ctx.content.latestNews(count),
      marketsAfter > 0 && marketsAfter < count
        ? ctx.content.markets.indices().then(toMarketsWidgetData, (error: Error) => {
            ctx.log?.(`widget top-news: markets widget left out: ${error.message}`);
            return null;
          })
        : null,
    ]);
    return { stories, markets };
  },
  View({ props: { title, marketsAfter }, data }: { props: TopNewsProps; data: TopNewsData }) {
    const [lead, ...rest] = data.stories;
    if (!lead) return null;
    // The headline is the 1st story: the widget follows the list's (marketsAfter − 1)-th item.
    const split = data.markets && marketsAfter > 0 ? Math.min(marketsAfter - 1, rest.length) : rest.length;
    const list = (stories: StoryItem[]) =>
      stories.length > 0 && (
        <ul className="widget__list widget__list--ruled">
          {stories.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
      );
    return (
      <section className="widget widget--top-news">
        <h2 className="widget__title">{title}</h2>
        <div className="top-news__lead">
          <StoryLink story={lead} image={{ size: 'topNewsLead', eager: true }} showSynopsis />
        </div>
        {list(rest.slice(0, split))}
        {data.markets && (
          <div className="top-news__markets">
            <Island
              name="markets-widget"
              hydrate="scroll"
              props={{ props: MARKETS_PROPS, data: data.markets }}
            >
              <MarketsWidgetView title={MARKETS_PROPS.title} href={MARKETS_PROPS.href} data={data.markets} />
            </Island>
          </div>
        )}
        {list(rest.slice(split))}
      </section>
    );
  },
});
