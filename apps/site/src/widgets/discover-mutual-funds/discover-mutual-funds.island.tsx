import type { DiscoverMutualFundsProps } from '../widgets/discover-mutual-funds/contract.ts';
import { DiscoverMutualFundsView } from '../widgets/discover-mutual-funds/DiscoverMutualFundsView.tsx';
import type { FundCard } from '../widgets/discover-mutual-funds/funds.ts';
import { defineIsland } from './define.ts';

/** AB-12 discover mutual funds (hydrate "visible"): previous/next and the dots. */
function DiscoverMutualFundsIsland({ props, data }: { props: DiscoverMutualFundsProps; data: FundCard[][] }) {
  return <DiscoverMutualFundsView title={props.title} slides={data} />;
}

export default defineIsland('discover-mutual-funds', DiscoverMutualFundsIsland);
