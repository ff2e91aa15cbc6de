import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// HM-02 / HM-03 the markets widget as the home page shows it (the site's CSS), as the server
// renders it. Its refresh states: MarketsWidgetView.stories.tsx.

const sample = samples['markets-widget'];

const meta = {
  title: 'Site/Widgets/Markets widget',
  component: WidgetStory,
  args: { id: 'markets-widget', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four indices with their change, the market open and the time of the figures. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/markets');
    await expect(canvas.getByText('Market open')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** After the close: the status says so (the figures are the session's last). */
export const MarketClosed: Story = {
  args: {
    data: { ...sample.data, marketstatus: 'CLOSED', updatedDateTime: '2026-11-19T15:30:00+05:30' },
  },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Market closed')).toBeVisible();
  },
};
