import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { LiveMarketData, type LiveMarketDataProps } from './LiveMarketData.tsx';

// Live market figures in each state of their machine: held (market closed), live (open and in
// view: asked for again; the interval shortened here from 60 s), held out of view, and a failed
// refresh that keeps the figures shown.

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

type Level = { nifty: string };

function LiveDemo(props: Omit<LiveMarketDataProps<Level>, 'children' | 'data'>) {
  return (
    <LiveMarketData {...props} data={{ nifty: '24,330.48' }} style={{ fontFamily: 'system-ui' }}>
      {(data, phase) => (
        <p>
          Nifty 50 <span data-testid="level">{data.nifty}</span> ({phase})
        </p>
      )}
    </LiveMarketData>
  );
}

const meta = {
  title: 'UI/LiveMarketData',
  component: LiveDemo,
  args: {
    open: true,
    visibilitySource: inView,
    refreshMs: 150,
    fetchLatest: fn(async () => ({ data: { nifty: '24,341.10' }, open: true })),
    onFailure: fn(),
  },
} satisfies Meta<typeof LiveDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrapper = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-state]')!;

/** Market closed: the server's figures, never asked for again. */
export const Held: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'held');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.fetchLatest).not.toHaveBeenCalled();
    await expect(canvas.getByTestId('level')).toHaveTextContent('24,330.48');
  },
};

/** Open and in view: new figures replace the server's in place. */
export const Live: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByTestId('level')).toHaveTextContent('24,341.10'));
    await expect(args.fetchLatest).toHaveBeenCalled();
  },
};

/** Open but scrolled away: nothing is asked. */
export const OutOfView: Story = {
  args: { visibilitySource: outOfView },
  play: async ({ canvasElement, args }) => {
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'held');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.fetchLatest).not.toHaveBeenCalled();
  },
};

/** A refresh that fails keeps the figures shown and is reported. */
export const RefreshFails: Story = {
  args: {
    fetchLatest: fn(async () => {
      throw new Error('502');
    }),
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onFailure).toHaveBeenCalledWith('502'));
    await expect(canvas.getByTestId('level')).toHaveTextContent('24,330.48');
  },
};
