import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { samples } from './sample.ts';
import StickyBarIsland from './sticky-bar.island.tsx';

// DV-02 AR-11 the sticky bar as the island draws it (the site's CSS), in both states of its
// machine: in place (hidden, the story's body still below the top) and stuck (shown at the top
// with the logo and the story's title, once the body reaches it). Where the body's top is comes
// from the story, not from scrolling.

const bodyAt =
  (top: number) =>
  (report: (top: number) => void): (() => void) => {
    report(top);
    return () => {};
  };

const meta = {
  title: 'Site/Widget states/Sticky bar',
  component: StickyBarIsland,
  args: { props: {}, data: samples['sticky-bar'].data, watchBodyTop: bodyAt(640) },
} satisfies Meta<typeof StickyBarIsland>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => canvasElement.querySelector('.sticky-bar') as HTMLElement;

/** The body still below the top of the window: the bar is in the page, hidden. */
export const InPlace: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-state', 'in-place'));
    await expect(bar(canvasElement)).not.toBeVisible();
  },
};

/** The body has reached the top: the bar shows the logo and the title. */
export const StuckPhone: Story = {
  args: { watchBodyTop: bodyAt(-200) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-state', 'stuck'));
    await expect(canvas.getByRole('region', { name: 'Story title' })).toBeVisible();
    await expect(canvas.getByText(samples['sticky-bar'].data.title)).toBeVisible();
  },
};

/** The same at desktop width. */
export const StuckDesktop: Story = {
  ...StuckPhone,
  globals: { viewport: { value: 'desktop' } },
};
