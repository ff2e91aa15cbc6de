import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-16 related articles, server-rendered in the sidebar: four related stories with
// pictures (Phone, Desktop) and a story with a single related one.

const sample = samples['related-articles'];

const meta = {
  title: 'Site/Widgets/Related articles',
  component: WidgetStory,
  args: { id: 'related-articles', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Only one related story complete enough to show. */
export const OneStory: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: sample.data.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
