import { adSlot } from './ad-slot/adSlot.tsx';
import { authorBlock } from './author-block/authorBlock.tsx';
import { bondsCorner } from './bonds-corner/bondsCorner.tsx';
import { bookmark, commentCount, fontSize, mail, print, share, stickyBar } from './byline-tools/tools.tsx';
import { chatAssistant } from './chat-assistant/chatAssistant.tsx';
import { widgetContracts } from './contracts.ts';
import { countdown } from './countdown/countdown.tsx';
import { courseCarousel } from './course-carousel/courseCarousel.tsx';
import { cryptoDashboard } from './crypto-dashboard/cryptoDashboard.tsx';
import { cryptoTable } from './crypto-table/cryptoTable.tsx';
import { cryptoTeaser } from './crypto-teaser/cryptoTeaser.tsx';
import { discoverMutualFunds } from './discover-mutual-funds/discoverMutualFunds.tsx';
import { epaper } from './epaper/epaper.tsx';
import { eventBanner } from './event-banner/eventBanner.tsx';
import { goldTable } from './gold-table/goldTable.tsx';
import { grandmasters } from './grandmasters/grandmasters.tsx';
import { highlight } from './highlight/highlight.tsx';
import { immigrationPromo } from './immigration-promo/immigrationPromo.tsx';
import { industryNews } from './industry-news/industryNews.tsx';
import { iplScore } from './ipl-score/iplScore.tsx';
import { latestFromPublisher } from './latest-from-publisher/latestFromPublisher.tsx';
import { liveEventsPromo } from './live-events-promo/liveEventsPromo.tsx';
import { liveTv } from './live-tv/liveTv.tsx';
import { marketDashboard } from './market-dashboard/marketDashboard.tsx';
import { marketMoguls } from './market-moguls/marketMoguls.tsx';
import { marketsWidget } from './markets-widget/marketsWidget.tsx';
import { masterclassSlider } from './masterclass-slider/masterclassSlider.tsx';
import { mostPopular } from './most-popular/mostPopular.tsx';
import { mostSearchedStocks } from './most-searched-stocks/mostSearchedStocks.tsx';
import { mutualFundPromo } from './mutual-fund-promo/mutualFundPromo.tsx';
import { newsletterSignup } from './newsletter-signup/newsletterSignup.tsx';
import { pageRefresh } from './page-refresh/pageRefresh.tsx';
import { partnerInvesting } from './partner-investing/partnerInvesting.tsx';
import { pictureStories } from './picture-stories/pictureStories.tsx';
import { pollOfTheDay } from './poll-of-the-day/pollOfTheDay.tsx';
import { popularInSection } from './popular-in-section/popularInSection.tsx';
import { premiumRail } from './premium-rail/premiumRail.tsx';
import { primeMissedStories } from './prime-missed-stories/primeMissedStories.tsx';
import { primeStories } from './prime-stories/primeStories.tsx';
import { recommendations } from './recommendations/recommendations.tsx';
import { relatedArticles } from './related-articles/relatedArticles.tsx';
import { relatedNewsBox } from './related-news-box/relatedNewsBox.tsx';
import { sectionNews } from './section-news/sectionNews.tsx';
import { sidebarVideos } from './sidebar-videos/sidebarVideos.tsx';
import { slideshowCarousel } from './slideshow-carousel/slideshowCarousel.tsx';
import { sponsorLogo } from './sponsor-logo/sponsorLogo.tsx';
import { stockOfTheDay } from './stock-of-the-day/stockOfTheDay.tsx';
import { stockReportsPlus } from './stock-reports-plus/stockReportsPlus.tsx';
import { stockWidget } from './stock-widget/stockWidget.tsx';
import { topFundsStrip } from './top-funds-strip/topFundsStrip.tsx';
import { topGainersStrip } from './top-gainers-strip/topGainersStrip.tsx';
import { topNews } from './top-news/topNews.tsx';
import { trendingInSection } from './trending-in-section/trendingInSection.tsx';
import { trendingLinks } from './trending-links/trendingLinks.tsx';
import { trendingTerms } from './trending-terms/trendingTerms.tsx';
import type { AnyWidget } from './types.ts';
import { upsideRadar } from './upside-radar/upsideRadar.tsx';
import { videoAdSlot } from './video-ad-slot/videoAdSlot.tsx';
import { videoList } from './video-list/videoList.tsx';
import { webStory } from './web-story/webStory.tsx';

/** Every widget a layout may name, with its loader and view (contracts in contracts.ts). */
export const widgets: readonly AnyWidget[] = [
  topNews,
  sectionNews,
  latestFromPublisher,
  popularInSection,
  relatedArticles,
  relatedNewsBox,
  adSlot,
  mostPopular,
  // VD-02 the video page's lists.
  videoList,
  immigrationPromo,
  liveEventsPromo,
  trendingLinks,
  bondsCorner,
  primeMissedStories,
  pollOfTheDay,
  newsletterSignup,
  masterclassSlider,
  authorBlock,
  premiumRail,
  share,
  fontSize,
  mail,
  bookmark,
  print,
  commentCount,
  stickyBar,
  // AB-25 the chat-assistant float (India only).
  chatAssistant,
  // AB-12 sidebar market widgets.
  mostSearchedStocks,
  upsideRadar,
  discoverMutualFunds,
  cryptoDashboard,
  marketDashboard,
  stockWidget,
  // AB-20, HM-02, HM-04 (market-home).
  marketsWidget,
  topGainersStrip,
  topFundsStrip,
  stockOfTheDay,
  stockReportsPlus,
  marketMoguls,
  cryptoTable,
  cryptoTeaser,
  goldTable,
  mutualFundPromo,
  // AB-11 sidebars, AB-23 recommendations (ads-sidebars).
  trendingInSection,
  sidebarVideos,
  sponsorLogo,
  eventBanner,
  recommendations,
  // HM-05, HM-12, HM-13 (home page).
  trendingTerms,
  pictureStories,
  pageRefresh,
  // AB-03, AB-05, AB-18 (inserts-carousels).
  primeStories,
  courseCarousel,
  grandmasters,
  videoAdSlot,
  slideshowCarousel,
  webStory,
  partnerInvesting,
  // HM-06, HM-10, HM-11 (home-industry).
  industryNews,
  epaper,
  highlight,
  // HM-07, HM-08, HM-09 (home-live).
  countdown,
  iplScore,
  liveTv,
];

export const widgetsById: ReadonlyMap<string, AnyWidget> = new Map(
  widgets.map((widget) => [widget.id, widget]),
);

export { widgetContracts };
