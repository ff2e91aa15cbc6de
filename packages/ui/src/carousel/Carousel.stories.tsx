import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Carousel, type CarouselRootProps } from './Carousel.tsx';
import type { VisibilitySource } from './visibility.ts';

// AR-17 trending carousel: first, middle and last slide, autoplaying while visible, and no
// autoplay under reduced motion. The stories replace the IntersectionObserver with a fixed report
// and wait on the real 8000 ms interval only where it is the point (autoplaying).

const visible: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const hiddenFromView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

const PAGES = [
  ['Sensex ends higher', 'Rupee steadies', 'Gold slips', 'Oil at a low'],
  ['IT stocks rally', 'Bank results', 'Auto sales rise', 'Metals mixed'],
  ['IPO watch', 'Bond yields ease', 'FPI flows', 'Crypto update'],
];

function CarouselDemo(props: Omit<CarouselRootProps, 'slides'>) {
  return (
    <Carousel.Root {...props} slides={PAGES.length} aria-label="Trending now" style={{ width: 320 }}>
      <Carousel.Viewport>
        {PAGES.map((page, i) => (
          <Carousel.Slide key={page[0]} index={i}>
            <ul>
              {page.map((title) => (
                <li key={title}>
                  <a href={`#${i}`}>{title}</a>
                </li>
              ))}
            </ul>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Carousel.Prev aria-label="Previous slide">‹</Carousel.Prev>
        <Carousel.Dots style={{ display: 'flex', gap: 4 }} dotClassName="story-dot" />
        <Carousel.Next aria-label="Next slide">›</Carousel.Next>
      </div>
      <style>{'.story-dot{width:24px;height:24px}.story-dot[aria-current]{background:#222}'}</style>
    </Carousel.Root>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: CarouselDemo,
  args: { visibilitySource: hiddenFromView, reducedMotion: false },
} satisfies Meta<typeof CarouselDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;

/** The first slide: prev disabled, the first dot current. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Trending now' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toHaveAttribute('data-state', 'active');
  },
};

/** The middle slide, reached with Next: both buttons enabled. */
export const MiddleSlide: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Next slide' }).click();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toHaveAttribute('data-state', 'active');
  },
};

/** The last slide, reached with a dot: next disabled and does nothing. */
export const LastSlide: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Slide 3' }).click();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true'),
    );
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    next.click();
    await expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** In view and motion allowed: it moves by itself after 8000 ms. */
export const Autoplaying: Story = {
  args: { visibilitySource: visible },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 10_000 },
    );
  },
};

/** Reduced motion: in view, yet it never plays. */
export const ReducedMotion: Story = {
  args: { visibilitySource: visible, reducedMotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'stopped');
    await expect(canvas.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
  },
};

/** AB-12 discover mutual funds: autoplay off — in view, it stays on the first slide. */
export const WithoutAutoplay: Story = {
  args: { visibilitySource: visible, autoplay: false },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'stopped');
  },
};

/** HM-05: with `lockMoves`, a second press within 500 ms of a move does nothing; after it, it moves. */
export const LockedMoves: Story = {
  args: { autoplay: false, lockMoves: true },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.click();
    next.click();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    next.click();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};
