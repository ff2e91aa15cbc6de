import { adSlotContract } from './ad-slot/contract.ts';
import { authorBlockContract } from './author-block/contract.ts';
import { bondsCornerContract } from './bonds-corner/contract.ts';
import {
  bookmarkContract,
  commentCountContract,
  fontSizeContract,
  mailContract,
  printContract,
  shareContract,
  stickyBarContract,
} from './byline-tools/contracts.ts';
import { chatAssistantContract } from './chat-assistant/contract.ts';
import { countdownContract } from './countdown/contract.ts';
import { courseCarouselContract } from './course-carousel/contract.ts';
import { cryptoDashboardContract } from './crypto-dashboard/contract.ts';
import { cryptoTableContract } from './crypto-table/contract.ts';
import { cryptoTeaserContract } from './crypto-teaser/contract.ts';
import { discoverMutualFundsContract } from './discover-mutual-funds/contract.ts';
import { epaperContract } from './epaper/contract.ts';
import { eventBannerContract } from './event-banner/contract.ts';
import { goldTableContract } from './gold-table/contract.ts';
import { grandmastersContract } from './grandmasters/contract.ts';
import { highlightContract } from './highlight/contract.ts';
import { immigrationPromoContract } from './immigration-promo/contract.ts';
import { industryNewsContract } from './industry-news/contract.ts';
import { iplScoreContract } from './ipl-score/contract.ts';
import { latestFromPublisherContract } from './latest-from-publisher/contract.ts';
import { liveEventsPromoContract } from './live-events-promo/contract.ts';
import { liveTvContract } from './live-tv/contract.ts';
import { marketDashboardContract } from './market-dashboard/contract.ts';
import { marketMogulsContract } from './market-moguls/contract.ts';
import { marketsWidgetContract } from './markets-widget/contract.ts';
import { masterclassSliderContract } from './masterclass-slider/contract.ts';
import { mostPopularContract } from './most-popular/contract.ts';
import { mostSearchedStocksContract } from './most-searched-stocks/contract.ts';
import { mutualFundPromoContract } from './mutual-fund-promo/contract.ts';
import { newsletterSignupContract } from './newsletter-signup/contract.ts';
import { pageRefreshContract } from './page-refresh/contract.ts';
import { partnerInvestingContract } from './partner-investing/contract.ts';
import { pictureStoriesContract } from './picture-stories/contract.ts';
import { pollOfTheDayContract } from './poll-of-the-day/contract.ts';
import { popularInSectionContract } from './popular-in-section/contract.ts';
import { premiumRailContract } from './premium-rail/contract.ts';
import { primeMissedStoriesContract } from './prime-missed-stories/contract.ts';
import { primeStoriesContract } from './prime-stories/contract.ts';
import { recommendationsContract } from './recommendations/contract.ts';
import { relatedArticlesContract } from './related-articles/contract.ts';
import { relatedNewsBoxContract } from './related-news-box/contract.ts';
import { sectionNewsContract } from './section-news/contract.ts';
import { sidebarVideosContract } from './sidebar-videos/contract.ts';
import { slideshowCarouselContract } from './slideshow-carousel/contract.ts';
import { sponsorLogoContract } from './sponsor-logo/contract.ts';
import { stockOfTheDayContract } from './stock-of-the-day/contract.ts';
import { stockReportsPlusContract } from './stock-reports-plus/contract.ts';
import { stockWidgetContract } from './stock-widget/contract.ts';
import { topFundsStripContract } from './top-funds-strip/contract.ts';
import { topGainersStripContract } from './top-gainers-strip/contract.ts';
import { topNewsContract } from './top-news/contract.ts';
import { trendingInSectionContract } from './trending-in-section/contract.ts';
import { trendingLinksContract } from './trending-links/contract.ts';
import { trendingTermsContract } from './trending-terms/contract.ts';
import type { Contract } from './types.ts';
import { upsideRadarContract } from './upside-radar/contract.ts';
import { videoAdSlotContract } from './video-ad-slot/contract.ts';
import { videoListContract } from './video-list/contract.ts';
import { webStoryContract } from './web-story/contract.ts';

/**
 * What every widget accepts in a layout, keyed by its id: the vocabulary the layout check, the
 * JSON Schema and the server share. Plain TypeScript, no React, so `pnpm layout check` runs it
 * in Node. A key that is not its contract's id is a type error; the widget registry
 * (registry.ts) is keyed by the same ids, so a contract without its widget is one too.
 */
export const contractsById = keyedById({
  'top-news': topNewsContract,
  'section-news': sectionNewsContract,
  'latest-from-publisher': latestFromPublisherContract,
  'popular-in-section': popularInSectionContract,
  'related-articles': relatedArticlesContract,
  'related-news-box': relatedNewsBoxContract,
  'ad-slot': adSlotContract,
  'most-popular': mostPopularContract,
  // VD-02 the video page's lists.
  'video-list': videoListContract,
  'immigration-promo': immigrationPromoContract,
  'live-events-promo': liveEventsPromoContract,
  'trending-links': trendingLinksContract,
  'bonds-corner': bondsCornerContract,
  'prime-missed-stories': primeMissedStoriesContract,
  'poll-of-the-day': pollOfTheDayContract,
  'newsletter-signup': newsletterSignupContract,
  'masterclass-slider': masterclassSliderContract,
  'author-block': authorBlockContract,
  'premium-rail': premiumRailContract,
  share: shareContract,
  'font-size': fontSizeContract,
  mail: mailContract,
  bookmark: bookmarkContract,
  print: printContract,
  comments: commentCountContract,
  'sticky-bar': stickyBarContract,
  // AB-25 the chat-assistant float (India only).
  'chat-assistant': chatAssistantContract,
  // AB-12 sidebar market widgets.
  'most-searched-stocks': mostSearchedStocksContract,
  'upside-radar': upsideRadarContract,
  'discover-mutual-funds': discoverMutualFundsContract,
  'crypto-dashboard': cryptoDashboardContract,
  'market-dashboard': marketDashboardContract,
  'stock-widget': stockWidgetContract,
  // AB-20, HM-02, HM-04 (market-home).
  'markets-widget': marketsWidgetContract,
  'top-gainers-strip': topGainersStripContract,
  'top-funds-strip': topFundsStripContract,
  'stock-of-the-day': stockOfTheDayContract,
  'stock-reports-plus': stockReportsPlusContract,
  'market-moguls': marketMogulsContract,
  'crypto-table': cryptoTableContract,
  'crypto-teaser': cryptoTeaserContract,
  'gold-table': goldTableContract,
  'mutual-fund-promo': mutualFundPromoContract,
  // AB-11 sidebars, AB-23 recommendations (ads-sidebars).
  'trending-in-section': trendingInSectionContract,
  'sidebar-videos': sidebarVideosContract,
  'sponsor-logo': sponsorLogoContract,
  'event-banner': eventBannerContract,
  recommendations: recommendationsContract,
  // HM-05, HM-12, HM-13 (home page).
  'trending-terms': trendingTermsContract,
  'picture-stories': pictureStoriesContract,
  'page-refresh': pageRefreshContract,
  // AB-03, AB-05, AB-18 (inserts-carousels).
  'prime-stories': primeStoriesContract,
  'course-carousel': courseCarouselContract,
  grandmasters: grandmastersContract,
  'video-ad-slot': videoAdSlotContract,
  'slideshow-carousel': slideshowCarouselContract,
  'web-story': webStoryContract,
  'partner-investing': partnerInvestingContract,
  // HM-06, HM-10, HM-11 (home-industry).
  'industry-news': industryNewsContract,
  epaper: epaperContract,
  highlight: highlightContract,
  // HM-07, HM-08, HM-09 (home-live).
  countdown: countdownContract,
  'ipl-score': iplScoreContract,
  'live-tv': liveTvContract,
});

/** A widget a layout may name. */
export type WidgetId = keyof typeof contractsById;
export type ContractOf<K extends WidgetId> = (typeof contractsById)[K];

/** The contracts in their order here: the JSON Schema's and the layout faults' lists follow it. */
export const widgetContracts: readonly AnyContract[] = Object.values(contractsById);

// Contracts of many prop types; each is checked against its own props where it is written.
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous contracts, each checked where defined
type AnyContract = Contract<any>;

function keyedById<const T extends Record<string, AnyContract>>(
  contracts: T & { readonly [K in keyof T]: { readonly id: K } },
): T {
  return contracts;
}
