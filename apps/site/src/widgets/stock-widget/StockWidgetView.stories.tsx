import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { CompanyFeed } from '../../content/markets/schemas.ts';
import { inView, outOfView, pending } from '../shared/markets/storyEffects.stories-data.ts';
import { StockWidgetView } from './StockWidgetView.tsx';
import { feedOf, samples, storyCompanies } from './sample.ts';

// AB-04 the stock widget's island (StockWidgetView, the site's CSS) in the states of its machine
// (stockWidgetMachine: the selected company's feed loading, loaded or failed; NSE or BSE; More
// open or closed; the minute's refresh scheduled while in view and OPEN). Another company's feed
// comes from the injected `fetchFeed`; no request leaves the story.

const feeds = new Map<string, CompanyFeed>(storyCompanies.map((company) => [company.id, feedOf(company)]));
const answerFeed = async (companyId: string) => {
  const feed = feeds.get(companyId);
  if (!feed) throw new Error(`company feed: 404 for ${companyId}`);
  return feed;
};
/** The view's `fetchFeed`, every story's mock typed alike. */
type FetchFeed = (companyId: string) => Promise<CompanyFeed>;
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.stock-widget') as HTMLElement;

const meta = {
  title: 'Site/Widget states/Stock widget',
  component: StockWidgetView,
  decorators: [(Story) => <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  args: {
    title: 'Stocks in this story',
    data: samples['stock-widget'].data,
    visibilitySource: outOfView,
    fetchFeed: fn<FetchFeed>(answerFeed),
  },
} satisfies Meta<typeof StockWidgetView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The NSE quote's price (both exchanges' quotes are in the HTML, BSE's hidden). */
const nsePrice = (canvas: { getAllByTestId: (id: string) => HTMLElement[] }) =>
  canvas.getAllByTestId('stock-price')[0];

/** The page's feed for the first company (`loaded`), NSE, out of view: nothing asked. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
    await expect(root(canvasElement)).toHaveAttribute('data-exchange', 'nse');
    await expect(root(canvasElement)).toHaveAttribute('data-refresh', 'off');
    await expect(args.fetchFeed).not.toHaveBeenCalled();
  },
};

/** In view with the market OPEN: the next minute's prices are due (`scheduled`). */
export const RefreshScheduled: Story = {
  args: { visibilitySource: inView },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-refresh', 'scheduled'));
  },
};

/** BSE: the same feed's other quote (no fetch). */
export const Bse: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BSE' }));
    await expect(root(canvasElement)).toHaveAttribute('data-exchange', 'bse');
    await expect(canvas.getByText('BSE: 531144')).toBeVisible();
    await expect(args.fetchFeed).not.toHaveBeenCalled();
  },
};

/** Another company's tab: its feed is asked for (`loading`), its room kept, "Loading…". */
export const LoadingAnotherCompany: Story = {
  args: { fetchFeed: fn<FetchFeed>(() => pending<never>()) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Narmada Pharma' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(args.fetchFeed).toHaveBeenCalledWith('13232');
  },
};

/** Its feed arrives (`loaded`): its price, a fall in red with ▼. */
export const AnotherCompanyLoaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Narmada Pharma' }));
    await waitFor(() => expect(nsePrice(canvas)).toHaveTextContent('₹842.30'));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
  },
};

/** Its feed could not be fetched (`failed`): no error text, the room kept, empty (spec §8). */
export const FeedFailed: Story = {
  args: {
    fetchFeed: fn<FetchFeed>(async () => {
      throw new Error('company feed: 502');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Narmada Pharma' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.queryByText('Loading…')).toBeNull();
    await expect(nsePrice(canvas)).toHaveTextContent('—');
  },
};

/** More opened: the companies after the first two, as a list of buttons. */
export const MoreOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(root(canvasElement)).toHaveAttribute('data-more', 'open');
    await expect(canvas.getByRole('button', { name: 'Deccan Power' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Malabar Shipping' })).toBeVisible();
  },
};

/** A company chosen from More: the list closes, its feed comes, More marked as the choice. */
export const ChosenFromMore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Malabar Shipping' }));
    await expect(root(canvasElement)).toHaveAttribute('data-more', 'closed');
    await waitFor(() => expect(nsePrice(canvas)).toHaveTextContent('₹1,276.90'));
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('data-state', 'active');
  },
};
