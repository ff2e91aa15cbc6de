import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-16 a related story boxed in the article body, server-rendered at both widths, and
// one with a long headline that wraps beside its picture.

const sample = samples['related-news-box'];

const meta = {
  title: 'Site/Widgets/Related news box',
  component: WidgetStory,
  args: { id: 'related-news-box', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Related story' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Also read/ })).toHaveAttribute('href', sample.data.url);
  },
};

/** The second box (part 2) with a long headline, on a phone: it wraps beside the picture. */
export const LongHeadline: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    props: { part: 2 },
    data: {
      title:
        'From gold bonds to fixed deposits: how the rate pause changes the sums for savers who need a steady monthly income',
      url: '/wealth/invest/rate-pause-savers/articleshow/125460005.cms',
      img: '/photos/7.png?w=240&h=180',
    },
  },
};
