import type { TopGainersStripProps } from '../widgets/top-gainers-strip/contract.ts';
import {
  type TopGainersData,
  TopGainersStripView,
} from '../widgets/top-gainers-strip/TopGainersStripView.tsx';

/** HM-04 top gainers strip (hydrate "visible"): the server's markup, woken to rotate and refresh. */
export default function TopGainersStripIsland({
  props,
  data,
}: {
  props: TopGainersStripProps;
  data: TopGainersData;
}) {
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
