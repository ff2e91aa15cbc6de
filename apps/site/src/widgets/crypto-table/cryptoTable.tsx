import CryptoTableIsland from '../../islands/crypto-table.island.tsx';
import { defineWidget } from '../types.ts';
import { cryptoTableContract } from './contract.ts';

/**
 * AB-20 crypto table: the top coins by market cap (the backend's `cryptocurrencystats`), server
 * rendered; the island refreshes them every minute while in view (CryptoTableView).
 */
export const cryptoTable = defineWidget(cryptoTableContract, {
  load: (ctx, { count }) => ctx.content.markets.cryptoStats('marketcap', count),
  View: CryptoTableIsland,
});
