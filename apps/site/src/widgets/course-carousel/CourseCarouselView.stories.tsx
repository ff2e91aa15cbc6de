import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CourseCarouselView } from './CourseCarouselView.tsx';
import { samples } from './sample.ts';

// DV-02 AB-05 the course carousel as the island draws it (the site's view and CSS), in every state
// of its machine: the first category with every panel closed, a card's panel open (by focus, and
// by the pointer), another category chosen, and the cards a step on. Reduced motion, so a step
// is a jump and the picture is settled when the play function ends.

const meta = {
  title: 'Site/Widget states/Course carousel',
  component: CourseCarouselView,
  globals: { viewport: { value: 'phone' } },
  args: { title: 'Courses for you', categories: samples['course-carousel'].data, reducedMotion: true },
} satisfies Meta<typeof CourseCarouselView>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.courses') as HTMLElement;
const settledIn = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

/** The first category chosen, every panel closed. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await settledIn(canvasElement, 'closed');
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Chief Financial Officer Programme/ })).toBeVisible();
  },
};

/** A card reached by the keyboard: its duration and skills open over it. */
export const PanelOpenByFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // From the chosen tab, Tab reaches the tab panel and then its first card.
    await userEvent.click(canvas.getByRole('tab', { name: 'Finance' }));
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Chief Financial Officer/ })).toHaveFocus();
    await settledIn(canvasElement, 'open');
    await expect(canvas.getByText('Treasury management')).toBeVisible();
  },
};

/** The pointer resting on a card opens its panel too. */
export const PanelOpenByHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: /Chief Financial Officer/ }));
    await settledIn(canvasElement, 'open');
    await expect(canvas.getByText('M&A valuation')).toBeVisible();
  },
};

/** Another category: its courses, every panel closed. */
export const OtherCategory: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Technology' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('link', { name: /Applied AI for Business Leaders/ })).toBeVisible();
    await settledIn(canvasElement, 'closed');
  },
};

/** A step on: the next card in front, previous enabled. */
export const SteppedOn: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panel = canvas.getByRole('tabpanel');
    const [prev, next] = [...panel.querySelectorAll<HTMLElement>('.carousel-arrow')];
    await userEvent.click(next!);
    await waitFor(() => expect(prev).toHaveAttribute('data-state', 'enabled'));
    await settledIn(canvasElement, 'closed');
  },
};
