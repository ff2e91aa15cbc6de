import { MARKET_OPEN } from '@newsroom/rules/markets';
import { safeHref } from '@newsroom/rules/safe-url';
import { LiveMarketData, type LiveMarketDataProps } from '@newsroom/ui';
import type { MarketIndices } from '../../content/markets/schemas.ts';
import { price } from '../../lib/marketFormat.ts';
import { marketCall } from '../shared/markets/marketCall.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { istTimeAndDay } from '../shared/markets/when.ts';

/** What the widget shows of the indices answer (all an island's props carry). */
export interface MarketsWidgetData {
  marketstatus: MarketIndices['marketstatus'];
  updatedDateTime: string;
  indices: {
    indexId: string;
    name: string;
    current: number;
    absoluteChange: number;
    percentChange: number;
  }[];
}

/** The indices answer as the widget keeps it: only the fields it shows. */
export function toMarketsWidgetData(answer: MarketIndices): MarketsWidgetData {
  return {
    marketstatus: answer.marketstatus,
    updatedDateTime: answer.updatedDateTime,
    indices: answer.indices.map(({ indexId, name, current, absoluteChange, percentChange }) => ({
      indexId,
      name,
      current,
      absoluteChange,
      percentChange,
    })),
  };
}

async function latestIndices() {
  const data = toMarketsWidgetData(await marketCall<MarketIndices>('indices'));
  return { data, open: data.marketstatus === MARKET_OPEN };
}

const logFailure = (reason: string) => console.warn(`markets widget: refresh failed: ${reason}`);

/**
 * HM-02 / HM-03 markets widget: the indices with their change and the market's status. The same
 * markup on the server and in the island (hydrate "scroll"), which refreshes the figures every
 * 60 s while the market is open and the widget in view; the figures are fixed-width, so a
 * refresh moves nothing. `fetchLatest`, `visibilitySource` and `refreshMs` replace the site's
 * call, the browser's view and the minute (stories only).
 */
export function MarketsWidgetView({
  title,
  href,
  data,
  fetchLatest = latestIndices,
  ...refresh
}: {
  title: string;
  href: string;
  data: MarketsWidgetData;
} & Partial<Pick<LiveMarketDataProps<MarketsWidgetData>, 'fetchLatest' | 'visibilitySource' | 'refreshMs'>>) {
  if (data.indices.length === 0) return null;
  const link = safeHref(href);
  return (
    <LiveMarketData
      className="widget markets-widget"
      data={data}
      open={data.marketstatus === MARKET_OPEN}
      fetchLatest={fetchLatest}
      onFailure={logFailure}
      {...refresh}
    >
      {(shown) => (
        <section>
          <h2 className="widget__title">{link ? <a href={link}>{title}</a> : title}</h2>
          <p
            className="markets-widget__status"
            data-status={shown.marketstatus === MARKET_OPEN ? 'open' : 'closed'}
          >
            <span className="markets-widget__dot" aria-hidden="true" />
            {shown.marketstatus === MARKET_OPEN ? 'Market open' : 'Market closed'}
            {istTimeAndDay(shown.updatedDateTime) && (
              <span className="markets-widget__time">· {istTimeAndDay(shown.updatedDateTime)}</span>
            )}
          </p>
          <ul className="markets-widget__indices">
            {shown.indices.map((index) => (
              <li key={index.indexId} className="markets-widget__index">
                <span className="markets-widget__name">{index.name}</span>
                <span className="price markets-widget__level">{price(index.current)}</span>
                <PriceChange change={index.absoluteChange} percent={index.percentChange} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </LiveMarketData>
  );
}
