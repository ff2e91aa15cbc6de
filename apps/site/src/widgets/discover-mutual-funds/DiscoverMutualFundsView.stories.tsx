import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DiscoverMutualFundsView } from './DiscoverMutualFundsView.tsx';
import { samples } from './sample.ts';

// AB-12 discover mutual funds' island (DiscoverMutualFundsView, the site's CSS) at each place of
// its carousel machine (carouselMachine, `carouselPresets.trending` without autoplay: `paused`; first, middle and last
// slide, previous/next disabled at the ends). Motion reduced, so a move jumps and the picture is
// settled at once.

const meta = {
  title: 'Site/Widget states/Discover mutual funds',
  component: DiscoverMutualFundsView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Discover mutual funds',
    slides: samples['discover-mutual-funds'].data,
    reducedMotion: true,
  },
} satisfies Meta<typeof DiscoverMutualFundsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (root: HTMLElement) => root.querySelector('.market-dots__dot[aria-current="true"]');

/** The first slide, `stopped` (no autoplay): "previous" disabled. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.fund-carousel')).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Previous funds' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next funds' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** "Next": the second slide, both ways open. */
export const SecondSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next funds' }));
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName('Funds 2 of 3'));
    await expect(canvas.getByRole('button', { name: 'Previous funds' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Uday Flexi Cap Fund' })).toBeVisible();
  },
};

/** The last slide: "next" disabled (no wrap). */
export const LastSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Funds 3 of 3' }));
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName('Funds 3 of 3'));
    await expect(canvas.getByRole('button', { name: 'Next funds' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Chola Bluechip Fund' })).toBeVisible();
  },
};
