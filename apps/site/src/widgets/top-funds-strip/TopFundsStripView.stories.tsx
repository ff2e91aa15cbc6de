import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { controlledView, outOfView, pending } from '../shared/markets/storyEffects.stories-data.ts';
import { samples } from './sample.ts';
import { TopFundsStripView } from './TopFundsStripView.tsx';

// HM-04 the top funds strip's island (TopFundsStripView, the site's CSS) in every state of its
// machine (carouselMachine with `carouselPresets.marketStrip`: loading, failed, playing, still). Motion is reduced unless a story
// shows the rotation, so nothing moves when the picture is taken.

const funds = samples['top-funds-strip'].data.funds;
const strip = (root: HTMLElement) => root.querySelector('.market-strip') as HTMLElement;

const meta = {
  title: 'Site/Widget states/Top funds strip',
  component: TopFundsStripView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Top mutual funds',
    href: '/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest',
    count: 5,
    data: { funds },
    visibilitySource: outOfView,
    reducedMotion: true,
    loadItems: fn(async () => funds),
  },
} satisfies Meta<typeof TopFundsStripView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's funds, out of view: the first, still; nothing asked. */
export const Still: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(strip(canvasElement)).toHaveAttribute('data-state', 'still');
    await expect(canvas.getByText('1 / 5')).toBeVisible();
    await expect(args.loadItems).not.toHaveBeenCalled();
  },
};

/** The page came without the funds: `loading...` while the island asks for them (`loading`). */
export const Loading: Story = {
  args: { data: { funds: null }, loadItems: fn(() => pending<never>()) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(strip(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
    await expect(args.loadItems).toHaveBeenCalledTimes(1);
  },
};

/** Their load failed: the strip stays as it was, `loading...` (spec §8), the failure logged. */
export const LoadFailed: Story = {
  args: {
    data: { funds: null },
    loadItems: fn(async () => {
      throw new Error('market call top-funds answered 502');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
  },
};

/** The funds arrive: the first one takes the `loading...` line's place. */
export const LoadedLate: Story = {
  args: { data: { funds: null } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'still'));
    await expect(canvas.getByRole('link', { name: 'Suvarna Flexi Cap Fund' })).toBeVisible();
    await expect(canvas.getByText('1 / 5')).toBeVisible();
  },
};

const rotating = controlledView();

/** In view, motion allowed (`playing`): after 6 s the next fund; then out of view, it stops there. */
export const Rotating: Story = {
  args: { visibilitySource: rotating.source, reducedMotion: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(canvas.getByText('2 / 5')).toBeVisible(), { timeout: 8000 });
    rotating.hide();
    await waitFor(() => expect(strip(canvasElement)).toHaveAttribute('data-state', 'still'));
    await expect(canvas.getByRole('group', { name: '2 of 5' })).toHaveAttribute('data-state', 'active');
  },
};
