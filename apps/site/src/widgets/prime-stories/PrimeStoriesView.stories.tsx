import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PrimeStoriesView } from './PrimeStoriesView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-18 Prime stories as the island draws it (the site's view and CSS, on Embla and the
// shared carousel machine, autoplay off so always `stopped`): at the first step (previous
// disabled), a step on, and at the last (next disabled). Reduced motion, so a step is a jump and
// the picture is settled when the play function ends.

const meta = {
  title: 'Site/Widget states/Prime stories',
  component: PrimeStoriesView,
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Prime stories',
    href: '/prime',
    stories: samples['prime-stories'].data,
    reducedMotion: true,
  },
} satisfies Meta<typeof PrimeStoriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const prev = (canvas: Canvas) => canvas.getByRole('button', { name: 'Previous Prime stories' });
const next = (canvas: Canvas) => canvas.getByRole('button', { name: 'Next Prime stories' });
const activeStep = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** The first two stories; previous disabled, no autoplay. */
export const AtStart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Prime stories' })).toHaveAttribute(
      'data-state',
      'stopped',
    );
    await expect(activeStep(canvasElement)).toHaveAccessibleName('1 of 4');
    await expect(prev(canvas)).toHaveAttribute('data-state', 'disabled');
    await expect(next(canvas)).toHaveAttribute('data-state', 'enabled');
  },
};

/** One step on: the next two stories, both arrows enabled. */
export const SteppedOn: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(next(canvas));
    await waitFor(() => expect(activeStep(canvasElement)).toHaveAccessibleName('2 of 4'));
    await expect(prev(canvas)).toHaveAttribute('data-state', 'enabled');
    await expect(next(canvas)).toHaveAttribute('data-state', 'enabled');
  },
};

/** The last two stories; next disabled (no wrapping around). */
export const AtEnd: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const step of ['2 of 4', '3 of 4', '4 of 4']) {
      await userEvent.click(next(canvas));
      await waitFor(() => expect(activeStep(canvasElement)).toHaveAccessibleName(step));
    }
    await waitFor(() => expect(next(canvas)).toHaveAttribute('data-state', 'disabled'));
    await expect(prev(canvas)).toHaveAttribute('data-state', 'enabled');
  },
};
