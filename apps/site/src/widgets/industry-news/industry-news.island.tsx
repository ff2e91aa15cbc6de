import { defineIsland } from '../../lib/defineIsland.ts';
import {
  type IndustryNewsPanels,
  type IndustryNewsSettings,
  IndustryNewsTabsView,
} from './IndustryNewsView.tsx';
import { fetchIndustryTab, logIndustryTabFailure } from './industryNews.ts';

/**
 * HM-06 news by industry tabs (inside widget `industry-news`, hydrate "visible"). Featured's
 * stories (and those of the tab the address chose) are the island's children: the server renders
 * them, the browser keeps that HTML as it is (KeptHtml; children never go into an island's
 * props). Another tab's stories are fetched the first time it is chosen, then kept.
 */
function IndustryNewsIsland({
  settings,
  children,
}: {
  settings: IndustryNewsSettings;
  children?: IndustryNewsPanels;
}) {
  return (
    <IndustryNewsTabsView
      settings={settings}
      {...(children ? { panels: children } : {})}
      fetchTab={fetchIndustryTab}
      onFailure={logIndustryTabFailure}
    />
  );
}

export default defineIsland('industry-news', IndustryNewsIsland);
