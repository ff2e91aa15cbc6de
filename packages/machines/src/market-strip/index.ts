export {
  MARKET_STRIP_ROTATE_MS,
  type MarketStripContext,
  type MarketStripEvent,
  type MarketStripInput,
  type MarketStripMachine,
  type MarketStripPauseReason,
  type MarketStripPhase,
  type MarketStripView,
  marketStripMachine,
  selectMarketStripView,
} from './marketStrip.machine.ts';
