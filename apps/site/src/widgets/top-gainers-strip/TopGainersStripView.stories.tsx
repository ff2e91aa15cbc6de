import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  controlledView,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { samples } from './sample.ts';
import { type TopGainersData, TopGainersStripView } from './TopGainersStripView.tsx';

// HM-04 the top gainers strip's island (TopGainersStripView, the site's CSS) in the states of its
// two machines: the strip (carouselMachine with `carouselPresets.marketStrip`: playing, still) and the prices' refresh
// (marketRefreshMachine: held, live, fetching), the minute shortened to 150 ms. Motion is reduced
// unless a story shows the rotation, so nothing moves when the picture is taken.

const data = samples['top-gainers-strip'].data;
const later: TopGainersData = {
  ...data,
  rows: data.rows.map((row) => ({ ...row, current: row.current + 4 })),
};
const strip = (root: HTMLElement) => root.querySelector('.market-strip') as HTMLElement;
const refresh = (root: HTMLElement) => root.querySelector('.market-strip-box')?.getAttribute('data-state');

const refreshOnce = answerOnce(async () => ({ data: later, open: true }));
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call top-gainers answered 502');
});

const meta = {
  title: 'Site/Widget states/Top gainers strip',
  component: TopGainersStripView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Top gainers',
    href: '/stocks/marketstats?type=gainers',
    exchange: 'nse',
    count: 5,
    data,
    visibilitySource: outOfView,
    reducedMotion: true,
    refreshMs: 150,
    fetchLatest: fn(async () => ({ data: later, open: true })),
  },
} satisfies Meta<typeof TopGainersStripView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out of view: the first gainer, still, prices held. */
export const Still: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(strip(canvasElement)).toHaveAttribute('data-state', 'still');
    await expect(refresh(canvasElement)).toBe('held');
    await expect(canvas.getByText('1 / 5')).toBeVisible();
    await expect(args.fetchLatest).not.toHaveBeenCalled();
  },
};

const rotating = controlledView();

/**
 * In view, motion allowed (`playing`): after 6 s the next gainer; then the strip leaves the view
 * and stops on it (`still`), so the picture stays.
 */
export const Rotating: Story = {
  args: {
    visibilitySource: rotating.source,
    reducedMotion: false,
    refreshMs: 3_600_000,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(canvas.getByText('2 / 5')).toBeVisible(), { timeout: 8000 });
    rotating.hide();
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'still'));
    await expect(canvas.getByRole('group', { name: '2 of 5' })).toHaveAttribute('data-state', 'active');
  },
};

/** The reader's buttons step through the gainers (and wrap), whatever the motion setting. */
export const NextAndPrevious: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next gainer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next gainer' }));
    await expect(canvas.getByText('3 / 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous gainer' }));
    await expect(canvas.getByText('2 / 5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Narmada Pharma' })).toBeVisible();
  },
};

/** In view with the market open: the prices are asked for again every minute (`live`). */
export const RefreshWaiting: Story = {
  args: { visibilitySource: inView, refreshMs: 3_600_000 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(refresh(canvasElement)).toBe('live'));
  },
};

/** The minute is up: the new prices are asked for (`fetching`), the old ones shown meanwhile. */
export const RefreshFetching: Story = {
  args: { visibilitySource: inView, fetchLatest: fn(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(refresh(canvasElement)).toBe('fetching'));
    await expect(canvas.getByText('₹1,915.55')).toBeVisible();
  },
};

/** The new prices replace the old in place, on the same gainer. */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: { visibilitySource: inView, fetchLatest: fn(refreshOnce) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('₹1,919.55')).toBeVisible());
    await expect(canvas.getByText('1 / 5')).toBeVisible();
  },
};

/** A failed refresh keeps the prices shown. */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: {
    visibilitySource: inView,
    fetchLatest: fn(failTwice),
  },
  play: async ({ canvas }) => {
    // Two failures, and the third ask (a minute later) in flight.
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(canvas.getByText('₹1,915.55')).toBeVisible();
  },
};
