import { safeHref } from '../../article/safeUrl.ts';
import type { Coin } from '../../content/markets/schemas.ts';
import { price, shortRupees } from '../shared/markets/format.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { istTimeAndDay } from '../shared/markets/when.ts';
import { defineWidget } from '../types.ts';
import { type CryptoTableProps, cryptoTableContract } from './contract.ts';

/**
 * AB-20 crypto table: the top coins by market cap (the backend's `cryptocurrencystats`), coin,
 * price in rupees, 24-hour change, and a buy link, or the market cap when the coin has none
 * (spec §5). Static: the page's prices, at most a minute or so old.
 */
export const cryptoTable = defineWidget(cryptoTableContract, {
  load: (ctx, { count }) => ctx.content.markets.cryptoStats('marketcap', count),
  View({ props: { title, count }, data }: { props: CryptoTableProps; data: Coin[] }) {
    const coins = data.slice(0, count);
    if (coins.length === 0) return null;
    const when = istTimeAndDay(coins[0]?.updatedDateTime ?? '');
    return (
      <figure className="market-insert crypto-table">
        <div className="market-insert__scroll">
          <table className="market-table">
            <caption className="market-insert__caption">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Coin</th>
                <th scope="col" className="market-table__number">
                  Price (₹)
                </th>
                <th scope="col" className="market-table__number">
                  24h change
                </th>
                <th scope="col" className="market-table__number">
                  Buy / market cap
                </th>
              </tr>
            </thead>
            <tbody>
              {coins.map((coin) => {
                const page = safeHref(coin.pageUrl);
                const buy = coin.buyLink ? safeHref(coin.buyLink) : null;
                return (
                  <tr key={coin.symbol}>
                    <th scope="row">
                      {page ? <a href={page}>{coin.coinName}</a> : coin.coinName}{' '}
                      <span className="crypto-table__symbol">{coin.symbol}</span>
                    </th>
                    <td className="market-table__number price">{price(coin.price)}</td>
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
                        <span className="price">{shortRupees(coin.marketCap)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {when && <figcaption className="market-insert__note">Prices as of {when}.</figcaption>}
      </figure>
    );
  },
});
