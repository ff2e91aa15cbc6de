import type { MarketDashboardProps } from '@newsroom/contracts/widgets/market-dashboard';
import { defineIsland } from '../../lib/defineIsland.ts';
import { type MarketDashboardData, MarketDashboardView } from './MarketDashboardView.tsx';

/** AB-12 market dashboard (hydrate "visible"): NSE/BSE, Gainers/Losers and the minute's prices. */
function MarketDashboardIsland({ props, data }: { props: MarketDashboardProps; data: MarketDashboardData }) {
  return <MarketDashboardView props={props} data={data} />;
}

export default defineIsland('market-dashboard', MarketDashboardIsland);
