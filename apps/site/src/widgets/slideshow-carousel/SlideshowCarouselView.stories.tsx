import type { VisibilitySource } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SlideshowCarouselView } from './SlideshowCarouselView.tsx';
import { slideshowCards } from './sample.ts';

// DV-02 / AB-18 the island's view (the site's classes) in each state of the carousel machine
// with `carouselPresets.slideshow`:
// `paused` (at first, and after the arrows wrap round), `playing.held` (PLAY while out of view),
// `playing.running` (in view: one slide on after the real 5 s). The view is told whether it is in
// view and to jump (reduced motion), so every story ends still.

const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

/** In view until the story scrolls it away (`leave`), as a reader would. */
function viewControlled() {
  let report: (visible: boolean) => void = () => {};
  const source: VisibilitySource = (_, given) => {
    report = given;
    given(true);
    return () => {};
  };
  return { source, leave: () => report(false) };
}

const meta = {
  title: 'Site/Widget states/Slideshow carousel',
  component: SlideshowCarouselView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: { title: 'In pictures', show: slideshowCards, visibilitySource: outOfView, reducedMotion: true },
} satisfies Meta<typeof SlideshowCarouselView>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.slideshow');
const active = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('[aria-roledescription="slide"][data-state="active"]')
    ?.getAttribute('aria-label');

/** Paused on the first slide: previous looks disabled yet names where it goes (the last). */
export const Paused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Previous slide: the last' })).toHaveAttribute(
      'data-state',
      'edge',
    );
    await expect(active(canvasElement)).toBe('1 of 6');
  },
};

/** Paused, the arrows wrap: previous from the first goes to the last, whose next looks disabled. */
export const WrappedToLast: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide: the last' }));
    await waitFor(() => expect(active(canvasElement)).toBe('6 of 6'));
    await expect(canvas.getByText('6 / 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide: back to the first' })).toHaveAttribute(
      'data-state',
      'edge',
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
  },
};

/** PLAY while out of view: playing, but held (the button offers PAUSE; nothing moves). */
export const PlayingHeld: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'playing');
    await expect(canvas.getByRole('button', { name: 'Pause the slideshow' })).toHaveTextContent('PAUSE');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(active(canvasElement)).toBe('1 of 6');
  },
};

const inView = viewControlled();

/**
 * PLAY in view: running, one slide on after 5 s (the real interval). Then scrolled away, so it
 * holds on the second slide and the picture stays still.
 */
export const PlayingRunning: Story = {
  args: { visibilitySource: inView.source },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'playing');
    await waitFor(() => expect(active(canvasElement)).toBe('2 of 6'), { timeout: 7000 });
    inView.leave();
    await expect(canvas.getByText('2 / 6')).toBeVisible();
  },
};
