import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-12 "Latest from Ledger", server-rendered: the three newest stories with pictures in
// the sidebar (Phone, Desktop), and the same block between the paragraphs under its own title.

const sample = samples['latest-from-publisher'];

const meta = {
  title: 'Site/Widgets/Latest from publisher',
  component: WidgetStory,
  args: { id: 'latest-from-publisher', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** AB-12: in the article's inserts, titled "Also in the news", as wide as the story. */
export const InTheStory: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { props: { count: 3, title: 'Also in the news' }, region: 'inserts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Also in the news' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
