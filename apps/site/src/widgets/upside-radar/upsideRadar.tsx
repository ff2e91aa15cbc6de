import { defineWidget } from '../types.ts';
import { type RadarCollection, toRadarCollections } from './collections.ts';
import { type UpsideRadarProps, upsideRadarContract } from './contract.ts';
import { UpsideRadarView } from './UpsideRadarView.tsx';

/** AB-12: the upside radar's collections (`collectiontypeid=10`, `screenercount=2`). */
export const upsideRadar = defineWidget(upsideRadarContract, {
  async load(ctx): Promise<RadarCollection[]> {
    return toRadarCollections(await ctx.content.markets.upsideRadar());
  },
  View({ props, data }: { props: UpsideRadarProps; data: RadarCollection[] }) {
    return <UpsideRadarView title={props.title} collections={data} />;
  },
});
