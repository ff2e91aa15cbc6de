import type { ReactNode } from 'react';
import { fetchLatestNews, logLatestNewsFailure } from '../client/latestNews.ts';
import { type TopNewsTabsSettings, TopNewsTabsView } from '../widgets/top-news/TopNewsView.tsx';
import { defineIsland } from './define.ts';

/**
 * HM-02 top news tabs (inside widget `top-news`, hydrate "engage": the reader's first scroll or
 * their reaching for the tabs). The Top News panel is the island's children: the server renders
 * it, the browser keeps that HTML as it is (KeptHtml; children never go into an island's props).
 * Latest News is fetched when first opened; the badge shows a second after waking.
 */
function TopNewsIsland({ settings, children }: { settings: TopNewsTabsSettings; children?: ReactNode }) {
  return (
    <TopNewsTabsView
      settings={settings}
      topPanel={children}
      fetchLatest={fetchLatestNews}
      onFailure={logLatestNewsFailure}
    />
  );
}

export default defineIsland('top-news', TopNewsIsland);
