import { MARKET_OPEN } from '@newsroom/rules/markets';
import { safeHref } from '@newsroom/rules/safe-url';
import { LiveMarketData, type LiveMarketDataProps, MarketStrip } from '@newsroom/ui';
import type { GainersLosers } from '../../content/markets/schemas.ts';
import { rupees } from '../../lib/marketFormat.ts';
import { marketCall } from '../shared/markets/marketCall.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';

export interface GainerItem {
  companyId: string;
  name: string;
  /** A safe link to the company page, or null (the name shows as text). */
  url: string | null;
  current: number;
  absoluteChange: number;
  percentChange: number;
}

export interface TopGainersData {
  marketstatus: GainersLosers['pagesummary']['marketstatus'];
  rows: GainerItem[];
}

/** The answer as the strip keeps it: the fields it shows, links checked. */
export function toTopGainersData(answer: GainersLosers): TopGainersData {
  return {
    marketstatus: answer.pagesummary.marketstatus,
    rows: answer.searchresult.map((row) => ({
      companyId: row.companyId,
      name: row.companyShortName || row.companyName2,
      url: safeHref(row.url),
      current: row.current,
      absoluteChange: row.absoluteChange,
      percentChange: row.percentChange,
    })),
  };
}

const logFailure = (what: string) => (reason: string) =>
  console.warn(`top gainers strip: ${what}: ${reason}`);

/**
 * HM-04 top gainers strip: one gainer at a time (company, price, change), moving on every 6 s
 * while in view; while the market is open the list is asked for again every 60 s. The same markup
 * on the server and in the island. `fetchLatest`, `visibilitySource`, `refreshMs` and
 * `reducedMotion` replace the site's call, the browser's view, the minute and the reader's motion
 * setting (stories only).
 */
export function TopGainersStripView({
  title,
  href,
  exchange,
  count,
  data,
  fetchLatest,
  visibilitySource,
  refreshMs,
  reducedMotion,
}: {
  title: string;
  href: string;
  exchange: 'nse' | 'bse';
  count: number;
  data: TopGainersData;
  reducedMotion?: boolean;
} & Partial<Pick<LiveMarketDataProps<TopGainersData>, 'fetchLatest' | 'visibilitySource' | 'refreshMs'>>) {
  if (data.rows.length === 0) return null;
  const link = safeHref(href);
  const seen = visibilitySource ? { visibilitySource } : {};
  const latest = async () => {
    const fresh = toTopGainersData(
      await marketCall<GainersLosers>('top-gainers', { exchange, pagesize: String(count) }),
    );
    return { data: fresh, open: fresh.marketstatus === MARKET_OPEN };
  };
  return (
    <LiveMarketData
      className="widget market-strip-box"
      data={data}
      open={data.marketstatus === MARKET_OPEN}
      fetchLatest={fetchLatest ?? latest}
      onFailure={logFailure('refresh failed')}
      {...seen}
      {...(refreshMs !== undefined ? { refreshMs } : {})}
    >
      {(shown) => (
        <MarketStrip
          className="market-strip"
          aria-label={title}
          items={shown.rows}
          itemKey={(row) => row.companyId}
          {...seen}
          {...(reducedMotion !== undefined ? { reducedMotion } : {})}
          prevLabel="Previous gainer"
          nextLabel="Next gainer"
          header={<h2 className="market-strip__title">{link ? <a href={link}>{title}</a> : title}</h2>}
          classNames={{
            viewport: 'market-strip__viewport',
            item: 'market-strip__item',
            controls: 'market-strip__controls',
            button: 'market-strip__button',
            status: 'market-strip__status',
            loading: 'market-strip__loading',
          }}
          renderItem={(row) => (
            <span className="market-strip__row">
              {row.url ? (
                <a className="market-strip__name" href={row.url}>
                  {row.name}
                </a>
              ) : (
                <span className="market-strip__name">{row.name}</span>
              )}
              <span className="price">{rupees(row.current)}</span>
              <PriceChange change={row.absoluteChange} percent={row.percentChange} show="percent" />
            </span>
          )}
        />
      )}
    </LiveMarketData>
  );
}
