import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { StockOfTheDay } from '../../content/markets/schemas.ts';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import { samples } from './sample.ts';

// HM-04 stock of the day as the home page shows it (the site's CSS). Static: no script.

const sample = samples['stock-of-the-day'];

const meta = {
  title: 'Site/Widgets/Stock of the day',
  component: WidgetStory,
  args: { id: 'stock-of-the-day', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The day's pick: company to its page, price and change, expected returns, recommendation. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kaveri Steel Ltd' })).toBeVisible();
    await expect(canvas.getByText('+24.60%')).toBeVisible();
    await expect(canvas.getByText('Strong Buy')).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

const falling: StockOfTheDay = {
  ...sample.data,
  marketstatus: 'CLOSED',
  stock: {
    ...reportItem('13144', 'Kaveri Steel', '12.40', 'Buy'),
    current: 1877.4,
    absoluteChange: -21.6,
    percentChange: -1.14,
  },
};

/** A falling pick: the change in red with ▼. */
export const Falling: Story = {
  args: { data: falling },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-direction="down"]')).toBeVisible();
  },
};

/** A pick whose report has no figures yet: dashes, never a made-up number. */
export const NoReportFigures: Story = {
  args: {
    data: { ...sample.data, stock: { ...sample.data.stock, ...reportItem('13144', 'Kaveri Steel', '', '') } },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};
