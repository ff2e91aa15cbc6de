import type { Coin } from '../../content/markets/schemas.ts';
import { coin } from '../shared/markets/testMarkets.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const at = '2026-11-19T11:42:00+05:30';

/** AB-20: the top five coins by market cap, Tether without a buy link (its market cap instead). */
export const samples = {
  'crypto-table': {
    props: {},
    data: [
      coin('BTC', { coinName: 'Bitcoin', price: 6677990.69, percentChange: -2.69, updatedDateTime: at }),
      coin('ETH', { coinName: 'Ethereum', price: 311568.82, percentChange: 0.56, updatedDateTime: at }),
      coin('USDT', {
        coinName: 'Tether',
        price: 88.05,
        percentChange: 0.03,
        buyLink: null,
        marketCap: 1.603e13,
        updatedDateTime: at,
      }),
      coin('XRP', { coinName: 'XRP', price: 228.91, percentChange: -10.23, updatedDateTime: at }),
      coin('BNB', { coinName: 'BNB', price: 84161.28, percentChange: 12.7, updatedDateTime: at }),
    ] satisfies Coin[],
    region: 'inserts',
  },
} satisfies WidgetSamples;
