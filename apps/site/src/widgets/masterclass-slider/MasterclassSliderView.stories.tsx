import { MASTERCLASS_AUTO_SLIDE_MS, MASTERCLASS_TRANSITION_MS } from '@newsroom/machines';
import type { VisibilitySource } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MasterclassSliderView } from './MasterclassSliderView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-10 / AB-25 the masterclass slider as the island draws it (the site's view and CSS), in
// each state of its machine: still (out of view, or under reduced motion), playing (in view: it
// moves on by itself after 6 s), and the reader's own steps, wrapping around. Whether it is in
// view is the story's to say, so no picture moves once a play function has ended.

const outOfView: VisibilitySource = (_, report) => {
  report(false);
  return () => {};
};
const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};

/** In view until `leave()`: the auto-slide runs, then stops with the slider out of view. */
function visibilityUntilLeft() {
  let report: ((visible: boolean) => void) | null = null;
  const source: VisibilitySource = (_, give) => {
    report = give;
    give(true);
    return () => {
      report = null;
    };
  };
  return { source, leave: () => report?.(false) };
}
const scrolledPast = visibilityUntilLeft();

const meta = {
  title: 'Site/Widget states/Masterclass slider',
  component: MasterclassSliderView,
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Masterclass',
    items: samples['masterclass-slider'].data,
    autoSlide: true,
    visibilitySource: outOfView,
    reducedMotion: false,
  },
} satisfies Meta<typeof MasterclassSliderView>;
export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvasElement: HTMLElement) => canvasElement.querySelector('.masterclass') as HTMLElement;
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(slider(canvasElement)).toHaveAttribute('data-state', state));
const activeItem = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** Not in view: it waits, on the first class. */
export const StillOutOfView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'still');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('1 of 6');
    await expect(canvas.getByText('1 / 6')).toBeVisible();
  },
};

/** In view but the reader asks for reduced motion: it never moves by itself. */
export const StillUnderReducedMotion: Story = {
  args: { visibilitySource: inView, reducedMotion: true },
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'still');
    await expect(activeItem(canvasElement)).toHaveAccessibleName('1 of 6');
  },
};

/** In view: playing, it moves on to the second class after 6 s; then scrolled past, it stops there. */
export const Playing: Story = {
  args: { visibilitySource: scrolledPast.source },
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'playing');
    await waitFor(() => expect(canvas.getByText('2 / 6')).toBeVisible(), {
      timeout: MASTERCLASS_AUTO_SLIDE_MS + 2000,
    });
    await expect(activeItem(canvasElement)).toHaveAccessibleName('2 of 6');
    scrolledPast.leave();
    await settledIn(canvasElement, 'still');
    // The move's own transition ends before the picture is taken.
    await new Promise((resolve) => setTimeout(resolve, MASTERCLASS_TRANSITION_MS + 100));
  },
};

/** The reader's previous from the first class wraps round to the last (a jump under reduced motion). */
export const ReaderWrapsRound: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous class' }));
    await waitFor(() => expect(canvas.getByText('6 / 6')).toBeVisible());
    await expect(activeItem(canvasElement)).toHaveAccessibleName('6 of 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await waitFor(() => expect(canvas.getByText('1 / 6')).toBeVisible());
  },
};
