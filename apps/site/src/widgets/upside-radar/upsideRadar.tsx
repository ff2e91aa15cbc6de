import { upsideRadarContract } from '@newsroom/contracts/widgets/upside-radar';
import { defineWidget } from '../types.ts';
import { type RadarCollection, toRadarCollections } from './collections.ts';
import UpsideRadarIsland from './upside-radar.island.tsx';

/** AB-12: the upside radar's collections (`collectiontypeid=10`, `screenercount=2`). */
export const upsideRadar = defineWidget(upsideRadarContract, {
  async load(ctx): Promise<RadarCollection[]> {
    return toRadarCollections(await ctx.content.markets.upsideRadar());
  },
  View: UpsideRadarIsland,
});
