import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { CryptoDashboardView } from './CryptoDashboardView.tsx';
import type { CryptoMoversData } from './coins.ts';
import { samples } from './sample.ts';

// AB-12 crypto prices and dashboard's island (CryptoDashboardView, the site's CSS) in every state
// of its board (marketBoardMachine through CryptoMovers: idle, refreshing; live while in view,
// coins never close) and both tabs; the minute shortened to 150 ms. No request leaves the story.

const data = samples['crypto-dashboard'].data;
const later: CryptoMoversData = {
  gainers: data.gainers.map((coin) => ({ ...coin, price: coin.price * 1.01 })),
  losers: data.losers,
};
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.crypto-dashboard') as HTMLElement;

const refreshOnce = answerOnce(async () => later);
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call crypto-movers answered 502');
});

const meta = {
  title: 'Site/Widget states/Crypto dashboard',
  component: CryptoDashboardView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Crypto prices',
    count: 6,
    data,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchMovers: fn(async () => later),
  },
} satisfies Meta<typeof CryptoDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top Gainers (the spec's first tab), out of view: nothing asked (`idle`). */
export const Gainers: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('BNB');
    await expect(args.fetchMovers).not.toHaveBeenCalled();
  },
};

/** Top Losers: the other list, already in the page (no fetch). */
export const Losers: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Top Losers' }));
    await expect(canvas.getByRole('tab', { name: 'Top Losers' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'XRP' })).toBeVisible();
    await expect(args.fetchMovers).not.toHaveBeenCalled();
  },
};

/** The minute is up while in view: both lists are asked for (`refreshing`), the old ones shown. */
export const Refreshing: Story = {
  args: { visibilitySource: inView, fetchMovers: fn(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'refreshing'));
    await expect(canvas.getByText('₹84,161.28')).toBeVisible();
  },
};

/** The new prices in place (the next ask stays in flight). */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: { visibilitySource: inView, fetchMovers: fn(refreshOnce) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('₹85,002.89')).toBeVisible());
  },
};

/** A failed refresh keeps the prices shown and asks again a minute later. */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: { visibilitySource: inView, fetchMovers: fn(failTwice) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(canvas.getByText('₹84,161.28')).toBeVisible();
  },
};
