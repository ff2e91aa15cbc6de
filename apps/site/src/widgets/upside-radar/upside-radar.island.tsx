import type { RadarCollection } from '../widgets/upside-radar/collections.ts';
import type { UpsideRadarProps } from '../widgets/upside-radar/contract.ts';
import { UpsideRadarView } from '../widgets/upside-radar/UpsideRadarView.tsx';
import { defineIsland } from './define.ts';

/** AB-12 upside radar (hydrate "visible"): dots that follow the strip's scroll. */
function UpsideRadarIsland({ props, data }: { props: UpsideRadarProps; data: RadarCollection[] }) {
  return <UpsideRadarView title={props.title} collections={data} />;
}

export default defineIsland('upside-radar', UpsideRadarIsland);
