import type { TopNewsColumn, TopNewsTab } from '@newsroom/machines';
import { TopNewsTabs } from '@newsroom/ui';
import type { ReactNode } from 'react';
import type { StoryItem } from '../../content/schemas.ts';
import { KeptHtml } from '../shared/KeptHtml.tsx';
import { StoryLink } from '../shared/StoryLink.tsx';

/** What the tabs island needs: words, links and the column's facts (no stories: they are in the page). */
export interface TopNewsTabsSettings {
  title: string;
  latestTitle: string;
  href: string;
  latestHref: string;
  /** The layout's fitted count; the list shows 17 beside live TV or an active IPL widget. */
  fitted: number;
  column: TopNewsColumn;
  /** Issue 27: each tab's link, the page's address with that tab open. */
  tabHrefs: Readonly<Record<TopNewsTab, string>>;
  /** The tab the page's address chose (`?top=latest`). */
  opensOn: TopNewsTab;
  /** Opened on Latest: its list is in the page, or the server could not have it. */
  latestInPage?: 'served' | 'failed';
}

/** The panels the server renders; in the island they are absent and the server's HTML is kept. */
export interface TopNewsPanels {
  top: ReactNode;
  /** The Latest list, when the page opened on it and had it. */
  latest?: ReactNode;
}

/** The Latest list, as many as the top list shows, and the way to every latest story. */
export function LatestList({
  stories,
  limit,
  href,
}: {
  stories: readonly StoryItem[];
  limit: number;
  href: string;
}) {
  return (
    <>
      <ul className="widget__list widget__list--ruled top-news__latest">
        {stories.slice(0, limit).map((story) => (
          <li key={story.msid}>
            <StoryLink story={story} />
          </li>
        ))}
      </ul>
      <p className="top-news__more">
        <a href={href}>All the latest news</a>
      </p>
    </>
  );
}

const refuse = () => Promise.reject(new Error('the latest news is fetched in the browser'));

/**
 * HM-02 top news: the tabs (Radix, the top news machine) around the Top News panel. On the server
 * `panels` are the stories (the Top News list, and the Latest list when the address chose it); in
 * the island they are absent and each is kept as the server made it (KeptHtml), the markets
 * widget inside Top News an island of its own.
 */
export function TopNewsTabsView({
  settings,
  panels,
  fetchLatest = refuse,
  onFailure,
  random,
}: {
  settings: TopNewsTabsSettings;
  panels?: TopNewsPanels;
  fetchLatest?: (count: number) => Promise<readonly StoryItem[]>;
  onFailure?: (error: unknown) => void;
  /** The badge's number (stories fix it); Math.random on the page. */
  random?: () => number;
}) {
  return (
    <TopNewsTabs<StoryItem>
      className="top-news__tabs"
      fitted={settings.fitted}
      column={settings.column}
      labels={{
        top: settings.title,
        latest: settings.latestTitle,
        failed: (
          <>
            The latest news could not be loaded just now.{' '}
            <a href={settings.latestHref}>See all the latest news</a>
          </>
        ),
      }}
      hrefs={settings.tabHrefs}
      initialTab={settings.opensOn}
      {...(settings.latestInPage ? { latestInPage: settings.latestInPage } : {})}
      topPanel={<KeptHtml className="top-news__top">{panels?.top}</KeptHtml>}
      latestPanel={<KeptHtml className="top-news__served">{panels?.latest}</KeptHtml>}
      fetchLatest={fetchLatest}
      renderLatest={(stories, limit) => (
        <LatestList stories={stories} limit={limit} href={settings.latestHref} />
      )}
      {...(onFailure ? { onFailure } : {})}
      {...(random ? { random } : {})}
      classNames={{
        tabs: 'top-news__tablist',
        tab: 'top-news__tab',
        badge: 'top-news__badge',
        panels: 'top-news__panels',
        panel: 'top-news__panel',
        status: 'top-news__status',
      }}
    />
  );
}
