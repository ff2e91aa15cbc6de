import { adSlot } from './ad-slot/adSlot.tsx';
import { authorBlock } from './author-block/authorBlock.tsx';
import { bondsCorner } from './bonds-corner/bondsCorner.tsx';
import { bookmark, commentCount, fontSize, mail, print, share, stickyBar } from './byline-tools/tools.tsx';
import { chatAssistant } from './chat-assistant/chatAssistant.tsx';
import { widgetContracts } from './contracts.ts';
import { cryptoDashboard } from './crypto-dashboard/cryptoDashboard.tsx';
import { cryptoTable } from './crypto-table/cryptoTable.tsx';
import { cryptoTeaser } from './crypto-teaser/cryptoTeaser.tsx';
import { discoverMutualFunds } from './discover-mutual-funds/discoverMutualFunds.tsx';
import { goldTable } from './gold-table/goldTable.tsx';
import { immigrationPromo } from './immigration-promo/immigrationPromo.tsx';
import { latestFromPublisher } from './latest-from-publisher/latestFromPublisher.tsx';
import { liveEventsPromo } from './live-events-promo/liveEventsPromo.tsx';
import { marketDashboard } from './market-dashboard/marketDashboard.tsx';
import { marketMoguls } from './market-moguls/marketMoguls.tsx';
import { marketsWidget } from './markets-widget/marketsWidget.tsx';
import { masterclassSlider } from './masterclass-slider/masterclassSlider.tsx';
import { mostPopular } from './most-popular/mostPopular.tsx';
import { mostSearchedStocks } from './most-searched-stocks/mostSearchedStocks.tsx';
import { mutualFundPromo } from './mutual-fund-promo/mutualFundPromo.tsx';
import { newsletterSignup } from './newsletter-signup/newsletterSignup.tsx';
import { pollOfTheDay } from './poll-of-the-day/pollOfTheDay.tsx';
import { popularInSection } from './popular-in-section/popularInSection.tsx';
import { premiumRail } from './premium-rail/premiumRail.tsx';
import { primeMissedStories } from './prime-missed-stories/primeMissedStories.tsx';
import { relatedArticles } from './related-articles/relatedArticles.tsx';
import { relatedNewsBox } from './related-news-box/relatedNewsBox.tsx';
import { sectionNews } from './section-news/sectionNews.tsx';
import { stockOfTheDay } from './stock-of-the-day/stockOfTheDay.tsx';
import { stockReportsPlus } from './stock-reports-plus/stockReportsPlus.tsx';
import { stockWidget } from './stock-widget/stockWidget.tsx';
import { topFundsStrip } from './top-funds-strip/topFundsStrip.tsx';
import { topGainersStrip } from './top-gainers-strip/topGainersStrip.tsx';
import { topNews } from './top-news/topNews.tsx';
import { trendingLinks } from './trending-links/trendingLinks.tsx';
import type { AnyWidget } from './types.ts';
import { upsideRadar } from './upside-radar/upsideRadar.tsx';
import { videoList } from './video-list/videoList.tsx';

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
];

export const widgetsById: ReadonlyMap<string, AnyWidget> = new Map(
  widgets.map((widget) => [widget.id, widget]),
);

export { widgetContracts };
