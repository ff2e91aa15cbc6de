import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-18 the web story at break 12 of the article as the server renders it (an island
// woken on sight): the first page, its synopsis collapsed. The machine's states are in
// WebStoryView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Web story',
  component: WidgetStory,
  args: { id: 'web-story', ...samples['web-story'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.web-story')).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByText('The ₹100-crore club: Mumbai’s priciest homes')).toBeVisible();
  },
};
