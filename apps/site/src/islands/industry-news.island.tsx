import { fetchIndustryTab, logIndustryTabFailure } from '../client/industryNews.ts';
import {
  type IndustryNewsSettings,
  IndustryNewsTabsView,
} from '../widgets/industry-news/IndustryNewsView.tsx';

/**
 * HM-06 news by industry tabs (inside widget `industry-news`, hydrate "visible"). Featured stays
 * the server's HTML; another tab's stories are fetched the first time it is chosen, then kept.
 */
export default function IndustryNewsIsland({ settings }: { settings: IndustryNewsSettings }) {
  return (
    <IndustryNewsTabsView settings={settings} fetchTab={fetchIndustryTab} onFailure={logIndustryTabFailure} />
  );
}
