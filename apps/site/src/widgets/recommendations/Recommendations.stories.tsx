import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-23 the recommendation widget: six stories in the sidebar (Prime ones badged) with
// the provider line, and the four of the article's break 5 under their own heading.

const sample = samples.recommendations;

const meta = {
  title: 'Site/Widgets/Recommendations',
  component: WidgetStory,
  args: { id: 'recommendations', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getAllByText('Prime')).toHaveLength(2);
    await expect(canvas.getByText('Recommended by Ledger')).toBeVisible();
  },
};

/** AB-03 break 5 of the article: four stories across the story's column. */
export const InTheArticle: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    props: { count: 4, title: 'Readers of this story also read' },
    data: sample.data.slice(0, 4),
    region: 'inserts',
  },
};
