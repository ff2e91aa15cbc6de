import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { awardsBanner, samples } from './sample.ts';

// DV-02 / AB-11 the summit and awards banners of the tech sidebar: one link, the picture in its
// fixed 300 × 125 box, the title and line; a banner without a picture keeps the words.

const sample = samples['event-banner'];

const meta = {
  title: 'Site/Widgets/Event banner',
  component: WidgetStory,
  args: { id: 'event-banner', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Ledger Global Business Summit 2026/ })).toHaveAttribute(
      'href',
      '/events/global-business-summit-2026',
    );
  },
};

export const Awards: Story = { globals: { viewport: { value: 'desktop' } }, args: awardsBanner };

/** The config gives no picture: title and line only. */
export const WithoutPicture: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { ...sample.data, picture: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
