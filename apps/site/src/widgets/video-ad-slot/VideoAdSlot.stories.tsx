import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { servedVideoAd, storyAdServer } from './adServer.stories-data.tsx';
import { samples } from './sample.ts';
import { start } from './video-ad-slot.script.ts';

// DV-02 / AB-03 / AB-23 the mid-article video slot: the server's reserved 16:9 box with its label,
// then the script island (the ad loader, video-ad-slot.script.ts) on that markup in each
// state of the adLoaderMachine: off (opt=1), requesting, rendering, shown (the video creative in
// its frame, impression counted), empty, gave up after 3 polls, failed after the render retry.
// The ad server is the story's own; the box never changes size.

const meta = {
  title: 'Site/Widgets/Video ad slot',
  component: WidgetStory,
  args: { id: 'video-ad-slot', ...samples['video-ad-slot'] },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-ad-slot="video"]');
const height = (canvasElement: HTMLElement) => box(canvasElement)?.getBoundingClientRect().height;

/** Starts the island on the story's markup with the story's ad server. */
function startIsland(canvasElement: HTMLElement, server: ReturnType<typeof storyAdServer>, address = '') {
  const marker = canvasElement.querySelector<HTMLElement>('[data-island="video-ad-slot"]');
  if (!marker) throw new Error('no video-ad-slot island in the story');
  return start(marker, JSON.parse(marker.dataset.props ?? '{}'), server, address);
}

/** The server's box: label and 16:9 frame reserved, `requesting`. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'requesting');
    await expect(canvas.getByText('Advertisement')).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** `opt=1` in the address: the loader stops at once and asks for nothing. */
export const Off: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const server = storyAdServer();
    await startIsland(canvasElement, server, '?opt=1');
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'off');
    await expect(server.request).not.toHaveBeenCalled();
  },
};

/** The ad server's answer pending. */
export const Requesting: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const server = storyAdServer({ request: () => new Promise(() => {}) });
    void startIsland(canvasElement, server);
    await waitFor(() =>
      expect(server.request).toHaveBeenCalledWith({ slot: 'video', geo: 'IN', msid: '104210301', poll: 1 }),
    );
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'requesting');
  },
};

/** An ad answered, its drawing pending. */
export const Rendering: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const server = storyAdServer({ render: () => new Promise(() => {}) });
    void startIsland(canvasElement, server);
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'rendering'));
  },
};

/** The video creative drawn in the frame, its impression counted; the box the same size. */
export const Shown: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const before = height(canvasElement);
    const server = storyAdServer();
    await startIsland(canvasElement, server);
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'shown');
    await expect(server.recordImpression).toHaveBeenCalledWith(servedVideoAd);
    await expect(canvasElement.querySelector('iframe[title="Advertisement"]')).not.toBeNull();
    await expect(height(canvasElement)).toBe(before);
  },
};

/** Phone width: the creative in the column's 16:9 box. */
export const ShownPhone: Story = { ...Shown, globals: { viewport: { value: 'phone' } } };

/** The ad server has nothing for the slot: the box keeps its space and label. */
export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const server = storyAdServer({ request: async () => null });
    await startIsland(canvasElement, server);
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'empty');
    await expect(server.render).not.toHaveBeenCalled();
  },
};

/** The ad server failing: asked 3 times a second apart (the real timers), then given up. */
export const GaveUp: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const server = storyAdServer({
      request: async () => {
        throw new Error('ad server not ready');
      },
    });
    await startIsland(canvasElement, server);
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'gaveUp');
    await expect(server.request).toHaveBeenCalledTimes(3);
  },
};

/** The creative failing to draw, twice (once more after 2 s): failed, the box unchanged. */
export const Failed: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const before = height(canvasElement);
    const server = storyAdServer({
      render: async () => {
        throw new Error('the frame holds no creative');
      },
    });
    await startIsland(canvasElement, server);
    await expect(box(canvasElement)).toHaveAttribute('data-ad-state', 'failed');
    await expect(server.render).toHaveBeenCalledTimes(2);
    await expect(server.recordImpression).not.toHaveBeenCalled();
    await expect(height(canvasElement)).toBe(before);
  },
};
