import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 AR-10 the print link as a page serves it (the server's HTML, the site's CSS), at both widths.

const meta = {
  title: 'Site/Widgets/Byline tools/Print',
  component: WidgetStory,
  args: { id: 'print', ...samples.print },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
