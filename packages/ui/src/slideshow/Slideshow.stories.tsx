import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { Slideshow, type SlideshowProps } from './Slideshow.tsx';

// AB-18 slideshow carousel: the first slide paused, wrapping both ways with arrows that look
// disabled at the ends, PLAY moving every 5 s in view (the real interval, only where it is the
// point), held out of view, and PAUSE. The stories replace the IntersectionObserver.

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

const SLIDES = [
  { caption: 'A brunch table in Gurugram', colour: '#d9c6a0' },
  { caption: 'The chef at the pass', colour: '#b9c9d6' },
  { caption: 'Local produce on the counter', colour: '#c9d6b9' },
  { caption: 'The terrace at noon', colour: '#d6b9c9' },
];

function SlideshowDemo(props: Omit<SlideshowProps, 'slides'>) {
  return (
    <div style={{ width: 480, fontFamily: 'system-ui' }}>
      <Slideshow
        {...props}
        aria-label="In pics: Sunday brunch"
        header={<h2 style={{ fontSize: 16 }}>In pics: Sunday brunch</h2>}
        slides={SLIDES.map((slide) => ({
          key: slide.caption,
          render: (near) => (
            <figure style={{ margin: 0 }}>
              <div data-near={near} style={{ height: 240, background: slide.colour }} />
              <figcaption>{slide.caption}</figcaption>
            </figure>
          ),
        }))}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Slideshow',
  component: SlideshowDemo,
  args: { visibilitySource: outOfView, reducedMotion: false },
} satisfies Meta<typeof SlideshowDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const active = (el: HTMLElement) => el.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** Paused on the first slide: PLAY offered; "previous" looks disabled, yet names where it goes. */
export const FirstSlidePaused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toHaveTextContent('PLAY');
    await expect(canvas.getByRole('button', { name: 'Previous slide: the last' })).toHaveAttribute(
      'data-state',
      'edge',
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('data-state', 'enabled');
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 4');
    // Pictures are drawn for the slide shown and its neighbours round the ring, not the rest.
    const near = [...canvasElement.querySelectorAll('[data-near]')].map((el) => el.getAttribute('data-near'));
    await expect(near).toEqual(['true', 'true', 'false', 'true']);
  },
};

/** The arrows wrap: previous from the first goes to the last, next from there back to the first. */
export const WrapsAround: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide: the last' }));
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '4 of 4'));
    const next = canvas.getByRole('button', { name: 'Next slide: back to the first' });
    await expect(next).toHaveAttribute('data-state', 'edge');
    await userEvent.click(next);
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 4'));
    await expect(canvas.getByText('1 / 4')).toBeVisible();
  },
};

/** PLAY in view: PAUSE offered, and the next slide after 5 s; PAUSE stops it. */
export const Playing: Story = {
  args: { visibilitySource: inView },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'playing');
    await expect(canvas.getByRole('button', { name: 'Pause the slideshow' })).toHaveTextContent('PAUSE');
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '2 of 4'), {
      timeout: 7_000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
  },
};

/** PLAY out of view: playing, but held on its slide. */
export const PlayingOutOfView: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play the slideshow' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'playing');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 4');
  },
};

/** Reduced motion: the arrows and PLAY work; slides jump rather than slide. */
export const ReducedMotion: Story = {
  args: { visibilitySource: inView, reducedMotion: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '2 of 4'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
  },
};
