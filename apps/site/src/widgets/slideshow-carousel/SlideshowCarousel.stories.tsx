import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-18 the slideshow carousel as the article renders it at break 8 (an island woken on
// sight): the first slide, PLAY offered. The machine's states are in SlideshowCarouselView.stories.tsx.

const meta = {
  title: 'Site/Widgets/Slideshow carousel',
  component: WidgetStory,
  args: { id: 'slideshow-carousel', ...samples['slideshow-carousel'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Sensex at 80,000: the journey in pictures' }),
    ).toBeVisible();
    await expect(canvas.getByText('1 / 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  },
};
