import { defineWidget } from '../types.ts';
import { type MarketsWidgetProps, marketsWidgetContract } from './contract.ts';
import { type MarketsWidgetData, MarketsWidgetView, toMarketsWidgetData } from './MarketsWidgetView.tsx';

/** HM-02 / HM-03 markets widget, from the backend's indices (the market client, kept 30 s). */
export const marketsWidget = defineWidget(marketsWidgetContract, {
  load: async (ctx) => toMarketsWidgetData(await ctx.content.markets.indices()),
  View({ props, data }: { props: MarketsWidgetProps; data: MarketsWidgetData }) {
    return <MarketsWidgetView title={props.title} href={props.href} data={data} />;
  },
});
