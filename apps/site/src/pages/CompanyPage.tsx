import { DEFAULT_MARKET_STATUS, marketStatusOf } from '@newsroom/rules/markets';
import type { CompanyFeed, ExchangeQuote } from '../content/markets/schemas.ts';
import type { CompanyNewsData } from '../content/schemas.ts';
import { formatIst } from '../lib/istTime.ts';
import { rupees } from '../lib/marketFormat.ts';
import {
  CHART_PERIODS,
  type ChartPeriod,
  chartHref,
  NARROW_MEDIA,
  PAGE_CHART,
  PAGE_CHART_NARROW,
} from '../lib/routes/chart.ts';
import { PriceChange } from '../widgets/shared/markets/PriceChange.tsx';
import { LivestreamCall, QuoteFigures, StockReportBox } from '../widgets/shared/markets/StockReport.tsx';
import { StoryListPage } from './StoryListPage.tsx';

const EXCHANGES = [
  { id: 'nse', name: 'NSE' },
  { id: 'bse', name: 'BSE' },
] as const;

const PERIOD_LABEL: Record<ChartPeriod, { short: string; long: string }> = {
  '1d': { short: '1D', long: 'today' },
  '1w': { short: '1W', long: 'the last week' },
  '1m': { short: '1M', long: 'the last month' },
  '1y': { short: '1Y', long: 'the last year' },
};

/** The address of the page with a chart period: 1d is the page itself. */
export function periodPath(path: string, period: ChartPeriod): string {
  return period === '1d' ? path : `${path}?period=${period}`;
}

/** One exchange's quote: price, change, the day's figures and the time of the price. */
function ExchangeCard({
  feed,
  exchange,
  name,
}: {
  feed: CompanyFeed | null;
  exchange: 'nse' | 'bse';
  name: string;
}) {
  const quote: ExchangeQuote | null = feed ? feed[exchange] : null;
  const updated = quote ? formatIst(quote.updatetime) : null;
  return (
    <section className="company-quote" aria-label={`${name} quote`}>
      <h2 className="company-quote__exchange">
        {name}
        {quote && <span className="company-quote__symbol">{quote.symbol}</span>}
      </h2>
      <p className="company-quote__price">
        <span className="price">{quote ? rupees(quote.ltp) : '—'}</span>{' '}
        {quote && <PriceChange change={quote.change} percent={quote.pchange} />}
      </p>
      <p className="company-quote__time">
        {quote && updated ? (
          <>
            As of <time dateTime={quote.updatetime}>{updated}</time>
          </>
        ) : (
          'Price not available just now'
        )}
      </p>
      <QuoteFigures feed={feed} exchange={exchange} />
    </section>
  );
}

/** The price chart of NSE, with its periods as links (they work without JavaScript). */
function PriceChart({
  feed,
  name,
  path,
  period,
}: {
  feed: CompanyFeed | null;
  name: string;
  path: string;
  period: ChartPeriod;
}) {
  const quote = feed?.nse ?? null;
  const version = quote?.updatetime.slice(0, 16);
  const chartOf = (size: { width: number; height: number }) =>
    quote
      ? chartHref({ symbol: quote.symbol, exchange: 'nse', ...size, period, ...(version ? { version } : {}) })
      : null;
  const wide = chartOf(PAGE_CHART);
  const narrow = chartOf(PAGE_CHART_NARROW);
  return (
    <section className="company-chart" aria-labelledby="company-chart-title">
      <div className="company-chart__head">
        <h2 id="company-chart-title" className="company-page__section-title">
          Price chart <span className="company-chart__exchange">NSE</span>
        </h2>
        <nav aria-label="Chart period">
          <ul className="company-chart__periods">
            {CHART_PERIODS.map((each) => (
              <li key={each}>
                <a
                  className="company-chart__period"
                  href={periodPath(path, each)}
                  aria-current={each === period ? 'page' : undefined}
                >
                  {PERIOD_LABEL[each].short}
                  <span className="visually-hidden"> ({PERIOD_LABEL[each].long})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="company-chart__frame">
        {wide && (
          <picture>
            {narrow && (
              <source
                media={NARROW_MEDIA}
                srcSet={narrow}
                width={PAGE_CHART_NARROW.width}
                height={PAGE_CHART_NARROW.height}
              />
            )}
            <img
              src={wide}
              width={PAGE_CHART.width}
              height={PAGE_CHART.height}
              alt={`${name}'s share price on NSE over ${PERIOD_LABEL[period].long}`}
              decoding="async"
            />
          </picture>
        )}
      </div>
    </section>
  );
}

/**
 * AB-04 company page (`/{seoName}/stocks/companyid-{id}.cms`): the company, its quote on NSE and
 * BSE, the price chart with its periods, the stock report (the widget's lock rules: locked with
 * the Prime-only words and SUBSCRIBE NOW for readers who are not Prime) and the stories tagged
 * with it, a page at a time. Server HTML only: no script.
 */
export function CompanyPage({
  news,
  feed,
  path,
  period,
  page,
  pages,
  subscribeHref,
}: {
  news: CompanyNewsData;
  /** The company feed, or null when it could not be had (the page then says so and is not kept). */
  feed: CompanyFeed | null;
  path: string;
  period: ChartPeriod;
  page: number;
  pages: number;
  subscribeHref: string;
}) {
  const { company } = news;
  const status = feed ? marketStatusOf(feed.marketstatus) : DEFAULT_MARKET_STATUS;
  return (
    <StoryListPage
      path={path}
      page={page}
      pages={pages}
      stories={news.data}
      label={`News about ${company.companyshortname}`}
      empty={`No stories about ${company.companyshortname} yet.`}
      header={
        <div className="company-page">
          <header className="company-page__header">
            <p className="company-page__kicker">Stocks{company.sector && <> · {company.sector}</>}</p>
            <h1 className="category__title company-page__name">{company.companyname}</h1>
            <p className="company-page__ids">
              {company.nsesymbol && <span>NSE: {company.nsesymbol}</span>}
              {company.bsecode && <span>BSE: {company.bsecode}</span>}
              {company.sector && <span>Sector: {company.sector}</span>}
            </p>
            <p className="market-status" data-market={status}>
              Market <strong>{status}</strong>
            </p>
          </header>
          <div className="company-page__quotes">
            {EXCHANGES.map((exchange) => (
              <ExchangeCard key={exchange.id} feed={feed} exchange={exchange.id} name={exchange.name} />
            ))}
          </div>
          <PriceChart feed={feed} name={company.companyshortname} path={path} period={period} />
          <section className="company-page__report" aria-labelledby="company-report-title">
            <h2 id="company-report-title" className="company-page__section-title">
              Stock report
            </h2>
            {feed ? (
              <>
                <StockReportBox feed={feed} subscribeHref={subscribeHref} />
                <LivestreamCall feed={feed} />
              </>
            ) : (
              <p className="stock-report__none">The stock report is not available just now.</p>
            )}
          </section>
          <h2 className="company-page__section-title company-page__news-title">
            News about {company.companyshortname}
          </h2>
        </div>
      }
    />
  );
}
