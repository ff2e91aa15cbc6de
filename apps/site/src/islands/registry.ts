/**
 * Every island the browser can wake, by name: the one list the client runtime loads from
 * (islands/boot.ts), the names `defineIsland` accepts (lib/defineIsland.ts) and the widget registry
 * checks hydrating widgets against (widgets/registry.ts). Each entry is its own chunk, loaded
 * only when a marker of that name wakes. The file convention (islandFiles.test.ts): `{name}.island.tsx`
 * (in the folder of what it wakes: a widget's `widgets/{name}/`, a page kind's `pages/{kind}/`, the
 * paywall's, the article's, the comments', the editor's)
 * default-exports `defineIsland('{name}', …)`; `{name}.script.ts` exports `start`.
 */

/** React islands: hydrated with their module's default export, the component the server rendered. */
const reactIslandFiles = {
  'adaptive-paywall': () => import('../paywall/adaptive-paywall.island.tsx'),
  'author-card': () => import('../article/author-card/author-card.island.tsx'),
  'bond-finder': () => import('../widgets/bonds-corner/bond-finder.island.tsx'),
  bookmark: () => import('../widgets/byline-tools/bookmark.island.tsx'),
  'chat-assistant': () => import('../widgets/chat-assistant/chat-assistant.island.tsx'),
  comments: () => import('../comments/comments.island.tsx'),
  'course-carousel': () => import('../widgets/course-carousel/course-carousel.island.tsx'),
  'crypto-dashboard': () => import('../widgets/crypto-dashboard/crypto-dashboard.island.tsx'),
  'crypto-table': () => import('../widgets/crypto-table/crypto-table.island.tsx'),
  'discover-mutual-funds': () => import('../widgets/discover-mutual-funds/discover-mutual-funds.island.tsx'),
  'embed-frame': () => import('../article/embed-frame.island.tsx'),
  'font-size': () => import('../widgets/byline-tools/font-size.island.tsx'),
  grandmasters: () => import('../widgets/grandmasters/grandmasters.island.tsx'),
  'image-zoom': () => import('../article/image-zoom.island.tsx'),
  'industry-news': () => import('../widgets/industry-news/industry-news.island.tsx'),
  'ipl-score': () => import('../widgets/ipl-score/ipl-score.island.tsx'),
  'layout-editor': () => import('../editor/layout-editor.island.tsx'),
  liveblog: () => import('../pages/live-blog/liveblog.island.tsx'),
  mail: () => import('../widgets/byline-tools/mail/mail.island.tsx'),
  'market-dashboard': () => import('../widgets/market-dashboard/market-dashboard.island.tsx'),
  'markets-widget': () => import('../widgets/markets-widget/markets-widget.island.tsx'),
  'masterclass-slider': () => import('../widgets/masterclass-slider/masterclass-slider.island.tsx'),
  'most-searched-stocks': () => import('../widgets/most-searched-stocks/most-searched-stocks.island.tsx'),
  'newsletter-signup': () => import('../widgets/newsletter-signup/newsletter-signup.island.tsx'),
  paywall: () => import('../paywall/paywall.island.tsx'),
  'poll-of-the-day': () => import('../widgets/poll-of-the-day/poll-of-the-day.island.tsx'),
  'prime-login-memo': () => import('../paywall/prime-login-memo.island.tsx'),
  'prime-missed-stories': () => import('../widgets/prime-missed-stories/prime-missed-stories.island.tsx'),
  'prime-nudge': () => import('../paywall/prime-nudge.island.tsx'),
  'prime-read': () => import('../widgets/prime-missed-stories/prime-read.island.tsx'),
  'prime-stories': () => import('../widgets/prime-stories/prime-stories.island.tsx'),
  share: () => import('../widgets/byline-tools/share.island.tsx'),
  'slideshow-carousel': () => import('../widgets/slideshow-carousel/slideshow-carousel.island.tsx'),
  slideshow: () => import('../pages/slideshow/slideshow.island.tsx'),
  'stacked-articles': () => import('../article/stacked-articles/stacked-articles.island.tsx'),
  'sticky-bar': () => import('../widgets/byline-tools/sticky-bar.island.tsx'),
  'stock-widget': () => import('../widgets/stock-widget/stock-widget.island.tsx'),
  'top-funds-strip': () => import('../widgets/top-funds-strip/top-funds-strip.island.tsx'),
  'top-gainers-strip': () => import('../widgets/top-gainers-strip/top-gainers-strip.island.tsx'),
  'top-news': () => import('../widgets/top-news/top-news.island.tsx'),
  'trending-links': () => import('../widgets/trending-links/trending-links.island.tsx'),
  'trending-terms': () => import('../widgets/trending-terms/trending-terms.island.tsx'),
  'upside-radar': () => import('../widgets/upside-radar/upside-radar.island.tsx'),
  'video-player': () => import('../pages/video/video-player.island.tsx'),
  'web-story': () => import('../widgets/web-story/web-story.island.tsx'),
};

/**
 * Script islands (`{name}.script.ts`): behaviour without React, for what must stay small (AB-23
 * the ad loader). The module's `start(marker, props)` takes over the server's HTML as it is and
 * resolves when it is done; React is never loaded for them.
 */
const scriptIslandFiles = {
  'ad-slot': () => import('../widgets/ad-slot/ad-slot.script.ts'),
  countdown: () => import('../widgets/countdown/countdown.script.ts'),
  'video-ad-slot': () => import('../widgets/video-ad-slot/video-ad-slot.script.ts'),
};

export type ReactIslandName = keyof typeof reactIslandFiles;
export type ScriptIslandName = keyof typeof scriptIslandFiles;
export type IslandName = ReactIslandName | ScriptIslandName;

export type ScriptIsland = {
  start: (marker: HTMLElement, props: Record<string, unknown>) => Promise<void>;
};

// Each entry's module must be the island of that name: a file listed under another name, or one
// whose default export is not `defineIsland` of its own name, is a type error here. (Checked
// apart from the files' map, whose keys are the names `defineIsland` takes.)
export const reactIslands: {
  readonly [K in ReactIslandName]: () => Promise<{ default: { readonly islandName: K } }>;
} = reactIslandFiles;
export const scriptIslands: { readonly [K in ScriptIslandName]: () => Promise<ScriptIsland> } =
  scriptIslandFiles;
