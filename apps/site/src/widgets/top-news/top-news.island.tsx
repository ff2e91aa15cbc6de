import { defineIsland } from '../../lib/defineIsland.ts';
import { fetchLatestNews, logLatestNewsFailure } from './latestNews.ts';
import { type TopNewsPanels, type TopNewsTabsSettings, TopNewsTabsView } from './TopNewsView.tsx';

/**
 * HM-02 top news tabs (inside widget `top-news`, hydrate "engage": the reader's first scroll or
 * their reaching for the tabs). The panels are the island's children: the server renders them,
 * the browser keeps that HTML as it is (KeptHtml; children never go into an island's props).
 * Latest News is fetched when first opened (unless the page came with it: `?top=latest`); the
 * badge shows a second after waking.
 */
function TopNewsIsland({ settings, children }: { settings: TopNewsTabsSettings; children?: TopNewsPanels }) {
  return (
    <TopNewsTabsView
      settings={settings}
      {...(children ? { panels: children } : {})}
      fetchLatest={fetchLatestNews}
      onFailure={logLatestNewsFailure}
    />
  );
}

export default defineIsland('top-news', TopNewsIsland);
