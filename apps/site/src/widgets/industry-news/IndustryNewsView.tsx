import type { IndustryTab } from '@newsroom/machines';
import { IndustryTabs } from '@newsroom/ui';
import type { ReactNode } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import { type TabLinks, tabHref } from '../../lib/routes/tabHref.ts';
import { KeptHtml } from '../shared/KeptHtml.tsx';
import { StoryLink } from '../shared/StoryLink.tsx';

/** One tab as the island gets it: checked on the server (a directory section and its page). */
export interface IndustryTabSettings extends IndustryTab {
  label: string;
  /** The industry's section page (a site path from the directory). */
  href: string;
}

/** What the tabs island needs: words and links, no stories (Featured's are in the page). */
export interface IndustryNewsSettings {
  title: string;
  href: string;
  /** Featured first. */
  tabs: readonly IndustryTabSettings[];
  /** Issue 27: where the tabs' links lead (`?industry=` the tab's place, Featured 1). */
  links: TabLinks;
  /** The tab the address chose, when not Featured; `failed` when its stories could not be had. */
  opensOn?: { msid: string; failed: boolean };
}

/** Issue 27: the widget's anchor (its section's id), where the tabs' links land. */
export const INDUSTRY_ANCHOR = 'industry-news';

/** The panels the server renders; in the island they are absent and the server's HTML is kept. */
export interface IndustryNewsPanels {
  featured: ReactNode;
  /** The stories of the tab the address chose, when it had them. */
  opened?: ReactNode;
}

/** A tab's link: Featured is the page's own address, another tab its place (`?industry=3`). */
export function industryTabHref(links: TabLinks, index: number): string {
  return tabHref(links.path, index === 0 ? {} : { industry: String(index + 1) }, links.anchor);
}

/** A tab's stories: at most 8 rows of one fixed height, so a tab's panel never changes size. */
export function IndustryStoryList({ stories }: { stories: readonly StoryItem[] }) {
  return (
    <ul className="industry__list">
      {stories.map((story) => (
        <li key={story.msid} className="industry__item">
          <StoryLink story={story} />
        </li>
      ))}
    </ul>
  );
}

const refuse = () => Promise.reject(new Error('industry tabs are fetched in the browser'));

/**
 * HM-06 news by industry: the tabs (Radix, the industry tabs machine) around the Featured panel.
 * On the server `panels` are the stories (Featured's, and the chosen tab's when the address chose
 * one); in the island they are absent and each is kept as the server made it (KeptHtml).
 */
export function IndustryNewsTabsView({
  settings,
  panels,
  fetchTab = refuse,
  onFailure,
}: {
  settings: IndustryNewsSettings;
  panels?: IndustryNewsPanels;
  fetchTab?: (tab: IndustryTab) => Promise<readonly StoryItem[]>;
  onFailure?: (error: unknown) => void;
}) {
  return (
    <IndustryTabs<StoryItem>
      className="industry__tabs"
      tabs={settings.tabs.map((tab, index) => ({
        msid: tab.msid,
        hierarchy: tab.hierarchy,
        label: tab.label,
        href: industryTabHref(settings.links, index),
        footer: (
          <p className="industry__more">
            <a href={tab.href}>{index === 0 ? 'More industry news' : `More ${tab.label} news`}</a>
          </p>
        ),
      }))}
      labels={{
        list: settings.title,
        failed: (tab) => `${tab} news could not be loaded just now.`,
      }}
      featuredPanel={<KeptHtml className="industry__featured">{panels?.featured}</KeptHtml>}
      {...(settings.opensOn ? { opensOn: settings.opensOn } : {})}
      openedPanel={<KeptHtml className="industry__featured">{panels?.opened}</KeptHtml>}
      fetchTab={fetchTab}
      renderStories={(stories) => <IndustryStoryList stories={stories} />}
      {...(onFailure ? { onFailure } : {})}
      classNames={{
        tabs: 'industry__tablist',
        tab: 'industry__tab',
        panels: 'industry__panels',
        panel: 'industry__panel',
        status: 'industry__status',
      }}
    />
  );
}
