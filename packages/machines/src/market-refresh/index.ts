export {
  MARKET_REFRESH_INTERVAL_MS,
  type MarketRefreshAnswer,
  type MarketRefreshContext,
  type MarketRefreshEvent,
  type MarketRefreshInput,
  type MarketRefreshMachine,
  type MarketRefreshPhase,
  marketRefreshMachine,
  selectMarketRefreshPhase,
} from './marketRefresh.machine.ts';
