import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { VideoItem } from '../../content/videos.ts';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / VD-02 a video page's lists, server-rendered: trending videos as a sidebar list (Phone,
// Desktop) and related videos as a grid of posters in the main column, at both widths.

const sample = samples['video-list'];

const related: VideoItem[] = [
  ['What the rate pause means for borrowers', 'rate-pause-borrowers', 186, 42100],
  ['Bank stocks after the policy: buy, hold or sell?', 'bank-stocks-policy', 402, 28750],
  ['The governor’s press conference in five minutes', 'governor-presser', 300, 19300],
  ['Inflation at 4.9%: is food still the worry?', 'inflation-food', 245, 15020],
  ['Bond market reaction to the neutral stance', 'bond-reaction', 210, 8800],
  ['Home loan EMIs: fixed or floating now?', 'fixed-or-floating', 520, 7450],
  ['Rupee outlook after the policy', 'rupee-outlook', 165, 3100],
  ['Economists on when the first cut comes', 'first-cut', 610, 1250],
].map(([title, slug, duration, views], i) => ({
  msid: String(125481001 + i),
  title: title as string,
  url: `/news/economy/videos/${slug}/videoshow/${125481001 + i}.cms`,
  img: `/photos/${i + 1}.png`,
  date: '2025-11-14T11:00:00+05:30',
  duration: duration as number,
  views: views as number,
}));

const meta = {
  title: 'Site/Widgets/Video list',
  component: WidgetStory,
  args: { id: 'video-list', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await expect(canvas.getByText('1.8L views')).toBeVisible();
    await expect(canvas.getByText('950 views')).toBeVisible();
  },
};

const grid = {
  props: { list: 'related', title: 'Related videos', count: 8, display: 'grid' },
  data: related,
  region: 'main' as const,
};

/** VD-02: related videos under the player, a grid of eight posters. */
export const RelatedGridDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: grid,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Related videos' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const RelatedGridPhone: Story = { globals: { viewport: { value: 'phone' } }, args: grid };
