import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveTvPlayer } from './LiveTvPlayer.tsx';

// HM-09 live TV in its two sizes: in a column (16:9 of its width) and above the layout, taller.
// The player is the browser's own; nothing is fetched before play. The story's stream is a data
// address with no media: the controls show, and the box keeps its 16:9 size with nothing loaded.

const frame = { width: '100%', aspectRatio: '16 / 9', background: '#1d1d1b' };
const meta = {
  title: 'UI/LiveTvPlayer',
  component: LiveTvPlayer,
  args: {
    title: 'Ledger TV: live',
    sources: [{ src: 'data:video/webm;base64,', type: 'video/webm' }],
    classNames: { video: 'live-tv-demo__video' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, fontFamily: 'system-ui' }}>
        <style>{`.live-tv-demo__video { display: block; ${Object.entries(frame)
          .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${v}`)
          .join('; ')} }`}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveTvPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a column: the player with its controls, nothing fetched before play, 16:9. */
export const Column: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(canvasElement.querySelector('[data-live-tv]')).toHaveAttribute('data-size', 'column');
    await expect(video.controls).toBe(true);
    await expect(video.preload).toBe('none');
    await expect(video).toHaveAccessibleName('Ledger TV: live');
    const { width, height } = video.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** Above the layout, taller (home_status 2). */
export const Tall: Story = {
  args: { tall: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-live-tv]')).toHaveAttribute('data-size', 'tall');
  },
};

/** No stream it could play: nothing at all. */
export const NoStream: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-live-tv]')).toBeNull();
  },
};
