import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../shared/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-09 live TV: the browser's own player (controls, nothing fetched before play) in its
// 16:9 box, in the right column; above the layout, tall (home_status 2); across the top (3).

const meta = {
  title: 'Site/Widgets/Live TV',
  component: WidgetStory,
  args: { id: 'live-tv', ...samples['live-tv'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
  },
};

/** home_status 2: above the layout, the full width and taller. */
export const TallAbove: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { props: { tall: true }, region: 'top' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-size="tall"]')).not.toBeNull();
  },
};

/** home_status 3: across the top, at phone width. */
export const TopPhone: Story = { globals: { viewport: { value: 'phone' } }, args: { region: 'top' } };
