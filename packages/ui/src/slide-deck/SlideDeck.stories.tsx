import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SlideDeck, type SlideDeckProps } from './SlideDeck.tsx';

// AB-18 slideshow slider: the first slide, wraparound both ways with arrows that look disabled at
// the ends, PLAY → moving every 5000 ms (the real interval, only where it is the point) → PAUSE.

const SLIDES = [
  { title: 'The brunch spread', colour: '#d9c6a0' },
  { title: 'A chef at work', colour: '#b9c9d6' },
  { title: 'The terrace at noon', colour: '#c9d6b9' },
];

function SlideshowDemo(props: Partial<SlideDeckProps>) {
  return (
    <div style={{ width: 480, fontFamily: 'system-ui' }}>
      <style>{`[data-edge='true'] { opacity: 0.4 } li[data-state='inactive'] { display: none }`}</style>
      <SlideDeck
        aria-label="In pics: Sunday brunch"
        slides={SLIDES.map((slide) => ({
          key: slide.title,
          content: (
            <figure style={{ margin: 0 }}>
              <div style={{ height: 200, background: slide.colour }} />
              <figcaption>{slide.title}</figcaption>
            </figure>
          ),
        }))}
        {...props}
      />
    </div>
  );
}

const meta = { title: 'UI/SlideDeck', component: SlideshowDemo } satisfies Meta<typeof SlideshowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const active = (el: HTMLElement) => el.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** The first slide, the others inert; paused; the previous arrow looks disabled at the start. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 3');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PLAY' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('data-edge', 'true');
    await waitFor(() => expect(canvasElement.querySelectorAll('[inert]')).toHaveLength(2));
  },
};

/** Previous from the first wraps to the last, where next looks disabled yet wraps back. */
export const Wraparound: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Previous slide' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '3 of 3'));
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('data-edge', 'true');
    canvas.getByRole('button', { name: 'Next slide' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 3'));
  },
};

/** PLAY: the next slide comes by itself after 5000 ms; PAUSE stops it. */
export const Playing: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'PLAY' }).click();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.getByRole('button', { name: 'PAUSE' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '2 of 3'), {
      timeout: 7_000,
    });
    canvas.getByRole('button', { name: 'PAUSE' }).click();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'paused'));
  },
};

/** One slide: no arrows and nothing to play. */
export const OneSlide: Story = {
  args: { slides: [{ key: 'only', content: <p>Only slide</p> }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
