import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { CoinRow, CryptoDashboardData } from './coins.ts';

const coin = (
  symbol: string,
  name: string,
  price: number,
  percent: number,
  buy: 'exchange' | { marketCap: number },
): CoinRow => ({
  symbol,
  name,
  url: `/markets/cryptocurrency/${name.toLowerCase().replaceAll(' ', '-')}`,
  price,
  percent,
  buyLink: buy === 'exchange' ? `https://exchange.example/buy/${symbol.toLowerCase()}` : null,
  marketCap: buy === 'exchange' ? 0 : buy.marketCap,
});

/** AB-12: the day's six top gaining and six top losing coins, in the article's column. */
export const samples = {
  'crypto-dashboard': {
    props: {},
    data: {
      gainers: [
        coin('BNB', 'BNB', 84161.28, 12.7, 'exchange'),
        coin('SOL', 'Solana', 19854.4, 8.42, 'exchange'),
        coin('DOGE', 'Dogecoin', 33.61, 6.05, 'exchange'),
        coin('TRX', 'TRON', 25.74, 3.9, { marketCap: 2.44e12 }),
        coin('ADA', 'Cardano', 78.12, 2.31, 'exchange'),
        coin('ETH', 'Ethereum', 311568.82, 0.56, 'exchange'),
      ],
      losers: [
        coin('XRP', 'XRP', 228.91, -10.23, 'exchange'),
        coin('LINK', 'Chainlink', 1561.2, -5.87, 'exchange'),
        coin('AVAX', 'Avalanche', 3398.5, -4.12, { marketCap: 1.39e12 }),
        coin('BTC', 'Bitcoin', 6677990.69, -2.69, 'exchange'),
        coin('DOT', 'Polkadot', 612.04, -1.93, 'exchange'),
        coin('LTC', 'Litecoin', 9012.77, -0.88, 'exchange'),
      ],
      shown: 'gainers',
      links: {
        path: '/markets/cryptocurrency/why-bitcoin-rose/articleshow/125400127.cms',
        anchor: 'crypto-prices',
      },
    } satisfies CryptoDashboardData,
    region: 'aside',
  },
} satisfies WidgetSamples;
