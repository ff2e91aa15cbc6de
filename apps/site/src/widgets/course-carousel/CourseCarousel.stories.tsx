import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 AB-05 the course carousel as a page serves it (the server's HTML, the site's CSS), at both widths.

const meta = {
  title: 'Site/Widgets/Course carousel',
  component: WidgetStory,
  args: { id: 'course-carousel', ...samples['course-carousel'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
