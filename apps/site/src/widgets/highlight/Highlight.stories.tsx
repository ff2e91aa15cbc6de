import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-11 the highlight in the home page's right column: the feed's heading and link, the
// lead story with picture and synopsis, three more; a heading without a safe link stays text.

const sample = samples.highlight;

const meta = {
  title: 'Site/Widgets/Highlight',
  component: WidgetStory,
  args: { id: 'highlight', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Special Content' })).toHaveAttribute(
      'href',
      '/special-content',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The feed's link was unsafe: the heading is plain text. */
export const HeadingWithoutLink: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { ...sample.data, href: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Special Content' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Special Content' })).toBeNull();
  },
};
