import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// HM-04 the top funds strip as the home page shows it (the site's CSS), as the server renders it:
// the first fund in place, 1 of 5. Its rotation and late load: TopFundsStripView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Top funds strip',
  component: WidgetStory,
  args: { id: 'top-funds-strip', ...samples['top-funds-strip'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suvarna Flexi Cap Fund' })).toBeVisible();
    await expect(canvas.getByText('1 / 5')).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/**
 * The page came without the funds (the backend failed that call): the server's HTML says
 * `loading...` in the strip's room; its island then asks for them (TopFundsStripView.stories.tsx).
 */
export const WithoutFunds: Story = {
  args: { data: { funds: null } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
  },
};
