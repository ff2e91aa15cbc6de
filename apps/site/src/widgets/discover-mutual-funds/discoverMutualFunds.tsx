import { discoverMutualFundsContract } from '@newsroom/contracts/widgets/discover-mutual-funds';
import { defineWidget } from '../types.ts';
import DiscoverMutualFundsIsland from './discover-mutual-funds.island.tsx';
import { FUNDS_SHOWN, type FundCard, toFundSlides } from './funds.ts';

/** AB-12: the mutual fund screener (best one-year return first), 11 funds in slides of 4, 4, 3. */
export const discoverMutualFunds = defineWidget(discoverMutualFundsContract, {
  async load(ctx, props): Promise<FundCard[][]> {
    const answer = await ctx.content.markets.fundScreener({
      pagesize: FUNDS_SHOWN,
      ...(props.category ? { category: props.category } : {}),
    });
    return toFundSlides(answer.searchresult);
  },
  View: DiscoverMutualFundsIsland,
});
