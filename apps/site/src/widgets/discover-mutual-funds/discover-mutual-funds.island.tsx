import type { DiscoverMutualFundsProps } from '@newsroom/contracts/widgets/discover-mutual-funds';
import { defineIsland } from '../../lib/defineIsland.ts';
import { DiscoverMutualFundsView } from './DiscoverMutualFundsView.tsx';
import type { FundCard } from './funds.ts';

/** AB-12 discover mutual funds (hydrate "visible"): previous/next and the dots. */
function DiscoverMutualFundsIsland({ props, data }: { props: DiscoverMutualFundsProps; data: FundCard[][] }) {
  return <DiscoverMutualFundsView title={props.title} slides={data} />;
}

export default defineIsland('discover-mutual-funds', DiscoverMutualFundsIsland);
