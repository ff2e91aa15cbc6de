import CryptoDashboardIsland from '../../islands/crypto-dashboard.island.tsx';
import { defineWidget } from '../types.ts';
import { type CoinRow, type CryptoMoversData, toCoinRows } from './coins.ts';
import { cryptoDashboardContract } from './contract.ts';

/** AB-12: the backend's crypto gainers and losers (`cryptocurrencystats`), both for the two tabs. */
export const cryptoDashboard = defineWidget(cryptoDashboardContract, {
  async load(ctx, props): Promise<CryptoMoversData> {
    const [gainers, losers] = await Promise.all([
      ctx.content.markets.cryptoStats('gainers', props.count),
      ctx.content.markets.cryptoStats('losers', props.count),
    ]);
    return { gainers: toCoinRows(gainers, props.count), losers: toCoinRows(losers, props.count) };
  },
  View: CryptoDashboardIsland,
});

export type { CoinRow };
