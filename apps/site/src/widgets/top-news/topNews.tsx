import { Island } from '@newsroom/composer';
import { marketsWidgetContract } from '@newsroom/contracts/widgets/markets-widget';
import { type TopNewsProps, topNewsContract } from '@newsroom/contracts/widgets/top-news';
import type { TopNewsTab } from '@newsroom/machines';
import { topNewsCount } from '@newsroom/rules/home';
import type { StoryItem } from '../../content/schemas.ts';
import { type TabLinks, tabHref, tabLinksOf } from '../../lib/routes/tabHref.ts';
import { chosenTab } from '../../lib/routes/tabQuery.ts';
import { type MarketsWidgetData, toMarketsWidgetData } from '../markets-widget/MarketsWidgetView.tsx';
import MarketsWidgetIsland from '../markets-widget/markets-widget.island.tsx';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';
import { LatestList, type TopNewsPanels, type TopNewsTabsSettings } from './TopNewsView.tsx';
import TopNewsIsland from './top-news.island.tsx';

export interface TopNewsData {
  stories: StoryItem[];
  /** HM-02: the markets widget's figures; null when not wanted or not to be had (logged). */
  markets: MarketsWidgetData | null;
  /** Issue 27: the tab the address chose (`?top=latest`) and where the tabs' links lead. */
  tab: TopNewsTab;
  links: TabLinks;
  /** Opened on Latest: its list, as many as the column shows; null when it could not be had (logged). */
  latest: StoryItem[] | null;
}

/** The markets widget inside top news keeps that widget’s own settings (heading, link) and wakes as it does: on the first scroll. */
const MARKETS_PROPS = marketsWidgetContract.props.parse({});

const columnOf = (props: TopNewsProps) => ({
  iplActive: props.iplActive,
  liveTvInColumn: props.liveTvInColumn,
});

/** Issue 27: the tabs' query parameter and the widget's anchor (its section's id). */
const TAB_PARAM = 'top';
export const TOP_NEWS_ANCHOR = 'top-news';

/** What the tabs island is given: the tabs' words and links and the column's facts. */
export function topNewsSettings(
  props: TopNewsProps,
  data: Pick<TopNewsData, 'tab' | 'links' | 'latest'>,
): TopNewsTabsSettings {
  const { path, anchor } = data.links;
  return {
    title: props.title,
    latestTitle: props.latestTitle,
    href: props.href,
    latestHref: props.latestHref,
    fitted: props.count,
    column: columnOf(props),
    tabHrefs: {
      top: tabHref(path, {}, anchor),
      latest: tabHref(path, { [TAB_PARAM]: 'latest' }, anchor),
    },
    opensOn: data.tab,
    ...(data.tab === 'latest' ? { latestInPage: data.latest ? 'served' : 'failed' } : {}),
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
  async load(ctx, props): Promise<TopNewsData> {
    const limit = topNewsCount(columnOf(props), props.count);
    const { marketsAfter } = props;
    // Issue 27: `?top=latest` opens on Latest News, its list rendered here (as the browser asks it).
    const tab = chosenTab(ctx.page.url.query, TAB_PARAM) ?? 'top';
    const [stories, markets, latest] = await Promise.all([
      ctx.content.stories.list({ msid: props.listId, top: limit }),
      marketsAfter > 0 && marketsAfter < limit
        ? ctx.content.markets.indices().then(toMarketsWidgetData, (error: Error) => {
            ctx.log?.(`widget top-news: markets widget left out: ${error.message}`);
            return null;
          })
        : null,
      tab === 'latest'
        ? ctx.content.stories.latestNews(limit).then(
            (list) => list.slice(0, limit),
            (error: Error) => {
              ctx.log?.(`widget top-news: the latest news left out: ${error.message}`);
              return null;
            },
          )
        : null,
    ]);
    return {
      stories: stories.slice(0, limit),
      markets,
      tab,
      links: tabLinksOf(ctx.page, TOP_NEWS_ANCHOR),
      latest,
    };
  },
  View({ props, data }: { props: TopNewsProps; data: TopNewsData }) {
    if (data.stories.length === 0) return null;
    const settings = topNewsSettings(props, data);
    return (
      <TopNewsSection
        settings={settings}
        anchor={data.links.anchor}
        panels={{
          top: <TopNewsTopPanel props={props} data={data} />,
          ...(data.latest
            ? {
                latest: (
                  <LatestList
                    stories={data.latest}
                    limit={topNewsCount(settings.column, settings.fitted)}
                    href={props.latestHref}
                  />
                ),
              }
            : {}),
        }}
      />
    );
  },
});

/** The server's top news: the tabs island around the stories; the tabs' links land on it. */
function TopNewsSection({
  settings,
  anchor,
  panels,
}: {
  settings: TopNewsTabsSettings;
  anchor: string;
  panels: TopNewsPanels;
}) {
  return (
    <section className="widget widget--top-news" id={anchor}>
      <h2 className="visually-hidden">{settings.title}</h2>
      <Island hydrate="engage">
        <TopNewsIsland settings={settings}>{panels}</TopNewsIsland>
      </Island>
    </section>
  );
}
