import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-12 trending in section as the article's sidebar shows it: a numbered list of ten,
// the rest behind "More trending" (no script), and a short list without the disclosure.

const sample = samples['trending-in-section'];

const meta = {
  title: 'Site/Widgets/Trending in section',
  component: WidgetStory,
  args: { id: 'trending-in-section', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** The rest opened: the list goes on from 11. */
export const MoreOpened: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('More trending (5)'));
    await expect(canvas.getByRole('link', { name: /Coal India declares/ })).toBeVisible();
  },
};

/** Fewer stories than `shown`: one list, no disclosure. */
export const FewStories: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { ...sample.data, stories: sample.data.stories.slice(0, 4) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText(/More trending/)).toBeNull();
  },
};
