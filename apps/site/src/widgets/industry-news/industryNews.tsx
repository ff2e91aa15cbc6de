import { Island } from '@newsroom/composer';
import { INDUSTRY_TAB_MAX_STORIES, industryTabStories } from '@newsroom/rules/home';
import type { SectionEntry, StoryItem } from '../../content/schemas.ts';
import IndustryNewsIsland from '../../islands/industry-news.island.tsx';
import { defineWidget } from '../types.ts';
import { type IndustryNewsProps, industryNewsContract } from './contract.ts';
import {
  type IndustryNewsSettings,
  IndustryStoryList,
  type IndustryTabSettings,
} from './IndustryNewsView.tsx';

export interface IndustryNewsData {
  /** Featured's stories: at most 8, ads skipped. */
  featured: StoryItem[];
  /** The industries, in the directory's order (Featured is added by the view). */
  tabs: IndustryTabSettings[];
}

/** Featured asks for a few more than it shows, so skipped ad items still leave it full. */
const FEATURED_TOP = INDUSTRY_TAB_MAX_STORIES + 4;
/** A tab row that stays one scrollable line: more industries than this are left to the section page. */
const MAX_TABS = 16;

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
    .slice(0, MAX_TABS)
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
  async load(ctx, props) {
    const [sections, stories] = await Promise.all([
      ctx.content.sections(),
      ctx.content.list({ msid: props.sectionId, top: FEATURED_TOP, hierarchy: true }),
    ]);
    return { featured: industryTabStories(stories), tabs: industryTabsOf(sections, props.sectionId) };
  },
  View({ props, data }: { props: IndustryNewsProps; data: IndustryNewsData }) {
    if (data.featured.length === 0) return null;
    const settings: IndustryNewsSettings = {
      title: props.title,
      href: props.href,
      tabs: [
        { msid: props.sectionId, label: props.featuredTitle, href: props.href, hierarchy: true },
        ...data.tabs,
      ],
    };
    return <IndustryNewsSection settings={settings} featured={data.featured} />;
  },
});

/** The server's news by industry: the heading, the tabs island around Featured's stories. */
function IndustryNewsSection({
  settings,
  featured,
}: {
  settings: IndustryNewsSettings;
  featured: readonly StoryItem[];
}) {
  return (
    <section className="widget widget--industry industry">
      <h2 className="widget__title">
        <a href={settings.href}>{settings.title}</a>
      </h2>
      <Island hydrate="visible">
        <IndustryNewsIsland settings={settings}>
          <IndustryStoryList stories={featured} />
        </IndustryNewsIsland>
      </Island>
    </section>
  );
}
