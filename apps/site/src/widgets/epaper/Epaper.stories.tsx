import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples, wealthFirst } from './sample.ts';

// DV-02 / HM-10 the epaper widget: today's paper and the Wealth edition with their covers; the
// order the server chose from the request's India-time hour; a cover the config left out keeps
// its box.

const sample = samples.epaper;

const meta = {
  title: 'Site/Widgets/Epaper',
  component: WidgetStory,
  args: { id: 'epaper', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('[data-edition]')].map((item) => item.getAttribute('data-edition'));

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(order(canvasElement)).toEqual(['today', 'wealth']);
  },
};

/** In a Wealth window: the Wealth edition first. */
export const WealthFirst: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: wealthFirst },
  play: async ({ canvasElement }) => {
    await expect(order(canvasElement)).toEqual(['wealth', 'today']);
  },
};

/** The config's Wealth cover was unsafe and dropped: its box stays, empty. */
export const MissingCover: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    data: {
      ...sample.data,
      editions: [sample.data.editions[0], { ...sample.data.editions[1], cover: null }],
    },
  },
};
