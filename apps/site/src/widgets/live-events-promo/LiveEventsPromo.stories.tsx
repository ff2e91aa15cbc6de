import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AR-15 the live-events promo, server-rendered in the sidebar: four cards, one without a
// link (Phone, Desktop), and a config without title or subtitle (the widget's own heading).

const sample = samples['live-events-promo'];

const meta = {
  title: 'Site/Widgets/Live events promo',
  component: WidgetStory,
  args: { id: 'live-events-promo', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText(/Family Business Forum/)).toBeVisible();
  },
};

/** The editors left title and subtitle empty: "Live events", no subtitle, two cards. */
export const UntitledTwoCards: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { title: '', subtitle: '', cards: sample.data.cards.slice(0, 2) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Live events' })).toBeVisible();
  },
};
