import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-06 news by industry as the home page's server renders it: Featured's eight stories
// in the HTML, a tab per industry, each panel's link to its section. The tabs machine's states
// (the island) are in IndustryNewsTabsView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Industry news',
  component: WidgetStory,
  args: { id: 'industry-news', ...samples['industry-news'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: /Tata Motors to invest/ })).toBeVisible();
  },
};
