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
