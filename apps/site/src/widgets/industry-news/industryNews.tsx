import { Island } from '@newsroom/composer';
import {
  INDUSTRY_MOST_TABS,
  type IndustryNewsProps,
  industryNewsContract,
} from '@newsroom/contracts/widgets/industry-news';
import { INDUSTRY_TAB_MAX_STORIES, INDUSTRY_TAB_TOP, industryTabStories } from '@newsroom/rules/home';
import type { SectionEntry, StoryItem } from '../../content/schemas.ts';
import { type TabLinks, tabLinksOf } from '../../lib/routes/tabHref.ts';
import { chosenTab } from '../../lib/routes/tabQuery.ts';
import { defineWidget } from '../types.ts';
import {
  INDUSTRY_ANCHOR,
  type IndustryNewsPanels,
  type IndustryNewsSettings,
  IndustryStoryList,
  type IndustryTabSettings,
} from './IndustryNewsView.tsx';
import IndustryNewsIsland from './industry-news.island.tsx';

export interface IndustryNewsData {
  /** Featured's stories: at most 8, ads skipped. */
  featured: StoryItem[];
  /** The industries, in the directory's order (Featured is added by the view). */
  tabs: IndustryTabSettings[];
  /** Issue 27: where the tabs' links lead. */
  links: TabLinks;
  /**
   * The industry the address chose (`?industry=3`: the tab's place, Featured 1) and its stories
   * as the browser would ask for them; null stories when they could not be had (logged).
   */
  chosen: { msid: string; stories: StoryItem[] | null } | null;
}

/** Featured asks for a few more than it shows, so skipped ad items still leave it full. */
const FEATURED_TOP = INDUSTRY_TAB_MAX_STORIES + 4;

/**
 * The tabs: the section's sub-sections from the directory (whose `url`, a site path, the schema
 * checked), each linking to its section page.
 * A sub-section with sections below it files its stories there: its tab asks with
 * `mode=hierarchy` (spec §7's "non-listed" tabs; docs/decisions.md HM-06).
 */
export function industryTabsOf(sections: readonly SectionEntry[], parentId: string): IndustryTabSettings[] {
  const parents = new Set(sections.flatMap((section) => (section.parentId ? [section.parentId] : [])));
  return sections
    .filter((section) => section.parentId === parentId)
    .slice(0, INDUSTRY_MOST_TABS)
    .map((section) => ({
      msid: section.msid,
      label: section.name,
      href: section.url,
      hierarchy: parents.has(section.msid),
    }));
}

/**
 * HM-06: news by industry. Featured (the industry section with its sub-sections, newest first)
 * is rendered here, so it reads without JavaScript; the other tabs come from the section
 * directory, and the island loads a tab's stories when the reader first chooses it.
 */
export const industryNews = defineWidget(industryNewsContract, {
  async load(ctx, props): Promise<IndustryNewsData> {
    const [sections, stories] = await Promise.all([
      ctx.content.editorial.sections(),
      ctx.content.stories.list({ msid: props.sectionId, top: FEATURED_TOP, hierarchy: true }),
    ]);
    const tabs = industryTabsOf(sections, props.sectionId);
    // Issue 27: a tab after Featured, by its place; past the last industry, Featured.
    const place = chosenTab(ctx.page.url.query, 'industry') ?? 1;
    const tab = place > 1 ? tabs[place - 2] : undefined;
    const chosen = tab
      ? {
          msid: tab.msid,
          stories: await ctx.content.stories
            .list({ msid: tab.msid, top: INDUSTRY_TAB_TOP, hierarchy: tab.hierarchy })
            .then(industryTabStories, (error: Error) => {
              ctx.log?.(`widget industry-news: the ${tab.label} tab left out: ${error.message}`);
              return null;
            }),
        }
      : null;
    return {
      featured: industryTabStories(stories),
      tabs,
      links: tabLinksOf(ctx.page, INDUSTRY_ANCHOR),
      chosen,
    };
  },
  View({ props, data }: { props: IndustryNewsProps; data: IndustryNewsData }) {
    if (data.featured.length === 0) return null;
    const { chosen } = data;
    const settings: IndustryNewsSettings = {
      title: props.title,
      href: props.href,
      tabs: [
        { msid: props.sectionId, label: props.featuredTitle, href: props.href, hierarchy: true },
        ...data.tabs,
      ],
      links: data.links,
      ...(chosen ? { opensOn: { msid: chosen.msid, failed: chosen.stories === null } } : {}),
    };
    return (
      <IndustryNewsSection
        settings={settings}
        anchor={data.links.anchor}
        panels={{
          featured: <IndustryStoryList stories={data.featured} />,
          ...(chosen?.stories ? { opened: <IndustryStoryList stories={chosen.stories} /> } : {}),
        }}
      />
    );
  },
});

/** The server's news by industry: the heading, the tabs island around the stories it shows. */
function IndustryNewsSection({
  settings,
  anchor,
  panels,
}: {
  settings: IndustryNewsSettings;
  anchor: string;
  panels: IndustryNewsPanels;
}) {
  return (
    <section className="widget widget--industry industry" id={anchor}>
      <h2 className="widget__title">
        <a href={settings.href}>{settings.title}</a>
      </h2>
      <Island hydrate="visible">
        <IndustryNewsIsland settings={settings}>{panels}</IndustryNewsIsland>
      </Island>
    </section>
  );
}
