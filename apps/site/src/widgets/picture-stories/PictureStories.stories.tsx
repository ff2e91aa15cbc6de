import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { pictureStoryItems, samples } from './sample.ts';

// DV-02 / HM-12 picture stories in their three looks: the grid (Panache in pictures), the strip
// that scrolls sideways (Slideshows, right column) and the tall covers (Web Stories).

const meta = {
  title: 'Site/Widgets/Picture stories',
  component: WidgetStory,
  args: { id: 'picture-stories', ...samples['picture-stories'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Panache in pictures' })).toHaveAttribute(
      'href',
      '/panache',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The right column's Slideshows: a strip of six that scrolls sideways. */
export const Strip: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    props: {
      sectionIds: ['32897146', '46930029'],
      title: 'Slideshows',
      href: '/panache',
      count: 6,
      look: 'strip',
    },
    data: pictureStoryItems,
    region: 'right',
  },
};

/** The right column's Web Stories: four tall covers. */
export const Portrait: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    props: {
      sectionIds: ['46930029'],
      title: 'Web Stories',
      href: '/web-stories',
      count: 4,
      look: 'portrait',
    },
    data: pictureStoryItems.slice(2, 6),
    region: 'right',
  },
};
