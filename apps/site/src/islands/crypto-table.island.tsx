import type { Coin } from '../content/markets/schemas.ts';
import { CryptoTableView } from '../widgets/crypto-table/CryptoTableView.tsx';
import type { CryptoTableProps } from '../widgets/crypto-table/contract.ts';

/** AB-20 crypto table (hydrate "visible"): the server's coins, refreshed every minute while in view. */
export default function CryptoTableIsland({ props, data }: { props: CryptoTableProps; data: Coin[] }) {
  return <CryptoTableView title={props.title} count={props.count} data={data} />;
}
