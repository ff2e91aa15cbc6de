export {
  type FetchedView,
  type MarketBoardContext,
  type MarketBoardEvent,
  type MarketBoardInput,
  type MarketBoardMachine,
  type MarketBoardStatus,
  type MarketBoardView,
  marketBoardMachine,
  selectMarketBoard,
} from './marketBoard.machine.ts';
