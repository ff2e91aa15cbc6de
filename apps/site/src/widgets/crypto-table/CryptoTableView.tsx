import { safeHref } from '@newsroom/rules/safe-url';
import { LiveMarketData, type LiveMarketDataProps } from '@newsroom/ui';
import type { Coin } from '../../content/markets/schemas.ts';
import { price, shortRupees } from '../../lib/marketFormat.ts';
import { Figure } from '../shared/markets/Figure.tsx';
import { marketCall } from '../shared/markets/marketCall.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { istTimeAndDay } from '../shared/markets/when.ts';

/** The site's call for the table's coins again (server/marketApi.ts `crypto-marketcap`). */
async function latestCoins(count: number) {
  const data = await marketCall<Coin[]>('crypto-marketcap', { pagesize: String(count) });
  // Coins trade around the clock: their market never closes, so the table keeps refreshing.
  return { data, open: true };
}

const logFailure = (reason: string) => console.warn(`crypto table: refresh failed: ${reason}`);

function CoinRows({ coins }: { coins: readonly Coin[] }) {
  return coins.map((coin) => {
    const page = safeHref(coin.pageUrl);
    const buy = coin.buyLink ? safeHref(coin.buyLink) : null;
    return (
      <tr key={coin.symbol}>
        <th scope="row">
          {page ? <a href={page}>{coin.coinName}</a> : coin.coinName}{' '}
          <span className="crypto-table__symbol">{coin.symbol}</span>
        </th>
        <td className="market-table__number">
          <Figure text={price(coin.price)} />
        </td>
        <td className="market-table__number">
          <PriceChange change={coin.percentChange} percent={coin.percentChange} show="percent" />
        </td>
        <td className="market-table__number">
          {buy ? (
            <a className="crypto-table__buy" href={buy} rel="sponsored noopener" target="_blank">
              Buy
              <span className="visually-hidden"> {coin.coinName} (opens a partner’s site)</span>
            </a>
          ) : (
            <Figure text={shortRupees(coin.marketCap)} />
          )}
        </td>
      </tr>
    );
  });
}

/**
 * AB-20 crypto table: the top coins by market cap, coin, price in rupees, 24-hour change, and a
 * buy link, or the market cap when a coin has none (spec §5). The same markup on the server and
 * in the island (hydrate "visible"): coins trade around the clock, so while the table is in view
 * its figures are asked for again every minute (LiveMarketData, MARKET_REFRESH_MS). The figure
 * columns have reserved widths (market-home.css), so new numbers move nothing. `fetchLatest`,
 * `visibilitySource` and `refreshMs` replace the site's call, the browser's view and the minute
 * (stories only).
 */
export function CryptoTableView({
  title,
  count,
  data,
  fetchLatest = () => latestCoins(count),
  ...refresh
}: {
  title: string;
  count: number;
  data: Coin[];
} & Partial<Pick<LiveMarketDataProps<Coin[]>, 'fetchLatest' | 'visibilitySource' | 'refreshMs'>>) {
  return (
    <LiveMarketData
      className="market-insert crypto-table"
      data={data.slice(0, count)}
      open
      fetchLatest={fetchLatest}
      onFailure={logFailure}
      {...refresh}
    >
      {(coins) => {
        const when = istTimeAndDay(coins[0]?.updatedDateTime ?? '');
        return (
          <figure className="crypto-table__figure">
            <div className="market-insert__scroll">
              <table className="market-table crypto-table__table">
                <caption className="market-insert__caption">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Coin</th>
                    <th scope="col" className="market-table__number crypto-table__price">
                      Price (₹)
                    </th>
                    <th scope="col" className="market-table__number crypto-table__change">
                      24h change
                    </th>
                    <th scope="col" className="market-table__number crypto-table__cap">
                      Buy / market cap
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <CoinRows coins={coins.slice(0, count)} />
                </tbody>
              </table>
            </div>
            {when && <figcaption className="market-insert__note">Prices as of {when}.</figcaption>}
          </figure>
        );
      }}
    </LiveMarketData>
  );
}
