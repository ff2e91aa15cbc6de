import { topGainersStripContract } from '@newsroom/contracts/widgets/top-gainers-strip';
import { defineWidget } from '../types.ts';
import { toTopGainersData } from './TopGainersStripView.tsx';
import TopGainersStripIsland from './top-gainers-strip.island.tsx';

/** HM-04 top gainers strip, from the backend's top-gainers call (the market client, kept 30 s). */
export const topGainersStrip = defineWidget(topGainersStripContract, {
  load: async (ctx, { exchange, count }) =>
    toTopGainersData(await ctx.content.markets.topGainers(exchange, count)),
  View: TopGainersStripIsland,
});
