import { topFundsStripContract } from '@newsroom/contracts/widgets/top-funds-strip';
import { MarketUnavailable } from '../../content/markets/client.ts';
import { defineWidget } from '../types.ts';
import { type TopFundsData, toFundItems } from './TopFundsStripView.tsx';
import TopFundsStripIsland from './top-funds-strip.island.tsx';

/**
 * HM-04 top funds strip, from the backend's top-fund call (the market client, kept 30 s). When the
 * backend answers that call with a failure (or an answer that is not one), the strip still goes
 * out, saying `loading...`, and the reader's browser asks for the funds itself (the spec's
 * "loading... until data arrives"); the failure is logged. A backend that cannot be reached at all
 * fails the widget as any other (left out, the page not cached, the home page a 503 if nothing
 * else came).
 */
export const topFundsStrip = defineWidget(topFundsStripContract, {
  async load(ctx, { count }): Promise<TopFundsData> {
    try {
      return { funds: toFundItems(await ctx.content.markets.topFunds(count)) };
    } catch (error) {
      if (!(error instanceof MarketUnavailable)) throw error;
      ctx.log?.(`widget top-funds-strip: funds left to the browser: ${(error as Error).message}`);
      return { funds: null };
    }
  },
  View: TopFundsStripIsland,
});
