import type { CryptoDashboardProps } from '@newsroom/contracts/widgets/crypto-dashboard';
import { defineIsland } from '../../lib/defineIsland.ts';
import { CryptoDashboardView } from './CryptoDashboardView.tsx';
import type { CryptoDashboardData } from './coins.ts';

/** AB-12 crypto prices and dashboard (hydrate "visible"): the tabs and the minute's prices. */
function CryptoDashboardIsland({ props, data }: { props: CryptoDashboardProps; data: CryptoDashboardData }) {
  // No coin either way: no widget.
  if (data.gainers.length + data.losers.length === 0) return null;
  return <CryptoDashboardView title={props.title} count={props.count} data={data} />;
}

export default defineIsland('crypto-dashboard', CryptoDashboardIsland);
