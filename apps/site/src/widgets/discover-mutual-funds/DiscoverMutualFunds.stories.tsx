import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-12 discover mutual funds as the column shows it (the site's CSS), as the server renders it:
// the first of three slides, "previous" disabled. Its moves: DiscoverMutualFundsView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Discover mutual funds',
  component: WidgetStory,
  args: { id: 'discover-mutual-funds', ...samples['discover-mutual-funds'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kaveri Small Cap Fund' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous funds' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
