import type { MissedStory } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../../styles/tokens.css';
import '../../styles/widgets.css';
import '../../styles/prime-missed.css';
import { MissedStoriesView } from './MissedStoriesView.tsx';

// AB-17 "Prime stories you missed" as the site's sidebar draws it (320 px), shown and hidden.

const stories: MissedStory[] = [
  { msid: '1', url: '#one', title: 'Should you switch to small-cap funds now? Experts weigh in' },
  { msid: '2', url: '#two', title: 'Vindhya Auto Components IPO subscribed 41.2 times on final day' },
  {
    msid: '3',
    url: '#three',
    title: 'Fixed deposit rates: Harbourline Capital raises FD rates by 85 basis points',
  },
];

const meta = {
  title: 'Site/PrimeMissedStories',
  component: MissedStoriesView,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { title: 'Prime stories you missed', load: async () => stories },
} satisfies Meta<typeof MissedStoriesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 3 recorded: the cards, each a link with its picture box. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Prime stories you missed' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** 3 or fewer recorded: nothing at all in the sidebar. */
export const Hidden: Story = {
  args: { load: async () => [] },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'hidden'));
    await expect(section).not.toBeVisible();
  },
};
