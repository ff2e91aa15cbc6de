import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 AB-13 the newsletter sign-up as a page serves it (the server's HTML, the site's CSS), at both widths.

const meta = {
  title: 'Site/Widgets/Newsletter sign-up',
  component: WidgetStory,
  args: { id: 'newsletter-signup', ...samples['newsletter-signup'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
