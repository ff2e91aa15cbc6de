import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-12 the market dashboard as the column shows it (the site's CSS), as the server renders it:
// NSE, Gainers. Its toggles, loads and refresh: MarketDashboardView.stories.tsx.

const sample = samples['market-dashboard'];

const meta = {
  title: 'Site/Widgets/Market dashboard',
  component: WidgetStory,
  args: { id: 'market-dashboard', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'NSE' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('tab', { name: 'Gainers' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /See all gainers/ })).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** A layout asking for the week (duration 1W): the tabs say "Weekly". */
export const Weekly: Story = {
  args: {
    props: { duration: '1W' },
    data: { ...sample.data, answer: { ...sample.data.answer, duration: '1w' } },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Weekly Gainers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /See all gainers/ })).toHaveAttribute(
      'href',
      '/stocks/marketstats?type=gainers&duration=1W&exchange=nse',
    );
  },
};
