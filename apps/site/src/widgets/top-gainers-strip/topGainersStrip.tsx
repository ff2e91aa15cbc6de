import { defineWidget } from '../types.ts';
import { type TopGainersStripProps, topGainersStripContract } from './contract.ts';
import { type TopGainersData, TopGainersStripView, toTopGainersData } from './TopGainersStripView.tsx';

/** HM-04 top gainers strip, from the backend's top-gainers call (the market client, kept 30 s). */
export const topGainersStrip = defineWidget(topGainersStripContract, {
  load: async (ctx, { exchange, count }) =>
    toTopGainersData(await ctx.content.markets.topGainers(exchange, count)),
  View({ props, data }: { props: TopGainersStripProps; data: TopGainersData }) {
    return (
      <TopGainersStripView
        title={props.title}
        href={props.href}
        exchange={props.exchange}
        count={props.count}
        data={data}
      />
    );
  },
});
