import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-12 sidebar videos: the newest ten with pictures and play marks, and a short list.

const sample = samples['sidebar-videos'];

const meta = {
  title: 'Site/Widgets/Sidebar videos',
  component: WidgetStory,
  args: { id: 'sidebar-videos', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos');
    await expect(canvas.getAllByText('Video:')).toHaveLength(10);
  },
};

/** A section with only three videos. */
export const ThreeVideos: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: sample.data.slice(0, 3) },
};
