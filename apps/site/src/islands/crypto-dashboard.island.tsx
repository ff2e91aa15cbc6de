import { CryptoDashboardView } from '../widgets/crypto-dashboard/CryptoDashboardView.tsx';
import type { CryptoMoversData } from '../widgets/crypto-dashboard/coins.ts';
import type { CryptoDashboardProps } from '../widgets/crypto-dashboard/contract.ts';

/** AB-12 crypto prices and dashboard (hydrate "visible"): the tabs and the minute's prices. */
export default function CryptoDashboardIsland({
  props,
  data,
}: {
  props: CryptoDashboardProps;
  data: CryptoMoversData;
}) {
  return <CryptoDashboardView title={props.title} count={props.count} data={data} />;
}
