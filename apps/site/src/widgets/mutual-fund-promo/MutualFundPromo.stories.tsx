import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-20 the best mutual-fund promo as a story shows it at break 6 (the site's CSS). Static: no
// script, so one state.

const meta = {
  title: 'Site/Widgets/Mutual fund promo',
  component: WidgetStory,
  args: { id: 'mutual-fund-promo', ...samples['mutual-fund-promo'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The category's best four by one-year return, each to its factsheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suvarna Flexi Cap Fund' })).toHaveAttribute(
      'href',
      '/suvarna-flexi-cap-fund/mffactsheet/schemeid-17203.cms',
    );
    await expect(canvas.getByText('19.98%', { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
