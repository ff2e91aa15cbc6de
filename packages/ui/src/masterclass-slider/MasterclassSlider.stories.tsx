import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { MasterclassSlider, type MasterclassSliderProps } from './MasterclassSlider.tsx';

// AB-10 / AB-25 masterclass slider: the first item, wraparound both ways, auto-sliding while in
// view (the real 6000 ms interval, only where it is the point), and no motion under reduced motion.
// The stories replace the IntersectionObserver with a fixed report.

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};

const CLASSES = [
  { title: 'Leading through a downturn', teacher: 'Meera Rao' },
  { title: 'Reading a balance sheet in an hour', teacher: 'Arjun Mehta' },
  { title: 'Negotiating your first term sheet', teacher: 'Kavya Iyer' },
];

function SliderDemo(props: Omit<MasterclassSliderProps, 'items'>) {
  return (
    <div style={{ width: 320, fontFamily: 'system-ui' }}>
      <MasterclassSlider
        {...props}
        aria-label="Masterclass"
        prevLabel="Previous masterclass"
        nextLabel="Next masterclass"
        header={<h2 style={{ fontSize: 16 }}>Masterclass</h2>}
        items={CLASSES.map((item, i) => ({
          key: item.title,
          content: (
            <a href={`#${i}`} style={{ display: 'block', padding: 8 }}>
              <div style={{ height: 180, background: ['#d9c6a0', '#b9c9d6', '#c9d6b9'][i] }} />
              <strong>{item.title}</strong>
              <div>{item.teacher}</div>
            </a>
          ),
        }))}
      />
    </div>
  );
}

const meta = {
  title: 'UI/MasterclassSlider',
  component: SliderDemo,
  args: { visibilitySource: outOfView, reducedMotion: false, autoSlide: true },
} satisfies Meta<typeof SliderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
const active = (el: HTMLElement) => el.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** The first item; the others are inert; out of view it stays still. */
export const FirstItem: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Masterclass' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'still');
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 3');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[inert]')).toHaveLength(2);
  },
};

/** Previous from the first item wraps to the last; next from there wraps back to the first. */
export const Wraparound: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Previous masterclass' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '3 of 3'));
    canvas.getByRole('button', { name: 'Next masterclass' }).click();
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 3'));
  },
};

/** In view with auto-slide on: the next item comes by itself after 6000 ms. */
export const AutoSliding: Story = {
  args: { visibilitySource: inView },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'playing'));
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '2 of 3'), {
      timeout: 8_000,
    });
  },
};

/** Reduced motion: in view, yet it never moves by itself, and a move is a jump. */
export const ReducedMotion: Story = {
  args: { visibilitySource: inView, reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'still');
    const track = canvasElement.querySelector<HTMLElement>('[data-masterclass-track]')!;
    await expect(track.style.transition).toBe('none');
  },
};
