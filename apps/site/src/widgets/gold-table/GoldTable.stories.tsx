import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-20 the gold table as a story shows it at break 8 (the site's CSS). Static: no script, so one
// state; at a phone's width the table keeps its figures on one line and scrolls in its box.

const meta = {
  title: 'Site/Widgets/Gold table',
  component: WidgetStory,
  args: { id: 'gold-table', ...samples['gold-table'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four cities, 22 and 24 carat at 1 g and 8 g, each city to its page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mumbai' })).toHaveAttribute(
      'href',
      '/markets/gold-rate-in-mumbai',
    );
    await expect(canvas.getByText('₹1,09,992')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAccessibleName('Gold rate today, 19 Nov 2026');
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
