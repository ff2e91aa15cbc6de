import type { TopFundsStripProps } from '../widgets/top-funds-strip/contract.ts';
import { type TopFundsData, TopFundsStripView } from '../widgets/top-funds-strip/TopFundsStripView.tsx';
import { defineIsland } from './define.ts';

/** HM-04 top funds strip (hydrate "visible"): rotates, and loads the funds the page came without. */
function TopFundsStripIsland({ props, data }: { props: TopFundsStripProps; data: TopFundsData }) {
  return <TopFundsStripView title={props.title} href={props.href} count={props.count} data={data} />;
}

export default defineIsland('top-funds-strip', TopFundsStripIsland);
