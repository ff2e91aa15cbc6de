import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AR-18 most popular, server-rendered: five numbered stories in the sidebar (Phone,
// Desktop), and the home page's "Most read stories" in its right column.

const sample = samples['most-popular'];

const meta = {
  title: 'Site/Widgets/Most popular',
  component: WidgetStory,
  args: { id: 'most-popular', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Most popular' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The home page's right column: "Most read stories", none skipped. */
export const HomeMostRead: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { props: { title: 'Most read stories', count: 5, skip: 0 }, region: 'right' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Most read stories' })).toBeVisible();
  },
};
