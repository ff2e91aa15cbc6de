import type { MissedStory } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PrimeMissedStories } from './PrimeMissedStories.tsx';

// AB-17: the Prime stories a Prime reader has not opened, once more than 3 were recorded; in
// each state of its machine (loading, shown, hidden, failed).

const stories: MissedStory[] = [
  { msid: '1', url: '#one', title: 'Why bank margins held up in a year of rate cuts' },
  { msid: '2', url: '#two', title: 'The quiet winners of the new telecom tariff war' },
  { msid: '3', url: '#three', title: 'Inside the family office boom in Bengaluru' },
];
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'UI/PrimeMissedStories',
  component: PrimeMissedStories,
  args: {
    title: 'Prime stories you missed',
    load: fn(async () => stories),
    onLog: fn(),
    renderStory: (story: MissedStory) => <a href={story.url}>{story.title}</a>,
  },
} satisfies Meta<typeof PrimeMissedStories>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (root: HTMLElement) => root.querySelector('section');

/** Asked for and not yet answered: in the document, hidden, nothing to read. */
export const Loading: Story = {
  args: { load: fn(never) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(section(canvasElement)).not.toBeVisible();
  },
};

/** More than 3 recorded: a section named by its heading, one link a story. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'shown'));
    await expect(canvas.getByRole('region', { name: 'Prime stories you missed' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(args.load).toHaveBeenCalledOnce();
  },
};

/** 3 or fewer recorded (the loader gives no stories): nothing shows. */
export const Hidden: Story = {
  args: { load: fn(async () => []) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'hidden'));
    await expect(section(canvasElement)).not.toBeVisible();
    await expect(args.onLog).not.toHaveBeenCalled();
  },
};

/** The call failed: logged, and nothing shows (no error text, spec §8). */
export const Failed: Story = {
  args: { load: fn(async () => Promise.reject(new Error('502'))) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(section(canvasElement)).not.toBeVisible();
    await expect(args.onLog).toHaveBeenCalledOnce();
  },
};
