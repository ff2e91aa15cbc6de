import { mostSearchedStocksContract } from '@newsroom/contracts/widgets/most-searched-stocks';
import { MOST_SEARCHED_MAX } from '@newsroom/rules/market-sidebar';
import { defineWidget } from '../types.ts';
import MostSearchedStocksIsland from './most-searched-stocks.island.tsx';
import { toMostSearched } from './rows.ts';

/** AB-12: the backend's most-searched list (kept 30 s by the market client), all 15 rows at once. */
export const mostSearchedStocks = defineWidget(mostSearchedStocksContract, {
  async load(ctx) {
    return toMostSearched(await ctx.content.markets.mostSearched(MOST_SEARCHED_MAX));
  },
  View: MostSearchedStocksIsland,
});
