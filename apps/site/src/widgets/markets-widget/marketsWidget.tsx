import { marketsWidgetContract } from '@newsroom/contracts/widgets/markets-widget';
import { defineWidget } from '../types.ts';
import { toMarketsWidgetData } from './MarketsWidgetView.tsx';
import MarketsWidgetIsland from './markets-widget.island.tsx';

/** HM-02 / HM-03 markets widget, from the backend's indices (the market client, kept 30 s). */
export const marketsWidget = defineWidget(marketsWidgetContract, {
  load: async (ctx) => toMarketsWidgetData(await ctx.content.markets.indices()),
  View: MarketsWidgetIsland,
});
