import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { CryptoTableView } from './CryptoTableView.tsx';
import { samples } from './sample.ts';

// AB-20 the crypto table's island (CryptoTableView, the site's CSS) in every state of its refresh
// machine (marketRefreshMachine: held, live, fetching): the server's coins held until in view,
// refreshed in view (the minute shortened to 150 ms), and a failed refresh that keeps the coins.

const coins = samples['crypto-table'].data;
const tenTimes = coins.map((item) => ({ ...item, price: item.price * 10 }));
const stateOf = (root: HTMLElement) => root.querySelector('.crypto-table')?.getAttribute('data-state');

const refreshOnce = answerOnce(async () => ({ data: tenTimes, open: true }));
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call crypto-marketcap answered 502');
});

const meta = {
  title: 'Site/Widget states/Crypto table',
  component: CryptoTableView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Top cryptocurrencies by market cap',
    count: 5,
    data: coins,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchLatest: fn(async () => ({ data: tenTimes, open: true })),
  },
} satisfies Meta<typeof CryptoTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's coins, out of view: nothing asked (`held`). */
export const Held: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Top cryptocurrencies by market cap' })).toBeVisible();
    await expect(canvas.getByText('66,77,990.69')).toBeVisible();
    await expect(canvas.getByText('₹16.03 lakh cr')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('held');
    await expect(args.fetchLatest).not.toHaveBeenCalled();
  },
};

/** In view, waiting for the next minute (`live`): the server's coins still shown. */
export const Live: Story = {
  args: { visibilitySource: inView, refreshMs: 3_600_000 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('live'));
  },
};

/** The minute is up and the new prices are asked for (`fetching`): the old ones stay meanwhile. */
export const Fetching: Story = {
  args: { visibilitySource: inView, fetchLatest: fn(() => pending<never>()) },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('fetching'));
    await expect(args.fetchLatest).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('66,77,990.69')).toBeVisible();
  },
};

/** The new prices, a digit longer, in the same columns (the next ask stays in flight). */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: {
    visibilitySource: inView,
    fetchLatest: fn(refreshOnce),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvasElement.querySelector('table') as HTMLTableElement;
    const width = table.getBoundingClientRect().width;
    await waitFor(() => expect(canvas.getByText('6,67,79,906.90')).toBeVisible());
    await expect(table.getBoundingClientRect().width).toBe(width);
  },
};

/** A refresh that fails keeps the coins shown and tries again a minute later. */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: {
    visibilitySource: inView,
    fetchLatest: fn(failTwice),
  },
  play: async ({ canvas, canvasElement }) => {
    // Two failures, and the third ask (a minute later) in flight.
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(stateOf(canvasElement)).toBe('fetching');
    await expect(canvas.getByText('66,77,990.69')).toBeVisible();
  },
};
