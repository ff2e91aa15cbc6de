import type { IndustryTab } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type IndustryTabItem, IndustryTabs } from './IndustryTabs.tsx';

// HM-06 news by industry in each state of the machine: Featured first (no fetch); a tab loading,
// loaded (fetched once, kept), empty and failed (asked again when chosen again); the keyboard.

interface Story_ {
  msid: string;
  title: string;
}
const AUTO_STORIES: Story_[] = [
  { msid: 'a1', title: 'Carmakers report record festive-season dispatches' },
  { msid: 'a2', title: 'EV maker plans a second plant in Tamil Nadu' },
];
const TABS: IndustryTabItem[] = [
  {
    msid: '5575607',
    hierarchy: true,
    label: 'Featured',
    href: '?#industry-news',
    footer: <a href="#industry">More industry news</a>,
  },
  {
    msid: '13352354',
    hierarchy: false,
    label: 'Auto',
    href: '?industry=2#industry-news',
    footer: <a href="#auto">More Auto news</a>,
  },
  { msid: '13358259', hierarchy: false, label: 'Banking/Finance', href: '?industry=3#industry-news' },
];
const list = (stories: readonly Story_[]) => (
  <ul>
    {stories.map((story) => (
      <li key={story.msid}>
        <a href={`#${story.msid}`}>{story.title}</a>
      </li>
    ))}
  </ul>
);
const never = (_tab: IndustryTab) => new Promise<Story_[]>(() => {});

const meta = {
  title: 'UI/IndustryTabs',
  component: IndustryTabs<Story_>,
  args: {
    tabs: TABS,
    featuredPanel: list([
      { msid: 'f1', title: 'Steel output rises 8% as infrastructure spending holds' },
      { msid: 'f2', title: 'Telecom tariffs: what the next round means for users' },
    ]),
    fetchTab: fn(async (_tab: IndustryTab) => AUTO_STORIES),
    renderStories: (stories: readonly Story_[]) => list(stories),
    onFailure: fn(),
    style: { width: 640 },
  },
} satisfies Meta<typeof IndustryTabs<Story_>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: 'tab', options: { name: string }) => HTMLElement };
const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });
const panelOf = (root: HTMLElement, msid: string) =>
  root.querySelector(`[role="tabpanel"][id$="content-${msid}"]`) as HTMLElement;

/** Featured first: its stories from the page, every other tab's way out in the HTML; nothing fetched. */
export const FeaturedFirst: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(tab(canvas, 'Featured')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Steel output/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="loaded"]')).not.toBeNull();
    await expect(panelOf(canvasElement, '13352354')).toHaveAttribute('data-status', 'idle');
    await expect(args.fetchTab).not.toHaveBeenCalled();
  },
};

/** A tab chosen: loading, in words, in a live region. */
export const TabLoading: Story = {
  args: { fetchTab: fn(never) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(tab(canvas, 'Auto'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Auto news…');
    await expect(panelOf(canvasElement, '13352354')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Loaded: fetched once with the tab's query, kept when the reader comes back. */
export const TabLoaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(tab(canvas, 'Auto'));
    await waitFor(() => expect(canvas.getByRole('link', { name: /festive-season/ })).toBeVisible());
    await expect(args.fetchTab).toHaveBeenCalledOnce();
    await expect(args.fetchTab).toHaveBeenCalledWith({ msid: '13352354', hierarchy: false });
    await userEvent.click(tab(canvas, 'Featured'));
    await expect(canvas.getByRole('link', { name: /Steel output/ })).toBeVisible();
    await userEvent.click(tab(canvas, 'Auto'));
    await expect(canvas.getByRole('link', { name: /festive-season/ })).toBeVisible();
    await expect(args.fetchTab).toHaveBeenCalledOnce();
  },
};

/** The backend had no stories for the tab. */
export const TabEmpty: Story = {
  args: { fetchTab: fn(async (_tab: IndustryTab): Promise<Story_[]> => []) },
  play: async ({ canvas }) => {
    await userEvent.click(tab(canvas, 'Banking/Finance'));
    await waitFor(() => expect(canvas.getByText('No Banking/Finance news just now.')).toBeVisible());
  },
};

/** The fetch failed: reported, said in words; chosen again, the tab is asked again. */
export const TabFailed: Story = {
  args: {
    fetchTab: fn(async (_tab: IndustryTab): Promise<Story_[]> => Promise.reject(new Error('502'))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(tab(canvas, 'Auto'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('could not be loaded'));
    await expect(args.onFailure).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'More Auto news' })).toBeVisible();
    await userEvent.click(tab(canvas, 'Featured'));
    await userEvent.click(tab(canvas, 'Auto'));
    await waitFor(() => expect(args.fetchTab).toHaveBeenCalledTimes(2));
  },
};

/** Keyboard: arrows move between the tabs and open them (Radix's automatic activation). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    tab(canvas, 'Featured').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Auto')).toHaveFocus();
    await expect(tab(canvas, 'Auto')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: /EV maker/ })).toBeVisible());
  },
};
