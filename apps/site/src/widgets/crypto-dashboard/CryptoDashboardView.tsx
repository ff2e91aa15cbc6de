import { CryptoMovers, type CryptoMoversProps, InfoTip } from '@newsroom/ui';
import { useId } from 'react';
import type { Coin } from '../../content/markets/schemas.ts';
import { rupees, shortRupees } from '../../lib/marketFormat.ts';
import { tabHref } from '../../lib/routes/tabHref.ts';
import { fetchMarket } from '../shared/markets/marketFetch.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import {
  type CoinRow,
  CRYPTO_PAGES,
  type CryptoDashboardData,
  type CryptoMoversData,
  toCoinRows,
} from './coins.ts';

const MARKET_CAP_NOTE =
  'Market cap: the coin’s price times the coins in circulation, in rupees. Shown when we have no exchange to buy it from.';

const EMPTY: Record<'gainers' | 'losers', string> = {
  gainers: 'No coin is up over the last 24 hours.',
  losers: 'No coin is down over the last 24 hours.',
};

function CoinList({ rows, list }: { rows: readonly CoinRow[]; list: 'gainers' | 'losers' }) {
  if (rows.length === 0) return <p className="market-widget__empty">{EMPTY[list]}</p>;
  return (
    <ol className="market-list market-list--crypto">
      {rows.map((coin) => (
        <li key={coin.symbol} className="market-list__row market-list__row--coin">
          {coin.url ? (
            <a className="market-list__name" href={coin.url}>
              {coin.name}
            </a>
          ) : (
            <span className="market-list__name">{coin.name}</span>
          )}
          <span className="price">{rupees(coin.price)}</span>
          <span className="market-list__symbol">{coin.symbol}</span>
          <PriceChange change={coin.percent} percent={coin.percent} show="percent" />
          {coin.buyLink ? (
            <a className="market-list__buy" href={coin.buyLink} rel="sponsored noopener" target="_blank">
              Buy<span className="visually-hidden"> {coin.name} (sponsored, opens in a new tab)</span>
            </a>
          ) : (
            <span className="market-list__cap">
              <span className="market-list__cap-label">M.cap </span>
              {shortRupees(coin.marketCap)}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * AB-12 crypto prices and dashboard: both tabs' coins server-rendered; the island (hydrate
 * "visible") switches tabs and refreshes both lists every minute while in view. `fetchMovers`,
 * `visibilitySource` and `refreshMs` replace the site's call, the browser's view and the minute
 * (stories only).
 */
export function CryptoDashboardView({
  title,
  count,
  data,
  fetchMovers,
  ...refresh
}: {
  title: string;
  count: number;
  data: CryptoDashboardData;
} & Partial<Pick<CryptoMoversProps<CryptoMoversData>, 'fetchMovers' | 'visibilitySource' | 'refreshMs'>>) {
  const headingId = useId();
  const fetchLatest = async (signal: AbortSignal): Promise<CryptoMoversData> => {
    const answer = await fetchMarket<{ gainers: Coin[]; losers: Coin[] }>(
      'crypto-movers',
      { pagesize: String(count) },
      signal,
    );
    return { gainers: toCoinRows(answer.gainers, count), losers: toCoinRows(answer.losers, count) };
  };
  return (
    <CryptoMovers<CryptoMoversData>
      className="widget market-widget crypto-dashboard"
      id={data.links.anchor}
      aria-labelledby={headingId}
      answer={{ gainers: data.gainers, losers: data.losers }}
      list={data.shown}
      // Issue 27: Top Gainers is the page's own address; Top Losers is named.
      hrefOf={(list) =>
        tabHref(data.links.path, { crypto: list === 'losers' ? 'losers' : null }, data.links.anchor)
      }
      fetchMovers={fetchMovers ?? fetchLatest}
      {...refresh}
      header={
        <h2 className="widget__title" id={headingId}>
          <a href={CRYPTO_PAGES.all}>{title}</a>
        </h2>
      }
      classNames={{ tabs: 'market-tabs', tab: 'market-tabs__tab', panel: 'crypto-dashboard__panel' }}
      footer={
        <div className="market-widget__foot">
          <p className="market-widget__note">
            Prices in rupees, change over 24 hours. Market cap{' '}
            <InfoTip term="market cap" className="info-tip" contentClassName="info-tip__content">
              {MARKET_CAP_NOTE}
            </InfoTip>
            <span className="visually-hidden">{MARKET_CAP_NOTE}</span>
          </p>
          <p className="market-widget__links">
            <a href={CRYPTO_PAGES.gainers}>All top gainers</a>
            <a href={CRYPTO_PAGES.losers}>All top losers</a>
          </p>
        </div>
      }
    >
      {(answer, list) => <CoinList rows={answer[list]} list={list} />}
    </CryptoMovers>
  );
}
