import type { StockWidgetView as MachineView, StockExchange } from '@newsroom/machines';
import { safeHref } from '@newsroom/rules/safe-url';
import { StockWidget, type StockWidgetChoice, type StockWidgetProps } from '@newsroom/ui';
import type { CompanyFeed } from '../../content/markets/schemas.ts';
import { formatIst } from '../../lib/istTime.ts';
import { rupees } from '../../lib/marketFormat.ts';
import { chartHref, NARROW_MEDIA, WIDGET_CHART, WIDGET_CHART_NARROW } from '../../lib/routes/chart.ts';
import { type TabLinks, tabHref } from '../../lib/routes/tabHref.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { LivestreamCall, QuoteFigures, StockReportBox } from '../shared/markets/StockReport.tsx';
import { fetchCompanyFeed, logStockFailure } from './companyFeed.ts';

/** A company of the story, as its tab names it. */
export interface StockWidgetCompanyItem {
  id: string;
  name: string;
}

export interface StockWidgetData {
  /** Names the widget's parts, unique on a page (a stacked story has one of its own): the story's msid. */
  id: string;
  companies: StockWidgetCompanyItem[];
  /** The selected company's feed, as the page was rendered (a Prime reader's own, on a Prime page). */
  feed: CompanyFeed;
  /** The plans page, coming back to the story. */
  subscribeHref: string;
  /**
   * Issue 27: the company, exchange and More the address chose (`?company=3&exchange=bse&more=open`;
   * the first company, NSE and More closed when it chose none), and where the links lead.
   */
  selected: string;
  exchange: StockExchange;
  moreOpen: boolean;
  links: TabLinks;
}

/**
 * A choice's address: the company by its place among the story's companies (the first is the
 * page's own address), BSE, More open; the widget's anchor.
 */
export function stockWidgetHref(
  data: Pick<StockWidgetData, 'companies' | 'links'>,
  { company, exchange, moreOpen }: StockWidgetChoice,
): string {
  const place = data.companies.findIndex((each) => each.id === company) + 1;
  return tabHref(
    data.links.path,
    {
      company: place > 1 ? String(place) : null,
      exchange: exchange === 'bse' ? 'bse' : null,
      more: moreOpen ? 'open' : null,
    },
    data.links.anchor,
  );
}

type View = MachineView<CompanyFeed>;

const EXCHANGE_NAME: Record<StockExchange, string> = { nse: 'NSE', bse: 'BSE' };

/** One exchange's part: the company, the price and its change, the time, the chart, the figures. */
function ExchangeQuote({ view, exchange }: { view: View; exchange: StockExchange }) {
  const feed = view.feed;
  const quote = feed ? feed[exchange] : null;
  const page = feed ? safeHref(feed.surl) : null;
  const version = quote?.updatetime.slice(0, 16);
  const chartOf = (size: { width: number; height: number }) =>
    quote ? chartHref({ symbol: quote.symbol, exchange, ...size, ...(version ? { version } : {}) }) : null;
  const chart = chartOf(WIDGET_CHART);
  const narrowChart = chartOf(WIDGET_CHART_NARROW);
  const updated = quote ? formatIst(quote.updatetime) : null;
  return (
    <>
      <p className="stock-widget__company">
        {feed && page ? (
          <a className="stock-widget__name" href={page}>
            {feed.companyname}
          </a>
        ) : (
          <span className="stock-widget__name">{feed?.companyname ?? '—'}</span>
        )}
        <span className="stock-widget__symbol">
          {quote ? `${EXCHANGE_NAME[exchange]}: ${quote.symbol}` : ''}
        </span>
      </p>
      <p className="stock-widget__price">
        <span className="price" data-testid="stock-price">
          {quote ? rupees(quote.ltp) : '—'}
        </span>{' '}
        {quote && <PriceChange change={quote.change} percent={quote.pchange} />}
      </p>
      <p className="stock-widget__time">
        {updated && quote ? (
          <>
            As of <time dateTime={quote.updatetime}>{updated}</time>
          </>
        ) : (
          ' '
        )}
      </p>
      <div className="stock-widget__chart">
        {chart && (
          <picture>
            {narrowChart && (
              <source
                media={NARROW_MEDIA}
                srcSet={narrowChart}
                width={WIDGET_CHART_NARROW.width}
                height={WIDGET_CHART_NARROW.height}
              />
            )}
            <img
              src={chart}
              width={WIDGET_CHART.width}
              height={WIDGET_CHART.height}
              alt={`${feed?.companyshortname ?? 'The company'}'s price today on ${EXCHANGE_NAME[exchange]}`}
              loading="lazy"
              decoding="async"
            />
          </picture>
        )}
      </div>
      <QuoteFigures feed={feed} exchange={exchange} />
    </>
  );
}

/** What is the same on both exchanges: the stock report, the live-stream call, the way on. */
function CompanyReport({ view, subscribeHref }: { view: View; subscribeHref: string }) {
  const feed = view.feed;
  const page = feed ? safeHref(feed.surl) : null;
  return (
    <div className="stock-widget__report">
      {feed ? (
        <>
          <StockReportBox feed={feed} subscribeHref={subscribeHref} />
          <div className="stock-widget__live">
            <LivestreamCall feed={feed} />
          </div>
          <p className="stock-widget__onward">
            {page && (
              <a href={page}>
                Quote, charts and news of {feed.companyshortname} <span aria-hidden="true">→</span>
              </a>
            )}
          </p>
        </>
      ) : (
        // Spec §8: a failed fetch shows no error text; the room stays, empty.
        <p className="stock-widget__unavailable">{view.status === 'loading' ? 'Loading…' : ''}</p>
      )}
    </div>
  );
}

/**
 * AB-04 stock widget, styled: the headless StockWidget (tabs, More, NSE/BSE, the machine) with the
 * site's figures. The same markup on the server and in the island (hydrate "visible"); every part
 * keeps its room whatever the company, so a choice, a refresh or a failure moves nothing.
 * `fetchFeed` and `visibilitySource` replace the site's call and the browser's view (stories only).
 */
export function StockWidgetView({
  title,
  data,
  fetchFeed = fetchCompanyFeed,
  ...injected
}: { title: string; data: StockWidgetData } & Partial<
  Pick<StockWidgetProps<CompanyFeed>, 'fetchFeed' | 'visibilitySource'>
>) {
  if (data.companies.length === 0) return null;
  return (
    <StockWidget<CompanyFeed>
      className="widget stock-widget"
      aria-label={title}
      id={data.links.anchor}
      idBase={`stock-widget-${data.id}`}
      companies={data.companies}
      initialFeed={data.feed}
      selected={data.selected}
      exchange={data.exchange}
      moreOpen={data.moreOpen}
      hrefOf={(choice) => stockWidgetHref(data, choice)}
      fetchFeed={fetchFeed}
      onFailure={logStockFailure}
      {...injected}
      classNames={{
        tabsRow: 'stock-widget__tabs-row',
        tabs: 'stock-widget__tabs',
        tab: 'stock-widget__tab',
        more: 'stock-widget__more',
        moreButton: 'stock-widget__tab stock-widget__more-button',
        moreList: 'stock-widget__more-list',
        moreItem: 'stock-widget__more-item',
        panel: 'stock-widget__panel',
        exchanges: 'stock-widget__exchanges',
        exchangeTab: 'stock-widget__exchange',
        exchangePanel: 'stock-widget__quote',
      }}
      renderHeader={(view) => (
        <div className="stock-widget__head">
          <h2 className="widget__title stock-widget__title">{title}</h2>
          <p className="market-status" data-market={view.marketStatus}>
            Market <strong data-testid="market-status">{view.marketStatus}</strong>
          </p>
        </div>
      )}
      renderExchange={(view, exchange) => <ExchangeQuote view={view} exchange={exchange} />}
      renderCompany={(view) => <CompanyReport view={view} subscribeHref={data.subscribeHref} />}
    />
  );
}
