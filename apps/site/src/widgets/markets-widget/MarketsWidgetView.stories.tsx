import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { type MarketsWidgetData, MarketsWidgetView } from './MarketsWidgetView.tsx';
import { samples } from './sample.ts';

// HM-02 / HM-03 the markets widget's island (MarketsWidgetView, the site's CSS) in every state of
// its refresh machine (marketRefreshMachine: held, live, fetching), the minute shortened to
// 150 ms; no request leaves the story.

const open = samples['markets-widget'].data;
const later: MarketsWidgetData = {
  ...open,
  updatedDateTime: '2026-11-19T11:43:00+05:30',
  indices: open.indices.map((index) => ({ ...index, current: index.current + 12.5 })),
};
const closing: MarketsWidgetData = { ...later, marketstatus: 'CLOSED' };
const stateOf = (root: HTMLElement) => root.querySelector('.markets-widget')?.getAttribute('data-state');

const refreshOnce = answerOnce(async () => ({ data: later, open: true }));
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call indices answered 502');
});

const meta = {
  title: 'Site/Widget states/Markets widget',
  component: MarketsWidgetView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Markets',
    href: '/markets',
    data: open,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchLatest: fn(async () => ({ data: later, open: true })),
  },
} satisfies Meta<typeof MarketsWidgetView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out of view: the server's figures, nothing asked (`held`). */
export const Held: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('26,192.15')).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('held');
    await expect(args.fetchLatest).not.toHaveBeenCalled();
  },
};

/** In view with the market open, waiting for the next minute (`live`). */
export const Live: Story = {
  args: { visibilitySource: inView, refreshMs: 3_600_000 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('live'));
  },
};

/** The minute is up: the new figures are asked for (`fetching`), the old ones shown meanwhile. */
export const Fetching: Story = {
  args: { visibilitySource: inView, fetchLatest: fn(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('fetching'));
    await expect(canvas.getByText('26,192.15')).toBeVisible();
  },
};

/** The new figures and their time, in place (the next ask stays in flight). */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: { visibilitySource: inView, fetchLatest: fn(refreshOnce) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('26,204.65')).toBeVisible());
  },
};

/** The answer says the market has closed: the widget says so and stops asking (`held`). */
export const ClosedWhileShown: Story = {
  args: { visibilitySource: inView, fetchLatest: fn(async () => ({ data: closing, open: false })) },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Market closed')).toBeVisible());
    await waitFor(() => expect(stateOf(canvasElement)).toBe('held'));
    await expect(args.fetchLatest).toHaveBeenCalledTimes(1);
  },
};

/** A failed refresh keeps the figures shown (spec: the widget stays unchanged). */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: {
    visibilitySource: inView,
    fetchLatest: fn(failTwice),
  },
  play: async ({ canvas }) => {
    // Two failures, and the third ask (a minute later) in flight.
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(canvas.getByText('26,192.15')).toBeVisible();
    await expect(canvas.getByText('Market open')).toBeVisible();
  },
};
