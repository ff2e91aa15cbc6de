import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TopNewsTabs } from './TopNewsTabs.tsx';

// HM-02 top news tabs in each state of the machine: Top News first; the badge after a second;
// Latest loading, loaded (animated in), empty and failed; opening Latest clears the badge.

interface Story_ {
  msid: string;
  title: string;
}
const LATEST: Story_[] = [
  { msid: '1', title: 'Sensex ends 300 points higher as banks rally' },
  { msid: '2', title: 'RBI keeps the repo rate unchanged' },
  { msid: '3', title: 'Rupee steadies against the dollar' },
];
const never = (_count: number) => new Promise<Story_[]>(() => {});
const list = (stories: readonly Story_[]) => (
  <ul>
    {stories.map((story) => (
      <li key={story.msid}>
        <a href={`#${story.msid}`}>{story.title}</a>
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'UI/TopNewsTabs',
  component: TopNewsTabs<Story_>,
  args: {
    fitted: 17,
    hrefs: { top: '?top=top', latest: '?top=latest' },
    topPanel: list([
      { msid: 't1', title: 'Top story: the budget’s fiscal maths' },
      { msid: 't2', title: 'Top story: monsoon lifts rural demand' },
    ]),
    fetchLatest: fn(async (_count: number) => LATEST),
    renderLatest: (stories: readonly Story_[]) => list(stories),
    onFailure: fn(),
    random: () => 0.5,
    style: { width: 640 },
  },
} satisfies Meta<typeof TopNewsTabs<Story_>>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvas: { getByRole: (role: 'tab', options: { name: RegExp }) => HTMLElement }, name: RegExp) =>
  canvas.getByRole('tab', { name });

/** Top News first, its stories shown; nothing fetched. */
export const TopFirst: Story = {
  play: async ({ canvas, args }) => {
    await expect(tab(canvas, /^Top News/)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /fiscal maths/ })).toBeVisible();
    await expect(args.fetchLatest).not.toHaveBeenCalled();
  },
};

/** A second after waking, the Latest tab carries a number from 1 to 5 (here 3). */
export const BadgeShown: Story = {
  play: async ({ canvas, canvasElement }) => {
    const badge = () => canvasElement.querySelector('[role="tab"] [data-state]');
    await expect(badge()).toHaveAttribute('data-state', 'hidden');
    await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'shown'), { timeout: 3000 });
    await expect(tab(canvas, /^Latest News/)).toHaveAccessibleName('Latest News, 3 new');
  },
};

/** Latest opened: loading, in words, in a live region. */
export const LatestLoading: Story = {
  args: { fetchLatest: fn(never) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(tab(canvas, /^Latest News/));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest news…');
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loading');
  },
};

/** Latest loaded: fetched once, as many as the list shows; the badge is gone for good. */
export const LatestLoaded: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[role="tab"] [data-state]')).toHaveAttribute(
          'data-state',
          'shown',
        ),
      { timeout: 3000 },
    );
    await userEvent.click(tab(canvas, /^Latest News/));
    await waitFor(() => expect(canvas.getByRole('link', { name: /repo rate/ })).toBeVisible());
    await expect(args.fetchLatest).toHaveBeenCalledOnce();
    await expect(args.fetchLatest).toHaveBeenCalledWith(17);
    await expect(canvasElement.querySelector('[role="tab"] [data-state]')).toHaveAttribute(
      'data-state',
      'hidden',
    );
    await userEvent.click(tab(canvas, /^Top News/));
    await userEvent.click(tab(canvas, /^Latest News/));
    await expect(args.fetchLatest).toHaveBeenCalledOnce();
  },
};

/** The backend had no latest stories. */
export const LatestEmpty: Story = {
  args: { fetchLatest: fn(async (_count: number): Promise<Story_[]> => []) },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, /^Latest News/));
    await waitFor(() => expect(canvas.getByText('No latest news just now.')).toBeVisible());
  },
};

/** The fetch failed: logged, said in words; the Top News stories stay. */
export const LatestFailed: Story = {
  args: { fetchLatest: fn(async (_count: number): Promise<Story_[]> => Promise.reject(new Error('502'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(tab(canvas, /^Latest News/));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('could not be loaded'));
    await expect(args.onFailure).toHaveBeenCalledOnce();
    await userEvent.click(tab(canvas, /^Top News/));
    await expect(canvas.getByRole('link', { name: /fiscal maths/ })).toBeVisible();
  },
};

/** Keyboard: arrows move between the tabs and open them (Radix's automatic activation). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    tab(canvas, /^Top News/).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, /^Latest News/)).toHaveFocus();
    await expect(tab(canvas, /^Latest News/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Rupee/ })).toBeVisible());
  },
};
