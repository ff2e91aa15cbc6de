import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { samples } from './sample.ts';
import { UpsideRadarView } from './UpsideRadarView.tsx';

// AB-12 the upside radar's island (UpsideRadarView, the site's CSS) in the states of its machine
// (scrollDotsMachine: following the reader's scroll, seeking a pressed dot's collection).

const meta = {
  title: 'Site/Widget states/Upside radar',
  component: UpsideRadarView,
  decorators: [(Story) => <div style={{ width: 'var(--width-aside)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: { title: 'Upside radar', collections: samples['upside-radar'].data },
} satisfies Meta<typeof UpsideRadarView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dot = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`.market-dots__dot[aria-label="${name}"]`) as HTMLElement;
const strip = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.upside-radar__strip') as HTMLElement;
const shown = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.upside-radar__item[data-state="active"]');

/** The first collection, its dot current (`following`). */
export const Following: Story = {
  play: async ({ canvasElement }) => {
    await expect(dot(canvasElement, 'Large caps')).toHaveAttribute('aria-current', 'true');
    await expect(shown(canvasElement)).toHaveTextContent('Large caps');
  },
};

/**
 * A dot pressed: the dot is current at once and the strip scrolls to its collection (`seeking`,
 * the collections passed on the way not followed), then follows the scroll again.
 */
export const DotPressed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Small caps' }));
    await expect(dot(canvasElement, 'Small caps')).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(strip(canvasElement).scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(shown(canvasElement)).toHaveTextContent('Small caps'));
    // Past the seek's 800 ms: back to following, the pressed dot still current.
    await new Promise((settle) => setTimeout(settle, 900));
    await expect(dot(canvasElement, 'Small caps')).toHaveAttribute('aria-current', 'true');
  },
};

/** The reader scrolls the strip to its end: the dots follow, the last one current. */
export const ScrolledToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const element = strip(canvasElement);
    element.scrollTo({ left: element.scrollWidth, behavior: 'instant' });
    await waitFor(() =>
      expect(dot(canvasElement, 'Dividend stocks')).toHaveAttribute('aria-current', 'true'),
    );
    await expect(shown(canvasElement)).toHaveTextContent('Dividend stocks');
  },
};
