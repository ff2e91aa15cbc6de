import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { feedOf, samples, storyCompanies } from './sample.ts';

// AB-04 the stock widget as a story shows it at break 3 (the site's CSS), as the server renders
// it: the first company, NSE. Its choices, loads and refresh: StockWidgetView.stories.tsx.

const sample = samples['stock-widget'];

const meta = {
  title: 'Site/Widgets/Stock widget',
  component: WidgetStory,
  args: { id: 'stock-widget', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The NSE quote's price (both exchanges' quotes are in the HTML, BSE's hidden). */
const nsePrice = (canvas: { getAllByTestId: (id: string) => HTMLElement[] }) =>
  canvas.getAllByTestId('stock-price')[0];

/** A reader who is not Prime: the score and the reco cards locked, SUBSCRIBE NOW. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Kaveri Steel' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(nsePrice(canvas)).toHaveTextContent('₹1,915.55');
    await expect(canvas.getByRole('link', { name: 'SUBSCRIBE NOW' })).toBeVisible();
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** A Prime reader's page: the score and the reco cards open. */
export const PrimeReader: Story = {
  args: { data: { ...sample.data, feed: feedOf(storyCompanies[0], 'prime') } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'SUBSCRIBE NOW' })).toBeNull();
    await expect(canvas.getByText('Buy', { selector: '.stock-report__value' })).toBeVisible();
  },
};

/** A company no stock report covers: the room says so. */
export const NoStockReport: Story = {
  args: {
    data: {
      ...sample.data,
      feed: {
        ...feedOf(storyCompanies[0]),
        showsr: 'false',
        widget: feedOf(storyCompanies[0]).widget.slice(2),
      },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stock report covers Kaveri Steel yet.')).toBeVisible();
  },
};

/** A story tagged with one company: no More, one tab. */
export const OneCompany: Story = {
  args: { data: { ...sample.data, companies: sample.data.companies.slice(0, 1) } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab', { name: 'Kaveri Steel' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

/** After the close: the status says CLOSED. */
export const MarketClosed: Story = {
  args: { data: { ...sample.data, feed: { ...sample.data.feed, marketstatus: 'CLOSED' } } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('market-status')).toHaveTextContent('CLOSED');
  },
};
