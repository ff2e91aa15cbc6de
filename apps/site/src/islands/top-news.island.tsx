import { fetchLatestNews, logLatestNewsFailure } from '../client/latestNews.ts';
import { type TopNewsTabsSettings, TopNewsTabsView } from '../widgets/top-news/TopNewsView.tsx';

/**
 * HM-02 top news tabs (inside widget `top-news`, hydrate "engage": the reader's first scroll or
 * their reaching for the tabs). The Top News panel stays the server's HTML; Latest News is fetched
 * when first opened; the badge shows a second after waking.
 */
export default function TopNewsIsland({ settings }: { settings: TopNewsTabsSettings }) {
  return (
    <TopNewsTabsView settings={settings} fetchLatest={fetchLatestNews} onFailure={logLatestNewsFailure} />
  );
}
