import type { IplRefresh } from '@newsroom/rules/ipl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { IplScoreView } from './IplScoreView.tsx';
import { chaseScore, samples } from './sample.ts';

// DV-02 / HM-07 the island's view (the site's classes) in each state of the IPL refresh machine:
// `waiting` for the next refresh, `fetching` (the answer pending), back to `waiting` with the new
// score, a failed refresh (the score kept, the failure logged), and `stopped` when the list names
// no match any more. The score call is the story's own; the 30 s between refreshes is 100 ms here.

const sample = samples['ipl-score'];
const same: IplRefresh = { matchId: '58231', score: sample.data.score };

const meta = {
  title: 'Site/Widget states/IPL score',
  component: IplScoreView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'IPL live score',
    data: sample.data,
    fetchScore: fn(async () => same),
    onFailure: fn(),
    refreshMs: 100,
  },
} satisfies Meta<typeof IplScoreView>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-innings]')].map((line) => line.textContent);

/** Waiting for the first refresh (the page's 30 s): the server's score, nothing asked yet. */
export const Waiting: Story = {
  args: { refreshMs: 30_000 },
  play: async ({ args, canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
    await expect(args.fetchScore).not.toHaveBeenCalled();
  },
};

/** The refresh asked and its answer pending: the score stays as it was. */
export const Fetching: Story = {
  args: { fetchScore: fn(() => new Promise<IplRefresh>(() => {})) },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.fetchScore).toHaveBeenCalledWith('58231'));
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
  },
};

/** The answer had the chase: both innings shown, waiting for the next refresh. */
export const Refreshed: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { fetchScore: fn(async () => ({ matchId: '58231', score: chaseScore })) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(lines(canvasElement)).toEqual(['MUM 176/6 (20.0/20 ov)', 'CHE 58/1 (6.3/20 ov)']),
    );
  },
};

/** Refreshes failing: the score kept as shown, each failure logged, asked again. */
export const RefreshFailed: Story = {
  args: {
    fetchScore: fn(async () => {
      throw new Error('/api/ipl answered 502');
    }),
  },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledTimes(2));
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
  },
};

/** The list names no match any more: stopped, the last score stays, never asked again. */
export const Stopped: Story = {
  args: { fetchScore: fn(async () => ({ matchId: null, score: null })) },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.fetchScore).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(args.fetchScore).toHaveBeenCalledTimes(1);
    await expect(lines(canvasElement)).toEqual(['MUM 112/3 (13.4/20 ov)', 'CHE Yet to bat']);
  },
};
