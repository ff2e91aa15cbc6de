import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStory } from '../shared/stories/WidgetStory.tsx';

const stories = Array.from({ length: 8 }, (_, i) => ({
  msid: String(1000 + i),
  title: `Story number ${i + 1} about the markets`,
  path: `/news/story-${i}/articleshow/${1000 + i}.cms`,
}));

const meta = {
  title: 'Site/Widgets/Top news',
  component: WidgetStory,
  args: { id: 'top-news', props: { count: 17 }, data: { stories, markets: null }, region: 'main' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
