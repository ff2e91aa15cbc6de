import type { UpsideRadarProps } from '@newsroom/contracts/widgets/upside-radar';
import { defineIsland } from '../../lib/defineIsland.ts';
import type { RadarCollection } from './collections.ts';
import { UpsideRadarView } from './UpsideRadarView.tsx';

/** AB-12 upside radar (hydrate "visible"): dots that follow the strip's scroll. */
function UpsideRadarIsland({ props, data }: { props: UpsideRadarProps; data: RadarCollection[] }) {
  return <UpsideRadarView title={props.title} collections={data} />;
}

export default defineIsland('upside-radar', UpsideRadarIsland);
