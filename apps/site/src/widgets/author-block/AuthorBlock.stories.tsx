import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / AB-10 the author block, server-rendered in the premium layout's right column: one
// staff writer with Show more (Phone, Desktop), a column presenting its columnist, and a story by
// two writers, one a guest (no author page, the summary whole).

const sample = samples['author-block'];
const [writer] = sample.data.writers;

const meta = {
  title: 'Site/Widgets/Author block',
  component: WidgetStory,
  args: { id: 'author-block', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'About the author' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show more about Revathi Pillai' })).toHaveAttribute(
      'href',
      '/etreporter/author-revathi-pillai-4001001.cms',
    );
  },
};

/** A column (BusinessUsageType "Column"): the block presents "The columnist". */
export const Columnist: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { data: { ...sample.data, column: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The columnist' })).toBeVisible();
  },
};

/** Two writers, the second a guest: no author page, no picture, the summary whole. */
export const TwoWritersWithGuest: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    data: {
      column: false,
      writers: [
        { ...writer, summary: 'Revathi Pillai covers India’s banks and the RBI.', cut: false },
        {
          name: 'Arvind Subramanian',
          designation: 'Former Chief Economic Adviser',
          summary:
            'Arvind Subramanian is a senior fellow at Brown University and writes on trade and growth.',
          cut: false,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Show more/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Arvind Subramanian' })).toBeNull();
  },
};
