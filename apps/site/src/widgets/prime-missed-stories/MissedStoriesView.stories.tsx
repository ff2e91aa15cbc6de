import type { MissedStory } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MissedStoriesView } from './MissedStoriesView.tsx';

// AB-17 "Prime stories you missed" as the island draws it (the site's view and CSS), in every
// state of its machine: loading (the server's markup too: hidden), shown, hidden (3 or fewer
// recorded) and failed (logged, hidden). The reader's list is a promise the story holds.

const stories: MissedStory[] = [
  {
    msid: '125990311',
    url: '/prime/money/small-cap-funds-experts/articleshow/125990311.cms',
    title: 'Should you switch to small-cap funds now? Experts weigh in',
    img: '/photos/1.png',
  },
  {
    msid: '125990312',
    url: '/prime/markets/vindhya-auto-ipo/articleshow/125990312.cms',
    title: 'Vindhya Auto Components IPO subscribed 41.2 times on final day',
    img: '/photos/2.png',
  },
  {
    msid: '125990313',
    url: '/prime/banking/harbourline-fd-rates/articleshow/125990313.cms',
    title: 'Fixed deposit rates: Harbourline Capital raises FD rates by 85 basis points',
  },
];

const meta = {
  title: 'Site/Widget states/Prime stories you missed',
  component: MissedStoriesView,
  globals: { viewport: { value: 'phone' } },
  args: { title: 'Prime stories you missed', load: async () => stories, onLog: fn() },
} satisfies Meta<typeof MissedStoriesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => canvasElement.querySelector('section');

/** Asking for the reader's list (and the server's markup): in the page, hidden, nothing moves. */
export const Loading: Story = {
  args: { load: () => new Promise<never>(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(section(canvasElement)).not.toBeVisible();
  },
};

/** More than 3 recorded: the cards, each a link with its picture box. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Prime stories you missed' });
    await expect(region).toBeVisible();
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'shown');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** 3 or fewer recorded: nothing at all in the sidebar. */
export const Hidden: Story = {
  args: { load: async () => [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'hidden'));
    await expect(section(canvasElement)).not.toBeVisible();
  },
};

/** The list cannot be had: logged, and nothing shown. */
export const Failed: Story = {
  args: {
    load: async () => {
      throw new Error('prime-reads/missed answered 503');
    },
  },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(args.onLog).toHaveBeenCalledOnce();
    await expect(section(canvasElement)).not.toBeVisible();
  },
};
