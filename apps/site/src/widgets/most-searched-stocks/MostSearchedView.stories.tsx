import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  answerOnce,
  answerTimes,
  inView,
  outOfView,
  pending,
} from '../shared/markets/storyEffects.stories-data.ts';
import { MostSearchedView } from './MostSearchedView.tsx';
import type { MostSearchedData } from './rows.ts';
import { samples } from './sample.ts';

// AB-12 most-searched stocks' island (MostSearchedView, the site's CSS) in the states of its two
// machines: the list (listExpanderMachine: collapsed, expanded; `growing` needs more than 15 rows,
// which this widget never has) and the board (marketBoardMachine: idle, refreshing; live while in
// view and open), the minute shortened to 150 ms. No request leaves the story.

const data = samples['most-searched-stocks'].data;
const later: MostSearchedData = { ...data, rows: data.rows.map((row) => ({ ...row, price: row.price + 5 })) };
const list = (root: HTMLElement) => root.querySelector('.most-searched__list') as HTMLElement;
const board = (root: HTMLElement) => root.querySelector('.most-searched')?.getAttribute('data-refresh');
const shownRows = (root: HTMLElement) => root.querySelectorAll('.market-list > li:not([hidden])').length;

const refreshOnce = answerOnce(async () => ({ answer: later, open: true }));
const failTwice = answerTimes(2, async (): Promise<never> => {
  throw new Error('market call most-searched answered 502');
});

const meta = {
  title: 'Site/Widget states/Most searched stocks',
  component: MostSearchedView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Most searched stocks',
    data,
    visibilitySource: outOfView,
    refreshMs: 150,
    fetchView: fn(async () => ({ answer: later, open: true })),
  },
} satisfies Meta<typeof MostSearchedView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first five (`collapsed`), out of view: nothing asked (`idle`). */
export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(list(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(shownRows(canvasElement)).toBe(5);
    await expect(board(canvasElement)).toBe('idle');
    await expect(args.fetchView).not.toHaveBeenCalled();
  },
};

/** "Load more" shows the other ten (`expanded`), and offers "Load less". */
export const Expanded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(list(canvasElement)).toHaveAttribute('data-state', 'expanded');
    await expect(shownRows(canvasElement)).toBe(15);
    await expect(canvas.getByRole('button', { name: 'Load less' })).toBeVisible();
  },
};

/** "Load less" goes back to the first five (`collapsed`). */
export const CollapsedAgain: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load less' }));
    await expect(list(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(shownRows(canvasElement)).toBe(5);
  },
};

/** The minute is up while in view: the prices are asked for again (`refreshing`), the old ones shown. */
export const Refreshing: Story = {
  args: { visibilitySource: inView, fetchView: fn(() => pending<never>()) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(board(canvasElement)).toBe('refreshing'));
    await expect(canvas.getByText('1,915.55')).toBeVisible();
  },
};

/** The new prices, in the same rows (the next ask stays in flight). */
export const Refreshed: Story = {
  beforeEach: refreshOnce.reset,
  args: { visibilitySource: inView, fetchView: fn(refreshOnce) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('1,920.55')).toBeVisible());
  },
};

/** A failed refresh keeps the prices shown and asks again a minute later. */
export const RefreshFailed: Story = {
  beforeEach: failTwice.reset,
  args: { visibilitySource: inView, fetchView: fn(failTwice) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(failTwice.calls()).toBe(3));
    await expect(canvas.getByText('1,915.55')).toBeVisible();
  },
};
