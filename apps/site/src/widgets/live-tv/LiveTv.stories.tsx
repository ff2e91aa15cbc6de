import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-09 live TV: the browser's own player (controls, nothing fetched before play) in its
// 16:9 box, in the right column; above the layout, tall (home_status 2); across the top (3).

const meta = {
  title: 'Site/Widgets/Live TV',
  component: WidgetStory,
  args: { id: 'live-tv', ...samples['live-tv'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Chromium's own player shows its loading ring while it looks at the source (even with
 * `preload="none"`) and fades it out once idle: the picture is taken after that, never mid-fade.
 */
async function playerIdle(canvasElement: HTMLElement): Promise<HTMLVideoElement> {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no player');
  await waitFor(() => expect(video.networkState).toBe(HTMLMediaElement.NETWORK_IDLE), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return video;
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await playerIdle(canvasElement);
  },
};
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const video = await playerIdle(canvasElement);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
  },
};

/** home_status 2: above the layout, the full width and taller. */
export const TallAbove: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { props: { tall: true }, region: 'top' },
  play: async ({ canvasElement }) => {
    await playerIdle(canvasElement);
    await expect(canvasElement.querySelector('[data-size="tall"]')).not.toBeNull();
  },
};

/** home_status 3: across the top, at phone width. */
export const TopPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { region: 'top' },
  play: async ({ canvasElement }) => {
    await playerIdle(canvasElement);
  },
};
