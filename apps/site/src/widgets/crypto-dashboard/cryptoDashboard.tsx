import { cryptoDashboardContract } from '@newsroom/contracts/widgets/crypto-dashboard';
import { tabLinksOf } from '../../lib/routes/tabHref.ts';
import { chosenTab } from '../../lib/routes/tabQuery.ts';
import { defineWidget } from '../types.ts';
import { type CoinRow, type CryptoDashboardData, toCoinRows } from './coins.ts';
import CryptoDashboardIsland from './crypto-dashboard.island.tsx';

/**
 * AB-12: the backend's crypto gainers and losers (`cryptocurrencystats`), both for the two tabs;
 * issue 27: the list the address chose (`?crypto=losers`) shown first.
 */
export const cryptoDashboard = defineWidget(cryptoDashboardContract, {
  async load(ctx, props): Promise<CryptoDashboardData> {
    const [gainers, losers] = await Promise.all([
      ctx.content.markets.cryptoStats('gainers', props.count),
      ctx.content.markets.cryptoStats('losers', props.count),
    ]);
    return {
      gainers: toCoinRows(gainers, props.count),
      losers: toCoinRows(losers, props.count),
      shown: chosenTab(ctx.page.url.query, 'crypto') ?? 'gainers',
      links: tabLinksOf(ctx.page, 'crypto-prices', ctx.article?.msid),
    };
  },
  View: CryptoDashboardIsland,
});

export type { CoinRow };
