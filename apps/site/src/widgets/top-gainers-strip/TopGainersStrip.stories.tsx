import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// HM-04 the top gainers strip as the home page shows it (the site's CSS), as the server renders
// it: the first gainer in place, 1 of 5. Its rotation and refresh: TopGainersStripView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Top gainers strip',
  component: WidgetStory,
  args: { id: 'top-gainers-strip', ...samples['top-gainers-strip'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kaveri Steel' })).toBeVisible();
    await expect(canvas.getByText('1 / 5')).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
