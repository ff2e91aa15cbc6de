import type { CryptoTableProps } from '@newsroom/contracts/widgets/crypto-table';
import type { Coin } from '../../content/markets/schemas.ts';
import { defineIsland } from '../../lib/defineIsland.ts';
import { CryptoTableView } from './CryptoTableView.tsx';

/** AB-20 crypto table (hydrate "visible"): the server's coins, refreshed every minute while in view. */
function CryptoTableIsland({ props, data }: { props: CryptoTableProps; data: Coin[] }) {
  // No coin: no table.
  if (data.length === 0) return null;
  return <CryptoTableView title={props.title} count={props.count} data={data} />;
}

export default defineIsland('crypto-table', CryptoTableIsland);
