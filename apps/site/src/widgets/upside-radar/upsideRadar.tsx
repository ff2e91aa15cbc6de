import UpsideRadarIsland from '../../islands/upside-radar.island.tsx';
import { defineWidget } from '../types.ts';
import { type RadarCollection, toRadarCollections } from './collections.ts';
import { upsideRadarContract } from './contract.ts';

/** AB-12: the upside radar's collections (`collectiontypeid=10`, `screenercount=2`). */
export const upsideRadar = defineWidget(upsideRadarContract, {
  async load(ctx): Promise<RadarCollection[]> {
    return toRadarCollections(await ctx.content.markets.upsideRadar());
  },
  View: UpsideRadarIsland,
});
