import { Island } from '@newsroom/composer';
import { topNewsCount } from '@newsroom/rules/home';
import type { ReactNode } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import MarketsWidgetIsland from '../../islands/markets-widget.island.tsx';
import TopNewsIsland from '../../islands/top-news.island.tsx';
import { marketsWidgetContract } from '../markets-widget/contract.ts';
import { type MarketsWidgetData, toMarketsWidgetData } from '../markets-widget/MarketsWidgetView.tsx';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { type TopNewsProps, topNewsContract } from './contract.ts';
import type { TopNewsTabsSettings } from './TopNewsView.tsx';

export interface TopNewsData {
  stories: StoryItem[];
  /** HM-02: the markets widget's figures; null when not wanted or not to be had (logged). */
  markets: MarketsWidgetData | null;
}

/** The markets widget inside top news keeps that widget’s own settings (heading, link) and wakes as it does: on the first scroll. */
const MARKETS_PROPS = marketsWidgetContract.props.parse({});

const columnOf = (props: TopNewsProps) => ({
  iplActive: props.iplActive,
  liveTvInColumn: props.liveTvInColumn,
});

/** What the tabs island is given: the tabs' words and links and the column's facts. */
export function topNewsSettings(props: TopNewsProps): TopNewsTabsSettings {
  return {
    title: props.title,
    latestTitle: props.latestTitle,
    href: props.href,
    latestHref: props.latestHref,
    fitted: props.count,
    column: columnOf(props),
  };
}

/**
 * The Top News panel as the server renders it: the headline with its picture, the list, the
 * markets widget after the `marketsAfter`-th story (an island of its own) and the way to more.
 */
export function TopNewsTopPanel({ props, data }: { props: TopNewsProps; data: TopNewsData }) {
  const [lead, ...rest] = data.stories;
  if (!lead) return null;
  const { marketsAfter } = props;
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
    <>
      <div className="top-news__lead">
        <StoryLink story={lead} image={{ size: 'topNewsLead', eager: true }} showSynopsis />
      </div>
      {list(rest.slice(0, split))}
      {data.markets && (
        <div className="top-news__markets">
          <Island hydrate="scroll">
            <MarketsWidgetIsland props={MARKETS_PROPS} data={data.markets} />
          </Island>
        </div>
      )}
      {list(rest.slice(split))}
      <p className="top-news__more">
        <a href={props.href}>More top news</a>
      </p>
    </>
  );
}

/**
 * HM-02: the editors' top stories (`listId`), the first as the headline with its picture, the
 * markets widget after the 5th (`marketsAfter`), as many as the column takes (17 beside live TV or
 * the IPL widget, else the fitted `count`); the tabs add the Latest News list in the browser.
 * Without the indices the stories still show.
 */
export const topNews = defineWidget(topNewsContract, {
  async load(ctx, props) {
    const limit = topNewsCount(columnOf(props), props.count);
    const { marketsAfter } = props;
    const [stories, markets] = await Promise.all([
      ctx.content.list({ msid: props.listId, top: limit }),
      marketsAfter > 0 && marketsAfter < limit
        ? ctx.content.markets.indices().then(toMarketsWidgetData, (error: Error) => {
            ctx.log?.(`widget top-news: markets widget left out: ${error.message}`);
            return null;
          })
        : null,
    ]);
    return { stories: stories.slice(0, limit), markets };
  },
  View({ props, data }: { props: TopNewsProps; data: TopNewsData }) {
    if (data.stories.length === 0) return null;
    return (
      <TopNewsSection
        settings={topNewsSettings(props)}
        topPanel={<TopNewsTopPanel props={props} data={data} />}
      />
    );
  },
});

/** The server's top news: the tabs island around the stories. */
function TopNewsSection({ settings, topPanel }: { settings: TopNewsTabsSettings; topPanel: ReactNode }) {
  return (
    <section className="widget widget--top-news">
      <h2 className="visually-hidden">{settings.title}</h2>
      <Island hydrate="engage">
        <TopNewsIsland settings={settings}>{topPanel}</TopNewsIsland>
      </Island>
    </section>
  );
}
