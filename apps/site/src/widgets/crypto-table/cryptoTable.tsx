import { cryptoTableContract } from '@newsroom/contracts/widgets/crypto-table';
import { defineWidget } from '../types.ts';
import CryptoTableIsland from './crypto-table.island.tsx';

/**
 * AB-20 crypto table: the top coins by market cap (the backend's `cryptocurrencystats`), server
 * rendered; the island refreshes them every minute while in view (CryptoTableView).
 */
export const cryptoTable = defineWidget(cryptoTableContract, {
  load: (ctx, { count }) => ctx.content.markets.cryptoStats('marketcap', count),
  View: CryptoTableIsland,
});
