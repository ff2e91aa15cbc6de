import type { Contract } from './contract.ts';
import { adSlotContract } from './widgets/ad-slot.ts';
import { authorBlockContract } from './widgets/author-block.ts';
import { bondsCornerContract } from './widgets/bonds-corner.ts';
import {
  bookmarkContract,
  commentCountContract,
  fontSizeContract,
  mailContract,
  printContract,
  shareContract,
  stickyBarContract,
} from './widgets/byline-tools.ts';
import { chatAssistantContract } from './widgets/chat-assistant.ts';
import { countdownContract } from './widgets/countdown.ts';
import { courseCarouselContract } from './widgets/course-carousel.ts';
import { cryptoDashboardContract } from './widgets/crypto-dashboard.ts';
import { cryptoTableContract } from './widgets/crypto-table.ts';
import { cryptoTeaserContract } from './widgets/crypto-teaser.ts';
import { discoverMutualFundsContract } from './widgets/discover-mutual-funds.ts';
import { epaperContract } from './widgets/epaper.ts';
import { eventBannerContract } from './widgets/event-banner.ts';
import { goldTableContract } from './widgets/gold-table.ts';
import { grandmastersContract } from './widgets/grandmasters.ts';
import { highlightContract } from './widgets/highlight.ts';
import { immigrationPromoContract } from './widgets/immigration-promo.ts';
import { industryNewsContract } from './widgets/industry-news.ts';
import { iplScoreContract } from './widgets/ipl-score.ts';
import { latestFromPublisherContract } from './widgets/latest-from-publisher.ts';
import { liveEventsPromoContract } from './widgets/live-events-promo.ts';
import { liveTvContract } from './widgets/live-tv.ts';
import { marketDashboardContract } from './widgets/market-dashboard.ts';
import { marketMogulsContract } from './widgets/market-moguls.ts';
import { marketsWidgetContract } from './widgets/markets-widget.ts';
import { masterclassSliderContract } from './widgets/masterclass-slider.ts';
import { mostPopularContract } from './widgets/most-popular.ts';
import { mostSearchedStocksContract } from './widgets/most-searched-stocks.ts';
import { mutualFundPromoContract } from './widgets/mutual-fund-promo.ts';
import { newsletterSignupContract } from './widgets/newsletter-signup.ts';
import { pageRefreshContract } from './widgets/page-refresh.ts';
import { partnerInvestingContract } from './widgets/partner-investing.ts';
import { pictureStoriesContract } from './widgets/picture-stories.ts';
import { pollOfTheDayContract } from './widgets/poll-of-the-day.ts';
import { popularInSectionContract } from './widgets/popular-in-section.ts';
import { premiumRailContract } from './widgets/premium-rail.ts';
import { primeMissedStoriesContract } from './widgets/prime-missed-stories.ts';
import { primeStoriesContract } from './widgets/prime-stories.ts';
import { recommendationsContract } from './widgets/recommendations.ts';
import { relatedArticlesContract } from './widgets/related-articles.ts';
import { relatedNewsBoxContract } from './widgets/related-news-box.ts';
import { sectionNewsContract } from './widgets/section-news.ts';
import { sidebarVideosContract } from './widgets/sidebar-videos.ts';
import { slideshowCarouselContract } from './widgets/slideshow-carousel.ts';
import { sponsorLogoContract } from './widgets/sponsor-logo.ts';
import { stockOfTheDayContract } from './widgets/stock-of-the-day.ts';
import { stockReportsPlusContract } from './widgets/stock-reports-plus.ts';
import { stockWidgetContract } from './widgets/stock-widget.ts';
import { topFundsStripContract } from './widgets/top-funds-strip.ts';
import { topGainersStripContract } from './widgets/top-gainers-strip.ts';
import { topNewsContract } from './widgets/top-news.ts';
import { trendingInSectionContract } from './widgets/trending-in-section.ts';
import { trendingLinksContract } from './widgets/trending-links.ts';
import { trendingTermsContract } from './widgets/trending-terms.ts';
import { upsideRadarContract } from './widgets/upside-radar.ts';
import { videoAdSlotContract } from './widgets/video-ad-slot.ts';
import { videoListContract } from './widgets/video-list.ts';
import { webStoryContract } from './widgets/web-story.ts';

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
