import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { StoryItem } from '../../content/schemas.ts';
import { IndustryNewsTabsView, IndustryStoryList } from './IndustryNewsView.tsx';
import { autoStories, featuredStories, industrySettings } from './sample.ts';

// DV-02 / HM-06 the island's view (the site's classes, inside the widget's heading) in each state
// of the industry tabs machine: `idle` on Featured, `fetching` a tab (its loading line), `idle`
// with the tab's stories kept, a failed fetch in words (reported, the widget unchanged), and a
// tab with no stories. The fetch is the story's own promise, never the network.

const never = () => new Promise<readonly StoryItem[]>(() => {});

const meta = {
  title: 'Site/Widget states/Industry news',
  component: IndustryNewsTabsView,
  decorators: [
    (Story) => (
      <section
        className="widget widget--industry industry"
        style={{ width: 'var(--width-article)', maxWidth: '100%' }}
      >
        <h2 className="widget__title">
          <a href={industrySettings.href}>{industrySettings.title}</a>
        </h2>
        {Story()}
      </section>
    ),
  ],
  globals: { viewport: { value: 'desktop' } },
  args: {
    settings: industrySettings,
    panels: { featured: <IndustryStoryList stories={featuredStories} /> },
    fetchTab: fn(async () => autoStories),
    onFailure: fn(),
  },
} satisfies Meta<typeof IndustryNewsTabsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.industry__tabs');

/** Featured, its stories from the page: nothing asked (`idle`, loaded). */
export const Featured: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
    await expect(canvas.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'More industry news' })).toBeVisible();
    await expect(args.fetchTab).not.toHaveBeenCalled();
  },
};

/** Auto chosen, its stories on their way (`fetching`): the loading line in the panel. */
export const Loading: Story = {
  args: { fetchTab: fn(never) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Auto' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Auto news…');
    await expect(args.fetchTab).toHaveBeenCalledWith({ msid: '13352354', hierarchy: true });
  },
};

/** Auto's stories kept (`idle` again): back on Featured and to Auto, asked once only. */
export const TabLoaded: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Auto' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Featured' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Auto' }));
    await expect(canvas.getByRole('link', { name: /Maruti Suzuki’s October sales/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More Auto news' })).toHaveAttribute(
      'href',
      '/industry/auto',
    );
    await expect(args.fetchTab).toHaveBeenCalledTimes(1);
  },
};

/** The fetch failed: the panel says so in words, the failure is reported, the tabs still work. */
export const TabFailed: Story = {
  args: {
    fetchTab: fn(async () => {
      throw new Error('/api/industry answered 502');
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Energy' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Energy news could not be loaded just now.');
    await expect(args.onFailure).toHaveBeenCalledTimes(1);
  },
};

/** A tab whose section has no stories just now. */
export const TabEmpty: Story = {
  args: { fetchTab: fn(async () => []) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Telecom' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.getByText('No Telecom news just now.')).toBeVisible();
  },
};
