import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 AB-10 / AB-25 the masterclass slider as a page serves it (the server's HTML, the site's CSS), at both widths.

const meta = {
  title: 'Site/Widgets/Masterclass slider',
  component: WidgetStory,
  args: { id: 'masterclass-slider', ...samples['masterclass-slider'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
