import type { MarketDashboardProps } from '../widgets/market-dashboard/contract.ts';
import {
  type MarketDashboardData,
  MarketDashboardView,
} from '../widgets/market-dashboard/MarketDashboardView.tsx';
import { defineIsland } from './define.ts';

/** AB-12 market dashboard (hydrate "visible"): NSE/BSE, Gainers/Losers and the minute's prices. */
function MarketDashboardIsland({ props, data }: { props: MarketDashboardProps; data: MarketDashboardData }) {
  return <MarketDashboardView props={props} data={data} />;
}

export default defineIsland('market-dashboard', MarketDashboardIsland);
