import type { TopGainersStripProps } from '../widgets/top-gainers-strip/contract.ts';
import {
  type TopGainersData,
  TopGainersStripView,
} from '../widgets/top-gainers-strip/TopGainersStripView.tsx';
import { defineIsland } from './define.ts';

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
