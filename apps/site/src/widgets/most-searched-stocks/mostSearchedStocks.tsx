import { MOST_SEARCHED_MAX } from '@newsroom/rules/market-sidebar';
import { defineWidget } from '../types.ts';
import { type MostSearchedStocksProps, mostSearchedStocksContract } from './contract.ts';
import { MostSearchedView } from './MostSearchedView.tsx';
import { type MostSearchedData, toMostSearched } from './rows.ts';

/** AB-12: the backend's most-searched list (kept 30 s by the market client), all 15 rows at once. */
export const mostSearchedStocks = defineWidget(mostSearchedStocksContract, {
  async load(ctx) {
    return toMostSearched(await ctx.content.markets.mostSearched(MOST_SEARCHED_MAX));
  },
  View({ props, data }: { props: MostSearchedStocksProps; data: MostSearchedData }) {
    return <MostSearchedView title={props.title} data={data} />;
  },
});
