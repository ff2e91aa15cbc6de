import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ScrollSource } from '../prime-nudge/PrimeNudge.tsx';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer.tsx';
import './VideoPlayer.stories.css';

// VD-01 / VD-03 the video player in each state of its pop-up machine: inline, popped (played and
// scrolled past 500 px), closed with X (and paused), and not popping up for a video never played.
// The stories stand in a fixed scroll offset for the page's, and a `play` event for the reader's
// press (a browser test may not start playback without a gesture).

const scrolledTo =
  (y: number): ScrollSource =>
  (report) => {
    report(y);
    return () => {};
  };

function PlayerDemo(props: Partial<VideoPlayerProps>) {
  return (
    <div style={{ width: 640, fontFamily: 'system-ui' }}>
      <VideoPlayer
        className="demo-player"
        classNames={{
          frame: 'demo-player__frame',
          video: 'demo-player__video',
          close: 'demo-player__close',
          play: 'demo-player__play',
        }}
        title="Markets close higher as banks rally"
        sources={[
          { src: '/clips/markets.webm', type: 'video/webm; codecs="vp9"' },
          { src: '/clips/markets.mp4', type: 'video/mp4; codecs="avc1.42E01E"' },
        ]}
        captions={[]}
        scrollSource={scrolledTo(0)}
        {...props}
      />
      <p>The story continues below the player.</p>
    </div>
  );
}

const meta = {
  title: 'UI/VideoPlayer',
  component: PlayerDemo,
} satisfies Meta<typeof PlayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = (el: HTMLElement) => el.querySelector<HTMLElement>('.demo-player')!;
const video = (el: HTMLElement) => el.querySelector<HTMLVideoElement>('video')!;
const pressPlay = (el: HTMLElement) => video(el).dispatchEvent(new Event('play'));

/** In its place: the video with its sources and native controls; no X. */
export const Inline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'inline');
    await expect(video(canvasElement).querySelectorAll('source')).toHaveLength(2);
    await expect(video(canvasElement)).toHaveAttribute('controls');
    await expect(canvas.queryByRole('button', { name: 'Close the video pop-up' })).toBeNull();
  },
};

/** Scrolled past 500 px without ever being played: it stays in its place. */
export const NotPlayedStaysInline: Story = {
  args: { scrollSource: scrolledTo(900) },
  play: async ({ canvasElement }) => {
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'inline');
  },
};

/** Played and scrolled past 500 px: the frame pops up with its X; the page keeps its space. */
export const Popped: Story = {
  args: { scrollSource: scrolledTo(900) },
  play: async ({ canvas, canvasElement }) => {
    const height = player(canvasElement).getBoundingClientRect().height;
    pressPlay(canvasElement);
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'popped'));
    await expect(canvas.getByRole('button', { name: 'Close the video pop-up' })).toBeVisible();
    await expect(player(canvasElement).getBoundingClientRect().height).toBe(height);
  },
};

/** Closed with X: back in place for good, paused, and the X gone. */
export const Closed: Story = {
  args: { scrollSource: scrolledTo(900) },
  play: async ({ canvas, canvasElement }) => {
    pressPlay(canvasElement);
    const close = await canvas.findByRole('button', { name: 'Close the video pop-up' });
    close.click();
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'closed'));
    await expect(canvas.queryByRole('button', { name: 'Close the video pop-up' })).toBeNull();
    await expect(video(canvasElement).paused).toBe(true);
    pressPlay(canvasElement);
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'closed');
  },
};

/** Escape in the pop-up closes it, as the X does. */
export const EscapeCloses: Story = {
  args: { scrollSource: scrolledTo(900) },
  play: async ({ canvas, canvasElement }) => {
    pressPlay(canvasElement);
    const close = await canvas.findByRole('button', { name: 'Close the video pop-up' });
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-state', 'closed'));
  },
};

/**
 * Served with a play button over the poster instead of the browser's controls (the video page's
 * way, VD-01): the press gives the video its controls and starts it, and the button goes.
 */
export const PressToPlay: Story = {
  args: { playButton: { label: 'Play: Markets close higher as banks rally' } },
  play: async ({ canvas, canvasElement }) => {
    const element = video(canvasElement);
    await expect(element).not.toHaveAttribute('controls');
    // A story cannot play a clip without a real gesture and file: the press is what is checked.
    element.play = () => {
      element.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
    canvas.getByRole('button', { name: 'Play: Markets close higher as banks rally' }).click();
    await waitFor(() => expect(element.controls).toBe(true));
    await expect(canvas.queryByRole('button', { name: /^Play:/ })).toBeNull();
    await expect(player(canvasElement)).toHaveAttribute('data-state', 'inline');
  },
};
