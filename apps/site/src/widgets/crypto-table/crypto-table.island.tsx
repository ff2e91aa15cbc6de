import type { Coin } from '../content/markets/schemas.ts';
import { CryptoTableView } from '../widgets/crypto-table/CryptoTableView.tsx';
import type { CryptoTableProps } from '../widgets/crypto-table/contract.ts';
import { defineIsland } from './define.ts';

/** AB-20 crypto table (hydrate "visible"): the server's coins, refreshed every minute while in view. */
function CryptoTableIsland({ props, data }: { props: CryptoTableProps; data: Coin[] }) {
  // No coin: no table.
  if (data.length === 0) return null;
  return <CryptoTableView title={props.title} count={props.count} data={data} />;
}

export default defineIsland('crypto-table', CryptoTableIsland);
