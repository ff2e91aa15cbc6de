import type { IslandComponent } from '@newsroom/composer';
import { type ContractOf, type WidgetId, widgetContracts } from '@newsroom/contracts/widgets';
import type { IslandName } from '../islands/registry.ts';
import { adSlot } from './ad-slot/adSlot.tsx';
import { authorBlock } from './author-block/authorBlock.tsx';
import { bondsCorner } from './bonds-corner/bondsCorner.tsx';
import { bookmark, commentCount, fontSize, mail, print, share, stickyBar } from './byline-tools/tools.tsx';
import { chatAssistant } from './chat-assistant/chatAssistant.tsx';
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
import type { AnyWidget, PropsOf, SiteWidget } from './types.ts';
import { upsideRadar } from './upside-radar/upsideRadar.tsx';
import { videoAdSlot } from './video-ad-slot/videoAdSlot.tsx';
import { videoList } from './video-list/videoList.tsx';
import { webStory } from './web-story/webStory.tsx';

/**
 * Every widget a layout may name, with its loader and view, keyed by the contracts' ids
 * (contracts.ts). A widget missing here, one too many, one whose view does not take its
 * contract's props, or one that hydrates without its island as its view, is a type error.
 */
export const widgetRegistry = {
  'top-news': topNews,
  'section-news': sectionNews,
  'latest-from-publisher': latestFromPublisher,
  'popular-in-section': popularInSection,
  'related-articles': relatedArticles,
  'related-news-box': relatedNewsBox,
  'ad-slot': adSlot,
  'most-popular': mostPopular,
  // VD-02 the video page's lists.
  'video-list': videoList,
  'immigration-promo': immigrationPromo,
  'live-events-promo': liveEventsPromo,
  'trending-links': trendingLinks,
  'bonds-corner': bondsCorner,
  'prime-missed-stories': primeMissedStories,
  'poll-of-the-day': pollOfTheDay,
  'newsletter-signup': newsletterSignup,
  'masterclass-slider': masterclassSlider,
  'author-block': authorBlock,
  'premium-rail': premiumRail,
  share,
  'font-size': fontSize,
  mail,
  bookmark,
  print,
  comments: commentCount,
  'sticky-bar': stickyBar,
  // AB-25 the chat-assistant float (India only).
  'chat-assistant': chatAssistant,
  // AB-12 sidebar market widgets.
  'most-searched-stocks': mostSearchedStocks,
  'upside-radar': upsideRadar,
  'discover-mutual-funds': discoverMutualFunds,
  'crypto-dashboard': cryptoDashboard,
  'market-dashboard': marketDashboard,
  'stock-widget': stockWidget,
  // AB-20, HM-02, HM-04 (market-home).
  'markets-widget': marketsWidget,
  'top-gainers-strip': topGainersStrip,
  'top-funds-strip': topFundsStrip,
  'stock-of-the-day': stockOfTheDay,
  'stock-reports-plus': stockReportsPlus,
  'market-moguls': marketMoguls,
  'crypto-table': cryptoTable,
  'crypto-teaser': cryptoTeaser,
  'gold-table': goldTable,
  'mutual-fund-promo': mutualFundPromo,
  // AB-11 sidebars, AB-23 recommendations (ads-sidebars).
  'trending-in-section': trendingInSection,
  'sidebar-videos': sidebarVideos,
  'sponsor-logo': sponsorLogo,
  'event-banner': eventBanner,
  recommendations,
  // HM-05, HM-12, HM-13 (home page).
  'trending-terms': trendingTerms,
  'picture-stories': pictureStories,
  'page-refresh': pageRefresh,
  // AB-03, AB-05, AB-18 (inserts-carousels).
  'prime-stories': primeStories,
  'course-carousel': courseCarousel,
  grandmasters,
  'video-ad-slot': videoAdSlot,
  'slideshow-carousel': slideshowCarousel,
  'web-story': webStory,
  'partner-investing': partnerInvesting,
  // HM-06, HM-10, HM-11 (home-industry).
  'industry-news': industryNews,
  epaper,
  highlight,
  // HM-07, HM-08, HM-09 (home-live).
  countdown,
  'ipl-score': iplScore,
  'live-tv': liveTv,
} satisfies WidgetRegistry;

/** One widget per contract id, each the widget of that contract (registry.test-d.tsx shows the errors). */
export type WidgetRegistry = { readonly [K in WidgetId]: RegistryEntry<K> };

/**
 * What the registry holds for a widget id: the widget of that contract; when the contract
 * hydrates, its view is the island of the same name, listed in the island registry
 * (islands/registry.ts), so SlotView's `<Island>` names the island that was rendered.
 */
// biome-ignore lint/suspicious/noExplicitAny: the data type is each widget's own (its loader's and view's agree in defineWidget)
type RegistryEntry<K extends WidgetId> = SiteWidget<PropsOf<ContractOf<K>>, any> & {
  readonly id: K;
  readonly hydrate: ContractOf<K>['hydrate'];
} & (ContractOf<K>['hydrate'] extends 'none'
    ? unknown
    : { readonly View: Pick<IslandComponent<K & IslandName>, 'islandName'> });

/** The widgets in the contracts' order (the registry's own order matters nowhere). */
export const widgets: readonly AnyWidget[] = widgetContracts.map(
  ({ id }) => widgetRegistry[id as WidgetId] as AnyWidget,
);

/** Lookup by a layout's (untrusted) widget name. */
export const widgetsById: ReadonlyMap<string, AnyWidget> = new Map(Object.entries(widgetRegistry));

export { widgetContracts };
