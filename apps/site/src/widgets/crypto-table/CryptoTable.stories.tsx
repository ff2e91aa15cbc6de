import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-20 the crypto table as a story shows it at break 8 (the site's CSS), as the server renders
// it. Its refresh states: CryptoTableView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Crypto table',
  component: WidgetStory,
  args: { id: 'crypto-table', ...samples['crypto-table'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five coins: price, 24-hour change, a buy link or the market cap; the time of the prices. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Top cryptocurrencies by market cap' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('₹16.03 lakh cr')).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
