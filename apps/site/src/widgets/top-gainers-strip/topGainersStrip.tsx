import TopGainersStripIsland from '../../islands/top-gainers-strip.island.tsx';
import { defineWidget } from '../types.ts';
import { topGainersStripContract } from './contract.ts';
import { toTopGainersData } from './TopGainersStripView.tsx';

/** HM-04 top gainers strip, from the backend's top-gainers call (the market client, kept 30 s). */
export const topGainersStrip = defineWidget(topGainersStripContract, {
  load: async (ctx, { exchange, count }) =>
    toTopGainersData(await ctx.content.markets.topGainers(exchange, count)),
  View: TopGainersStripIsland,
});
