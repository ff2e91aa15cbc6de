import { grandmastersContract } from '@newsroom/contracts/widgets/grandmasters';
import { defineWidget } from '../types.ts';
import { type GrandmastersData, toLeaderCards, toSeriesCards } from './cards.ts';
import GrandmastersIsland from './grandmasters.island.tsx';

/**
 * AB-18: the Grandmasters carousel, from the backend's series and leaders (`slug=all`, header
 * `portal: masterclass`; kept like the lists). The page's India hour is the server's guess at
 * series or leaders; the reader's own clock decides in the browser. An island woken on sight.
 */
export const grandmasters = defineWidget(grandmastersContract, {
  async load(ctx, props): Promise<GrandmastersData> {
    const { series, leaders } = await ctx.content.promos.grandmasters();
    return {
      hour: ctx.page.page.hour,
      series: toSeriesCards(series, props.count),
      leaders: toLeaderCards(leaders, props.count),
    };
  },
  View: GrandmastersIsland,
});
