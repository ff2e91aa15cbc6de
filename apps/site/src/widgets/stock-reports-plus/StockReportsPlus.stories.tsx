import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import { samples } from './sample.ts';

// HM-04 Stock Reports Plus as the home page shows it (the site's CSS). Static: no script.

const sample = samples['stock-reports-plus'];

const meta = {
  title: 'Site/Widgets/Stock Reports Plus',
  component: WidgetStory,
  args: { id: 'stock-reports-plus', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows of company, expected returns and recommendation, and the way to every report. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('+31.40%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All stock reports' })).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** A report without figures yet: a dash in its place. */
export const MissingFigure: Story = {
  args: { data: [...sample.data.slice(0, 2), reportItem('13397', 'Deccan Power', '', '')] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};
