import type { TopFundsStripProps } from '@newsroom/contracts/widgets/top-funds-strip';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type TopFundsData, TopFundsStripView } from './TopFundsStripView.tsx';

/** HM-04 top funds strip (hydrate "visible"): rotates, and loads the funds the page came without. */
function TopFundsStripIsland({ props, data }: { props: TopFundsStripProps; data: TopFundsData }) {
  return <TopFundsStripView title={props.title} href={props.href} count={props.count} data={data} />;
}

export default defineIsland('top-funds-strip', TopFundsStripIsland);
