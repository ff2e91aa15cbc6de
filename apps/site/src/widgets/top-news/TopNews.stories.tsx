import { topNewsContract } from '@newsroom/contracts/widgets/top-news';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoryItem } from '../../content/schemas.ts';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';
import { TopNewsTabsView } from './TopNewsView.tsx';
import { type TopNewsData, TopNewsTopPanel, topNewsSettings } from './topNews.tsx';

// DV-02 / HM-02 top news: the server's HTML at both widths (Phone, Desktop), then the tabs island
// (the site's TopNewsTabsView, as top-news.island.tsx renders it) in every state of the
// top news machine: the badge waiting then shown, Latest loading, loaded, empty and failed (then
// asked again), back on Top News, and the 17-story list beside live TV. The Latest list is
// fetched through an injected function the story controls; the badge's number is fixed (3).

const sample = samples['top-news'];

const LATEST_HEADLINES = [
  ['Nifty Bank hits a record as PSU lenders rally 4%', 'markets/stocks/news/nifty-bank-record'],
  ['Hindustan Unilever Q2 profit flat; volume growth at 3%', 'markets/stocks/earnings/hul-q2'],
  ['LIC raises its stake in four PSU banks in the September quarter', 'markets/stocks/news/lic-psu-banks'],
  ['Vedanta declares a ₹20 interim dividend, record date Friday', 'markets/stocks/news/vedanta-dividend'],
  ['Crude falls below $72 as OPEC+ delays its output increase', 'markets/commodities/news/crude-opec'],
  ['Paytm returns to profit for the first time since listing', 'tech/technology/paytm-profit'],
  ['FPIs turn net buyers with ₹14,000 crore in a week', 'markets/stocks/news/fpi-flows'],
  ['Sun Pharma to buy a US dermatology firm for $355 million', 'industry/healthcare/sun-pharma-deal'],
  ['Rail Vikas Nigam wins a ₹540 crore order from Central Railway', 'markets/stocks/news/rvnl-order'],
  ['Steel prices fall for a third month on cheap imports', 'industry/indl-goods/steel-prices'],
  ['Ola Electric shares rise 8% on new scooter launches', 'markets/stocks/news/ola-electric'],
  ['Foxconn to invest $1.5 billion more in Tamil Nadu', 'industry/cons-products/electronics/foxconn'],
  ['ITC Hotels demerger record date set for January 6', 'markets/stocks/news/itc-hotels'],
  ['Jio Financial cleared to act as a core investment company', 'industry/banking/finance/jio-financial'],
  ['Tata Steel’s UK losses narrow as the blast furnace closes', 'industry/indl-goods/tata-steel-uk'],
  ['Bharti Airtel raises prepaid tariffs by up to 21%', 'industry/telecom/airtel-tariffs'],
  ['Mazagon Dock shares fall after a 1:2 stock split', 'markets/stocks/news/mazagon-dock'],
  ['Power demand hits 250 GW as the heatwave lingers', 'industry/energy/power/peak-demand'],
  ['Hyundai Motor India lists at a 1.3% discount', 'markets/ipos/fpos/hyundai-listing'],
  ['NTPC Green Energy files for a ₹10,000 crore IPO', 'markets/ipos/fpos/ntpc-green'],
  ['Dr Reddy’s gets US FDA approval for a generic cancer drug', 'industry/healthcare/dr-reddys-fda'],
  ['Zomato to raise ₹8,500 crore through a QIP', 'tech/startups/zomato-qip'],
] as const;

/** HM-02: the Latest list the backend answers (newest first), as many as were asked for. */
const LATEST: StoryItem[] = LATEST_HEADLINES.map(([title, path], i) => ({
  msid: String(125420001 + i),
  title,
  url: `/${path}/articleshow/${125420001 + i}.cms`,
}));

type FetchLatest = (count: number) => Promise<readonly StoryItem[]>;

/** The counts the tabs asked the backend for in this story (reset before each story). */
const asked: number[] = [];
const failures: unknown[] = [];
const answering =
  (answer: (count: number, call: number) => Promise<readonly StoryItem[]>): FetchLatest =>
  (count) => {
    asked.push(count);
    return answer(count, asked.length);
  };
const latestOf = answering(async (count) => LATEST.slice(0, count));
const never = answering(() => new Promise(() => {}));
const nothing = answering(async () => []);
const unavailable = answering(() => Promise.reject(new Error('latest news answered 502')));
const failsOnce = answering((count, call) =>
  call === 1
    ? Promise.reject(new Error('latest news answered 502'))
    : Promise.resolve(LATEST.slice(0, count)),
);

/**
 * The tabs island as the page wakes it: the site's client view around the server's Top News
 * panel, in the section the server renders, in the home page's main column.
 */
function TopNewsTabsState({
  fetchLatest,
  props = sample.props,
  data = sample.data,
}: {
  fetchLatest: FetchLatest;
  props?: Record<string, unknown>;
  data?: TopNewsData;
}) {
  const parsed = topNewsContract.props.parse(props);
  return (
    <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>
      <section className="widget widget--top-news">
        <h2 className="visually-hidden">{parsed.title}</h2>
        <TopNewsTabsView
          settings={topNewsSettings(parsed, data)}
          panels={{ top: <TopNewsTopPanel props={parsed} data={data} /> }}
          fetchLatest={fetchLatest}
          onFailure={(error) => failures.push(error)}
          random={() => 0.5}
        />
      </section>
    </div>
  );
}

const meta = {
  title: 'Site/Widgets/Top news',
  component: WidgetStory,
  args: { id: 'top-news', ...sample },
  beforeEach: () => {
    asked.length = 0;
    failures.length = 0;
  },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

/** The server's HTML: the headline, 21 more, the markets widget after the 5th; Top News open. */
export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** HM-02: the indices could not be had (logged on the server): the stories read on without the widget. */
export const WithoutMarkets: Story = {
  globals: desktop,
  args: { data: { ...sample.data, markets: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.top-news__markets')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /./ }).length).toBeGreaterThan(22);
  },
};

const tab = ({ canvas }: Context, name: RegExp) => canvas.getByRole('tab', { name });
const badge = ({ canvasElement }: Context) => canvasElement.querySelector('.top-news__badge');
const latestPanel = ({ canvasElement }: Context) =>
  canvasElement.querySelector<HTMLElement>('.top-news__panel[data-status]');
const root = ({ canvasElement }: Context) => canvasElement.querySelector('.top-news__tabs');

/** Waits for the shown list's entrance to finish, so the picture is the settled one. */
const settled = (context: Context) =>
  waitFor(() => expect(latestPanel(context)?.getAnimations({ subtree: true }) ?? []).toHaveLength(0));

async function openLatest(context: Context) {
  await userEvent.click(tab(context, /^Latest News/));
  await expect(root(context)).toHaveAttribute('data-state', 'latest');
}

/** Woken: Top News open, nothing fetched; a second later the Latest tab carries its badge (3). */
export const BadgeShown: Story = {
  globals: desktop,
  render: () => <TopNewsTabsState fetchLatest={latestOf} />,
  play: async (context) => {
    await expect(tab(context, /^Top News/)).toHaveAttribute('aria-selected', 'true');
    await expect(badge(context)).toHaveAttribute('data-state', 'hidden');
    await waitFor(() => expect(badge(context)).toHaveAttribute('data-state', 'shown'), { timeout: 3000 });
    await expect(tab(context, /^Latest News/)).toHaveAccessibleName(/^Latest News ?, 3 new$/);
    await expect(latestPanel(context)).toHaveAttribute('data-status', 'idle');
    await expect(asked).toEqual([]);
  },
};

/** Latest opened, its list on its way: said in words in a live region; the badge gone. */
export const LatestLoading: Story = {
  globals: phone,
  render: () => <TopNewsTabsState fetchLatest={never} />,
  play: async (context) => {
    await openLatest(context);
    await expect(latestPanel(context)).toHaveAttribute('data-status', 'loading');
    await expect(latestPanel(context)).toHaveAttribute('aria-busy', 'true');
    await expect(within(latestPanel(context)!).getByRole('status')).toHaveTextContent(
      'Loading the latest news…',
    );
    await expect(badge(context)).toHaveAttribute('data-state', 'hidden');
  },
};

/** Latest loaded: as many stories as the Top News list (22), fetched once, the way to all of them. */
export const LatestLoaded: Story = {
  globals: desktop,
  render: () => <TopNewsTabsState fetchLatest={latestOf} />,
  play: async (context) => {
    await openLatest(context);
    const panel = within(latestPanel(context)!);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'loaded'));
    await settled(context);
    await expect(panel.getAllByRole('listitem')).toHaveLength(22);
    await expect(panel.getByRole('link', { name: /Nifty Bank hits a record/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'All the latest news' })).toHaveAttribute(
      'href',
      '/news/latest-news',
    );
    await expect(asked).toEqual([22]);
  },
};

/** The backend had no latest stories: said so. */
export const LatestEmpty: Story = {
  globals: phone,
  render: () => <TopNewsTabsState fetchLatest={nothing} />,
  play: async (context) => {
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'loaded'));
    await expect(context.canvas.getByText('No latest news just now.')).toBeVisible();
  },
};

/** The fetch failed: logged, and the reader told in words with the way to every latest story. */
export const LatestFailed: Story = {
  globals: phone,
  render: () => <TopNewsTabsState fetchLatest={unavailable} />,
  play: async (context) => {
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'failed'));
    const status = within(latestPanel(context)!).getByRole('status');
    await expect(status).toHaveTextContent('The latest news could not be loaded just now.');
    await expect(within(status).getByRole('link', { name: 'See all the latest news' })).toHaveAttribute(
      'href',
      '/news/latest-news',
    );
    await expect(failures).toHaveLength(1);
  },
};

/** After a failure, back to Top News and Latest again: asked again, and this time it came. */
export const LatestRetried: Story = {
  globals: phone,
  render: () => <TopNewsTabsState fetchLatest={failsOnce} />,
  play: async (context) => {
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'failed'));
    await userEvent.click(tab(context, /^Top News/));
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'loaded'));
    await expect(asked).toEqual([22, 22]);
    await settled(context);
  },
};

/** Back on Top News after reading Latest: the stories as the server sent them, Latest kept (not asked again). */
export const BackToTopNews: Story = {
  globals: desktop,
  render: () => <TopNewsTabsState fetchLatest={latestOf} />,
  play: async (context) => {
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'loaded'));
    await userEvent.click(tab(context, /^Top News/));
    await expect(root(context)).toHaveAttribute('data-state', 'top');
    await expect(
      context.canvas.getByRole('link', { name: /Sensex, Nifty close at record highs/ }),
    ).toBeVisible();
    await openLatest(context);
    await userEvent.click(tab(context, /^Top News/));
    await expect(asked).toEqual([22]);
    await expect(badge(context)).toHaveAttribute('data-state', 'hidden');
  },
};

/** HM-09: with live TV in the column the lists hold 17 stories; Latest asks for 17. */
export const BesideLiveTv: Story = {
  globals: desktop,
  render: () => <TopNewsTabsState fetchLatest={latestOf} props={{ ...sample.props, liveTvInColumn: true }} />,
  play: async (context) => {
    await openLatest(context);
    await waitFor(() => expect(latestPanel(context)).toHaveAttribute('data-status', 'loaded'));
    await expect(within(latestPanel(context)!).getAllByRole('listitem')).toHaveLength(17);
    await expect(asked).toEqual([17]);
    await settled(context);
  },
};
