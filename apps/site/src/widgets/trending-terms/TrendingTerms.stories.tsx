import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';
import { NO_TRENDING_TERMS } from './TrendingTermsView.tsx';

// DV-02 / HM-05 the trending-terms carousel as the home page renders it (an island woken on
// sight): the first of three slides of four terms; and a section without terms, in words.
// The carousel machine's states are in TrendingTermsView.stories.tsx.

const sample = samples['trending-terms'];

const meta = {
  title: 'Site/Widgets/Trending terms',
  component: WidgetStory,
  args: { id: 'trending-terms', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Trending in Markets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sensex today' })).toHaveAttribute(
      'href',
      '/topic/sensex-today',
    );
  },
};

/** None trending: the spec's sentence, no carousel. */
export const Empty: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { data: { ...sample.data, terms: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_TRENDING_TERMS)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
