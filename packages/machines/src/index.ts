export * from './ad-loader/index.ts';
export * from './adaptive-paywall/index.ts';
export * from './author-card/authorCard.machine.ts';
export * from './bond-finder/index.ts';
export * from './bookmark/index.ts';
export * from './carousel/index.ts';
export * from './chat-assistant/index.ts';
export * from './comments/index.ts';
export * from './countdown/index.ts';
export * from './course-carousel/index.ts';
export {
  type FontSizeActionParams,
  type FontSizeContext,
  type FontSizeEvent,
  type FontSizeInput,
  type FontSizeMachine,
  fontSizeMachine,
  selectFontSize,
} from './font-size/fontSize.machine.ts';
export {
  DEFAULT_FONT_SIZE,
  FONT_SIZE_SCALE,
  FONT_SIZE_STORAGE_KEY,
  FONT_SIZES,
  type FontSize,
  isFontSize,
  parseFontSize,
} from './font-size/fontSize.ts';
export * from './grandmasters/index.ts';
export * from './industry-tabs/index.ts';
export * from './ipl-score/index.ts';
export * from './layout-editor/index.ts';
export * from './list-expander/index.ts';
export * from './liveblog/index.ts';
export * from './mail/index.ts';
export * from './market-board/index.ts';
export * from './market-refresh/index.ts';
export * from './newsletter/index.ts';
export * from './page-refresh/index.ts';
export * from './paywall/index.ts';
export * from './poll/index.ts';
export * from './prime-missed-stories/index.ts';
export * from './prime-nudge/index.ts';
export * from './scroll-dots/index.ts';
export * from './share/index.ts';
export * from './stacked-articles/index.ts';
export * from './sticky-bar/index.ts';
export * from './stock-widget/index.ts';
export * from './top-news/index.ts';
export * from './trial-sign-in/index.ts';
export * from './video-popup/index.ts';
export * from './web-story/index.ts';
export * from './widget-requests/index.ts';
