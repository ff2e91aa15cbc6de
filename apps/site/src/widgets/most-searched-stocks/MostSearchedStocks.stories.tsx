import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-12 most-searched stocks as the column shows them (the site's CSS), as the server renders
// them: five rows, "Load more". Its list and refresh states: MostSearchedView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Most searched stocks',
  component: WidgetStory,
  args: { id: 'most-searched-stocks', ...samples['most-searched-stocks'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').filter((item) => !item.hidden)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
