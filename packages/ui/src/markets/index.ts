export { type CryptoList, CryptoMovers, type CryptoMoversProps } from './CryptoMovers.tsx';
export { ExpandableList, type ExpandableListProps } from './ExpandableList.tsx';
export { InfoTip, type InfoTipProps } from './InfoTip.tsx';
export {
  type DashboardChoice,
  MarketDashboard,
  type MarketDashboardProps,
  viewKey,
} from './MarketDashboard.tsx';
export { itemAtScroll, ScrollStrip, type ScrollStripProps } from './ScrollStrip.tsx';
export { type UseMarketBoard, type UseMarketBoardOptions, useMarketBoard } from './useMarketBoard.ts';
