import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// AB-20 the crypto teaser as a story shows it after the crypto table (the site's CSS). Static: no
// script, so one state.

const meta = {
  title: 'Site/Widgets/Crypto teaser',
  component: WidgetStory,
  args: { id: 'crypto-teaser', ...samples['crypto-teaser'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's fact under its heading, as a note. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Did you know?');
    await expect(canvas.getByRole('note')).toHaveTextContent('21 million coins');
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
