import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { samples } from './sample.ts';
import { TrendingTermsView } from './TrendingTermsView.tsx';

// DV-02 / HM-05 the island's view (the site's classes) in each state of its carousel machine:
// autoplay `stopped` throughout (the spec moves it only by hand), moves `free` on the first and
// last slides, `locked` for 500 ms after a move (a second press then does nothing). Reduced
// motion makes every move a jump, so each story ends settled.

const meta = {
  title: 'Site/Widget states/Trending terms',
  component: TrendingTermsView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: { ...samples['trending-terms'].data, reducedMotion: true },
} satisfies Meta<typeof TrendingTermsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[aria-roledescription="slide"][data-state="active"]')
    ?.getAttribute('aria-label');

/** The first slide, moves free: previous disabled, next enabled. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.terms')).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Previous terms' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next terms' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(current(canvasElement)).toBe('1 of 3');
  },
};

/** Next, then next again within 500 ms: the second press is refused (moves `locked`). */
export const SecondPressLocked: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next terms' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(current(canvasElement)).toBe('2 of 3');
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    // Once the lock is over the carousel is where the first press put it, both ways open.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(current(canvasElement)).toBe('2 of 3');
    await expect(canvas.getByRole('button', { name: 'Previous terms' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** The last slide, chosen by its dot: next disabled, moves free again after the lock. */
export const LastSlide: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3' }));
    await waitFor(() => expect(current(canvasElement)).toBe('3 of 3'));
    await expect(canvas.getByRole('button', { name: 'Next terms' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Adani Group' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
  },
};
