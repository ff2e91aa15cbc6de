import type { Coin } from '../../content/markets/schemas.ts';
import { defineWidget } from '../types.ts';
import { CryptoTableView } from './CryptoTableView.tsx';
import { type CryptoTableProps, cryptoTableContract } from './contract.ts';

/**
 * AB-20 crypto table: the top coins by market cap (the backend's `cryptocurrencystats`), server
 * rendered; the island refreshes them every minute while in view (CryptoTableView).
 */
export const cryptoTable = defineWidget(cryptoTableContract, {
  load: (ctx, { count }) => ctx.content.markets.cryptoStats('marketcap', count),
  View({ props: { title, count }, data }: { props: CryptoTableProps; data: Coin[] }) {
    if (data.length === 0) return null;
    return <CryptoTableView title={title} count={count} data={data} />;
  },
});
