import type { VisibilitySource } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Coin } from '../../content/markets/schemas.ts';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/markets.css';
import '../../styles/market-home.css';
import { coin } from '../shared/markets/testMarkets.ts';
import { CryptoTableView } from './CryptoTableView.tsx';

// AB-20 the crypto table as a story shows it (680 px, the site's CSS): the server's coins held
// until in view, refreshed in view (the minute shortened to 150 ms), and a failed refresh that
// keeps the coins shown.

const coins: Coin[] = [
  coin('BTC', { coinName: 'Bitcoin', price: 6677990.69, percentChange: -2.69 }),
  coin('ETH', { coinName: 'Ethereum', price: 311568.82, percentChange: 0.56 }),
  coin('USDT', { coinName: 'Tether', price: 88.05, percentChange: 0.03, buyLink: null, marketCap: 1.603e13 }),
  coin('XRP', { coinName: 'XRP', price: 228.91, percentChange: -10.23 }),
  coin('BNB', { coinName: 'BNB', price: 84161.28, percentChange: 12.7 }),
];
const tenTimes = coins.map((item) => ({ ...item, price: item.price * 10 }));

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

const meta = {
  title: 'Site/CryptoTable',
  component: CryptoTableView,
  decorators: [(Story) => <div style={{ width: 680 }}>{Story()}</div>],
  args: {
    title: 'Top cryptocurrencies by market cap',
    count: 5,
    data: coins,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchLatest: async () => ({ data: tenTimes, open: true }),
  },
} satisfies Meta<typeof CryptoTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's coins, out of view: nothing asked (`held`). */
export const ServerCoins: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Top cryptocurrencies by market cap' })).toBeVisible();
    await expect(canvas.getByText('66,77,990.69')).toBeVisible();
    await expect(canvas.getByText('₹16.03 lakh cr')).toBeVisible();
    await expect(canvasElement.querySelector('.crypto-table')).toHaveAttribute('data-state', 'held');
  },
};

/** In view: a minute later (here 150 ms) the new prices, a digit longer, in the same columns. */
export const Refreshed: Story = {
  args: { visibilitySource: inView },
  play: async ({ canvas, canvasElement }) => {
    const table = canvasElement.querySelector('table') as HTMLTableElement;
    const width = table.getBoundingClientRect().width;
    await waitFor(() => expect(canvas.getByText('6,67,79,906.90')).toBeVisible());
    await expect(table.getBoundingClientRect().width).toBe(width);
  },
};

/** A refresh that fails keeps the coins shown and tries again a minute later. */
export const RefreshFailed: Story = {
  args: {
    visibilitySource: inView,
    fetchLatest: fn(async () => {
      throw new Error('market call crypto-marketcap answered 502');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.fetchLatest).toHaveBeenCalledTimes(2));
    // Still refreshing (waiting for the next minute, or asking again).
    await expect(canvasElement.querySelector('.crypto-table')?.getAttribute('data-state')).toMatch(
      /^(live|fetching)$/,
    );
    await expect(canvas.getByText('66,77,990.69')).toBeVisible();
  },
};
