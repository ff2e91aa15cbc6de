import type { TopGainersStripProps } from '@newsroom/contracts/widgets/top-gainers-strip';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type TopGainersData, TopGainersStripView } from './TopGainersStripView.tsx';

/** HM-04 top gainers strip (hydrate "visible"): the server's markup, woken to rotate and refresh. */
function TopGainersStripIsland({ props, data }: { props: TopGainersStripProps; data: TopGainersData }) {
  return (
    <TopGainersStripView
      title={props.title}
      href={props.href}
      exchange={props.exchange}
      count={props.count}
      data={data}
    />
  );
}

export default defineIsland('top-gainers-strip', TopGainersStripIsland);
