import type { StockExchange, StockWidgetView } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { StockReco, StockScore } from './StockReport.tsx';
import { StockWidget, type StockWidgetProps } from './StockWidget.tsx';

// AB-04 stock widget: a story's companies as tabs (two) and More, NSE first with BSE beside it,
// another company's feed fetched when chosen, CLOSED until a feed says OPEN, the score only for
// showsr "true" (locked, NR or the score), locked reco cards with SUBSCRIBE NOW, and a failed
// fetch keeping the widget as it was. The stories draw the panel plainly; the site styles it.

interface DemoQuote {
  ltp: number;
  change: number;
  symbol: string;
}
interface DemoFeed {
  companyid: string;
  companyname: string;
  marketstatus: 'OPEN' | 'CLOSED';
  showsr: string;
  stockscore: string;
  primeuser: 0 | 1;
  nse: DemoQuote;
  bse: DemoQuote;
  reco: { title: string; value: string; style?: 'positive' | 'negative' | 'neutral' }[];
}

const COMPANIES = [
  { id: '13001', name: 'Aadhar Bank' },
  { id: '13012', name: 'Kaveri Power' },
  { id: '13023', name: 'Narmada Capital' },
  { id: '13034', name: 'Indus Systems' },
];

function feedOf(
  companyid: string,
  extra: Partial<DemoFeed> = {},
  prices: { nse: number; bse: number } = { nse: 530.25, bse: 530.4 },
): DemoFeed {
  const company = COMPANIES.find((each) => each.id === companyid);
  return {
    companyid,
    companyname: `${company?.name ?? companyid} Ltd`,
    marketstatus: 'CLOSED',
    showsr: 'true',
    stockscore: '',
    primeuser: 0,
    nse: { ltp: prices.nse, change: -4.9, symbol: 'AADHBANK' },
    bse: { ltp: prices.bse, change: -4.65, symbol: '500002' },
    reco: [
      { title: 'Recommendation', value: '' },
      { title: 'Target Price', value: '' },
    ],
    ...extra,
  };
}

const inView: VisibilitySource = (_, report) => {
  report(true);
  return () => {};
};
const never = (_id: string) => new Promise<DemoFeed>(() => {});

const header = (view: StockWidgetView<DemoFeed>) => (
  <p>
    Market: <strong data-testid="status">{view.marketStatus}</strong>
  </p>
);
const exchangePart = (view: StockWidgetView<DemoFeed>, exchange: StockExchange) => {
  const quote = view.feed?.[exchange];
  return (
    <p data-testid={`quote-${exchange}`}>
      {view.feed?.companyname ?? '—'} on {exchange.toUpperCase()}: {quote ? `₹${quote.ltp.toFixed(2)}` : '—'}{' '}
      {quote?.symbol}
    </p>
  );
};
const companyPart = (view: StockWidgetView<DemoFeed>) => {
  const feed = view.feed;
  if (!feed) return <p>—</p>;
  const locked = feed.primeuser === 0;
  return (
    <>
      <StockScore
        data-testid="score"
        showsr={feed.showsr}
        locked={locked}
        value={feed.stockscore}
        lockedText="Ledger Prime Only"
        lockMark="🔒"
      />
      <StockReco
        data-testid="reco"
        lines={feed.reco}
        locked={locked}
        lockMark="🔒"
        cta={<a href="#prime">SUBSCRIBE NOW</a>}
      />
    </>
  );
};

function Demo(props: Omit<StockWidgetProps<DemoFeed>, 'renderExchange'>) {
  return (
    <div style={{ width: 650, fontFamily: 'system-ui' }}>
      <StockWidget<DemoFeed>
        {...props}
        aria-label="Stocks in this story"
        renderHeader={header}
        renderExchange={exchangePart}
        renderCompany={companyPart}
      />
    </div>
  );
}

const meta = {
  title: 'UI/StockWidget',
  component: Demo,
  args: {
    companies: COMPANIES,
    initialFeed: feedOf('13001'),
    hrefOf: ({ company, exchange, moreOpen }) =>
      `?company=${company}&exchange=${exchange}${moreOpen ? '&more=open' : ''}#stock-widget`,
    fetchFeed: fn(async (id: string) => feedOf(id, {}, { nse: 250.5, bse: 250.75 })),
    onFailure: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector('section') as HTMLElement;

/** The first company's feed not there yet: loading, status CLOSED, nothing made up. */
export const Loading: Story = {
  args: { initialFeed: null, fetchFeed: fn(never) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('status')).toHaveTextContent('CLOSED');
    await expect(canvas.getByTestId('quote-nse')).toHaveTextContent('— on NSE: —');
    await expect(args.fetchFeed).toHaveBeenCalledWith('13001');
  },
};

/** Market closed: the page's feed, the first company selected, NSE shown, BSE hidden. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
    await expect(root(canvasElement)).toHaveAttribute('data-market', 'CLOSED');
    await expect(root(canvasElement)).toHaveAttribute('data-refresh', 'off');
    await expect(canvas.getByRole('tab', { name: 'Aadhar Bank' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'NSE' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('quote-nse')).toHaveTextContent('₹530.25');
    await expect(canvas.getByTestId('quote-bse')).not.toBeVisible();
    await expect(args.fetchFeed).not.toHaveBeenCalled();
  },
};

/** Market open and in view: the status says OPEN and prices are fetched again each minute. */
export const Open: Story = {
  args: { initialFeed: feedOf('13001', { marketstatus: 'OPEN' }), visibilitySource: inView },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('status')).toHaveTextContent('OPEN');
    await expect(root(canvasElement)).toHaveAttribute('data-market', 'OPEN');
    await expect(root(canvasElement)).toHaveAttribute('data-refresh', 'scheduled');
  },
};

/** BSE chosen: the same feed's BSE quote, no fetch. */
export const Bse: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BSE' }));
    await expect(root(canvasElement)).toHaveAttribute('data-exchange', 'bse');
    await expect(canvas.getByTestId('quote-bse')).toBeVisible();
    await expect(canvas.getByTestId('quote-bse')).toHaveTextContent('₹530.40 500002');
    await expect(canvas.getByTestId('quote-nse')).not.toBeVisible();
    await expect(args.fetchFeed).not.toHaveBeenCalled();
  },
};

/** The second tab: its feed fetched, its numbers shown. Keyboard: arrow, then Enter. */
export const AnotherCompany: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('tab', { name: 'Aadhar Bank' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(args.fetchFeed).toHaveBeenCalledWith('13012'));
    await waitFor(() =>
      expect(canvas.getByTestId('quote-nse')).toHaveTextContent('Kaveri Power Ltd on NSE: ₹250.50'),
    );
    await expect(canvas.getByRole('tab', { name: 'Kaveri Power' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** More open: the companies after the first two; Escape closes it and focus returns to More. */
export const MoreOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(root(canvasElement)).toHaveAttribute('data-more', 'open');
    await expect(canvas.getByRole('button', { name: 'Narmada Capital' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Indus Systems' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Aadhar Bank' })).toBeNull();
  },
};

/** A company from More: fetched and shown, the panel named by it, More closed and focused. */
export const ChosenFromMore: Story = {
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await userEvent.click(canvas.getByRole('button', { name: 'Indus Systems' }));
    await waitFor(() => expect(args.fetchFeed).toHaveBeenCalledWith('13034'));
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('data-state', 'active');
    await expect(more).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Indus Systems' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
  },
};

/** A reader who is not Prime: the score locked with the Prime-only words, locked cards, SUBSCRIBE NOW. */
export const LockedScore: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('score')).toHaveAttribute('data-state', 'locked');
    await expect(canvas.getByTestId('score')).toHaveTextContent('Ledger Prime Only');
    await expect(canvas.getByTestId('reco')).toHaveAttribute('data-state', 'locked');
    await expect(canvas.getAllByRole('img', { name: 'Locked' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'SUBSCRIBE NOW' })).toBeVisible();
  },
};

/** A Prime reader, a report without a score: NR; the cards open, no SUBSCRIBE NOW. */
export const PrimeWithoutScore: Story = {
  args: {
    initialFeed: feedOf('13001', {
      primeuser: 1,
      stockscore: '',
      reco: [
        { title: 'Recommendation', value: 'Buy', style: 'positive' },
        { title: 'Target Price', value: '₹600.00' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('score')).toHaveAttribute('data-state', 'unrated');
    await expect(canvas.getByTestId('score')).toHaveTextContent('NR');
    await expect(canvas.getByTestId('reco')).toHaveAttribute('data-state', 'unlocked');
    await expect(canvas.getByTestId('reco')).toHaveTextContent('Buy');
    await expect(canvas.queryByRole('link', { name: 'SUBSCRIBE NOW' })).toBeNull();
  },
};

/** A Prime reader with a score: the score itself. */
export const PrimeScore: Story = {
  args: { initialFeed: feedOf('13001', { primeuser: 1, stockscore: '8' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('score')).toHaveAttribute('data-state', 'scored');
    await expect(canvas.getByTestId('score')).toHaveTextContent('Stock Score8');
  },
};

/** No stock report (showsr not "true"): no score at all. */
export const NoReport: Story = {
  args: { initialFeed: feedOf('13001', { showsr: 'false', reco: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('score')).toBeNull();
    await expect(canvas.queryByTestId('reco')).toBeNull();
  },
};

/** A failed fetch: logged, that company shows nothing made up; the first keeps its numbers. */
export const Failed: Story = {
  args: {
    fetchFeed: fn(async (_id: string): Promise<DemoFeed> => Promise.reject(new Error('502 Bad Gateway'))),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Kaveri Power' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(args.onFailure).toHaveBeenCalledWith('13012', expect.any(Error));
    await expect(canvas.getByTestId('quote-nse')).toHaveTextContent('— on NSE: —');
    await expect(canvas.getByTestId('status')).toHaveTextContent('CLOSED');
    await userEvent.click(canvas.getByRole('tab', { name: 'Aadhar Bank' }));
    await expect(canvas.getByTestId('quote-nse')).toHaveTextContent('₹530.25');
  },
};
