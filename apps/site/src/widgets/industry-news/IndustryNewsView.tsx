import type { IndustryTab } from '@newsroom/machines';
import { IndustryTabs } from '@newsroom/ui';
import type { ReactNode } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
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
 * On the server `featuredPanel` is the stories; in the island it is absent and the panel is kept
 * as the server made it (KeptHtml).
 */
export function IndustryNewsTabsView({
  settings,
  featuredPanel,
  fetchTab = refuse,
  onFailure,
}: {
  settings: IndustryNewsSettings;
  featuredPanel?: ReactNode;
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
      featuredPanel={<KeptHtml className="industry__featured">{featuredPanel}</KeptHtml>}
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
