import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-03 the partner investing container at break 16 of the article: label, title, text,
// three house stories, the call to action and the disclaimer; and the texts alone.

const sample = samples['partner-investing'];

const meta = {
  title: 'Site/Widgets/Partner investing',
  component: WidgetStory,
  args: { id: 'partner-investing', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: sample.data.title })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Compare global investing platforms/ })).toBeVisible();
  },
};

/** `count: 0` and no call to action configured: the texts only. */
export const TextOnly: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { props: { count: 0 }, data: { ...sample.data, stories: [], cta: null } },
};
