import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { start } from './countdown.script.ts';
import { samples } from './sample.ts';

// DV-02 / HM-08 the event countdown: the face the server rendered (counting, or LIVE once past
// the target), then the script island (countdown.script.ts, no React) taking the same
// markup over in each state of the countdown machine: `counting` a second on, and `live` at zero.
// The island runs on a simulated clock the story moves, so nothing ticks after the story ends.

const sample = samples.countdown;

const meta = {
  title: 'Site/Widgets/Countdown',
  component: WidgetStory,
  args: { id: 'countdown', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-countdown-unit]')].map((figure) => figure.textContent);
const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-countdown]');

/** Starts the island on the story's markup, on a clock set to the moment the server rendered. */
async function startIsland(canvasElement: HTMLElement) {
  const marker = canvasElement.querySelector<HTMLElement>('[data-island="countdown"]');
  if (!marker) throw new Error('no countdown island in the story');
  const props = JSON.parse(marker.dataset.props ?? '{}') as { data: { renderedAt: number } };
  const clock = new SimulatedClock();
  clock.set(props.data.renderedAt);
  await start(marker, props, document, { now: () => clock.now(), clock });
  return clock;
}

/** The server's face: 26 hours, 4 minutes, 9 seconds to go, Register Now. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'counting');
    await expect(figures(canvasElement)).toEqual(['26', '04', '09']);
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Past the target when the server rendered: LIVE and Watch Now. */
export const Live: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { ...sample.data, renderedAt: sample.data.target + 60_000 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'live');
    await expect(canvas.getByRole('link', { name: 'Watch Now' })).toBeVisible();
  },
};

/** The island counting: one second on, the seconds figure alone changes. */
export const IslandCounting: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const clock = await startIsland(canvasElement);
    clock.increment(1000);
    await expect(figures(canvasElement)).toEqual(['26', '04', '08']);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'counting');
  },
};

/** The island reaching zero two seconds on: LIVE and Watch Now in the same box. */
export const IslandReachesZero: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { ...sample.data, renderedAt: sample.data.target - 2000 } },
  play: async ({ canvas, canvasElement }) => {
    const height = canvasElement.querySelector('.countdown__parts')?.getBoundingClientRect().height;
    const clock = await startIsland(canvasElement);
    await expect(figures(canvasElement)).toEqual(['00', '00', '02']);
    clock.increment(2000);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'live');
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch Now' })).toBeVisible();
    await expect(canvasElement.querySelector('.countdown__parts')?.getBoundingClientRect().height).toBe(
      height,
    );
  },
};
