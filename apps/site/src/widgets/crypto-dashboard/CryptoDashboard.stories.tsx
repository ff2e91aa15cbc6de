import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-12 crypto prices and dashboard as the column shows it (the site's CSS), as the server
// renders it: Top Gainers first. Its tabs and refresh: CryptoDashboardView.stories.tsx.

const sample = samples['crypto-dashboard'];

const meta = {
  title: 'Site/Widgets/Crypto dashboard',
  component: WidgetStory,
  args: { id: 'crypto-dashboard', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Top Gainers' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Solana' })).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** A day when no coin rose: the gainers tab says so in words. */
export const NoGainers: Story = {
  args: { data: { ...sample.data, gainers: [] } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No coin is up over the last 24 hours.')).toBeVisible();
  },
};
