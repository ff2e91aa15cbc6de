// The market rules the stock widget's UI needs, from the rules both sides share.
export {
  DEFAULT_MARKET_STATUS,
  MARKET_REFRESH_MS,
  type MarketStatus,
  marketStatusOf,
  STOCK_WIDGET_TABS,
  showsStockScore,
} from '@newsroom/rules/markets';
export {
  type CompanyFeedEntry,
  type CompanyFeedStatus,
  STOCK_REFRESH_MS,
  type StockExchange,
  type StockFeedLike,
  type StockWidgetContext,
  type StockWidgetEvent,
  type StockWidgetInput,
  type StockWidgetMachine,
  type StockWidgetView,
  selectStockWidgetView,
  stockWidgetMachine,
} from './stockWidget.machine.ts';
