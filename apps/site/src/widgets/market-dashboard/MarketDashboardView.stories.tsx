import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { MarketDashboardView } from './MarketDashboardView.tsx';
import type { DashboardAnswer } from './rows.ts';
import { dashboardRow, samples } from './sample.ts';

// AB-12 the market dashboard's island (MarketDashboardView, the site's CSS) in every state of its
// board (marketBoardMachine: idle, loading, failed, refreshing; live while in view and open), the
// minute shortened to 150 ms. Each toggle asks for its view through the injected `fetchView`.

const { data } = samples['market-dashboard'];
const bseGainers: DashboardAnswer = {
  duration: '1d',
  open: true,
  rows: [
    dashboardRow('13507', 'Sahyadri Cement', 2480.15, 8.31),
    dashboardRow('13518', 'Ganga Textiles', 146.8, 7.02),
    dashboardRow('13584', 'Surya Solar', 412.35, 6.87),
    dashboardRow('13551', 'Chola Motors', 978.45, 5.66),
  ],
};
const nseLosers: DashboardAnswer = {
  duration: '1d',
  open: true,
  rows: [
    dashboardRow('13617', 'Pragati Infra', 264.55, -6.05),
    dashboardRow('13562', 'Konkan Ports', 622.1, -4.18),
    dashboardRow('13595', 'Vijay Chemicals', 2087.9, -3.61),
    dashboardRow('13529', 'Indus Bank', 1689.25, -2.35),
  ],
};
const nseLater: DashboardAnswer = {
  ...data.answer,
  rows: data.answer.rows.map((row) => ({ ...row, price: row.price + 3 })),
};
const answers: Record<string, DashboardAnswer> = { 'bse:gainers': bseGainers, 'nse:losers': nseLosers };
const byView = async (view: string) => ({ answer: answers[view] ?? nseLater, open: true });
/** The view's `fetchView`, every story's mock typed alike. */
type FetchView = NonNullable<ComponentProps<typeof MarketDashboardView>['fetchView']>;
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.market-dashboard') as HTMLElement;

const refreshOnce = answerOnce(byView);
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call gainers-losers answered 502');
});
const failOnce = answerTimes(1, async (): Promise<never> => {
  throw new Error('market call gainers-losers answered 502');
});

const meta = {
  title: 'Site/Widget states/Market dashboard',
  component: MarketDashboardView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    props: { title: 'Market dashboard', exchange: 'nse', duration: '1D' },
    data,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchView: fn<FetchView>(byView),
  },
} satisfies Meta<typeof MarketDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** NSE gainers, out of view: nothing asked (`idle`). */
export const Idle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('link', { name: 'Kaveri Steel' })).toBeVisible();
    await expect(args.fetchView).not.toHaveBeenCalled();
  },
};

/** BSE pressed: its numbers are asked for (`loading`), NSE's stay, busy, so nothing changes size. */
export const Loading: Story = {
  args: { fetchView: fn<FetchView>(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Kaveri Steel' })).toBeVisible();
  },
};

/** BSE's gainers arrive (`idle` again), "See all" now to BSE's page. */
export const BseGainers: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sahyadri Cement' })).toBeVisible());
    await expect(root(canvasElement)).toHaveAttribute('data-exchange', 'bse');
    await expect(args.fetchView).toHaveBeenCalledWith('bse:gainers', expect.anything());
    await expect(canvas.getByRole('link', { name: /See all gainers/ })).toHaveAttribute(
      'href',
      '/stocks/marketstats?type=gainers&duration=1D&exchange=bse',
    );
  },
};

/** The Losers tab: NSE's biggest falls, in red with ▼. */
export const NseLosers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Losers' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Pragati Infra' })).toBeVisible());
    await expect(root(canvasElement)).toHaveAttribute('data-list', 'losers');
  },
};

/** The view could not be fetched (`failed`): said in words beside the tabs, with "Try again". */
export const Failed: Story = {
  args: {
    fetchView: fn<FetchView>(async () => {
      throw new Error('market call gainers-losers answered 502');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('These figures could not be updated just now.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** "Try again" after a failure asks once more and shows the view. */
export const RetriedAfterFailure: Story = {
  beforeEach: failOnce.reset,
  // The first ask fails, the next ones answer.
  args: { fetchView: fn<FetchView>((view: string) => (failOnce.calls() === 0 ? failOnce() : byView(view))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BSE' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sahyadri Cement' })).toBeVisible());
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The minute is up while in view: the same view asked again quietly (`refreshing`). */
export const Refreshing: Story = {
  args: { visibilitySource: inView, fetchView: fn<FetchView>(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'refreshing'));
    await expect(canvas.getByRole('link', { name: 'Kaveri Steel' })).toBeVisible();
  },
};

/** The new prices in place (the next ask stays in flight). */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: { visibilitySource: inView, fetchView: fn<FetchView>(refreshOnce) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('1,918.55')).toBeVisible());
  },
};

/** A failed refresh keeps the numbers shown, with no error (the next minute tries again). */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: { visibilitySource: inView, fetchView: fn<FetchView>(failTwice) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(canvas.getByText('1,915.55')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
