import type { Coin } from '../../content/markets/schemas.ts';
import { rupees, shortRupees } from '../../lib/marketFormat.ts';
import type { CryptoListPage } from '../../lib/routes/match.ts';
import { CRYPTO_PAGES, toCoinRows } from '../../widgets/crypto-dashboard/coins.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { Chrome } from '../Chrome.tsx';
import { LinkTabs } from './LinkTabs.tsx';
import { MarketTime } from './MarketTime.tsx';

export const CRYPTO_TITLES: Record<CryptoListPage, string> = {
  all: 'Cryptocurrency prices',
  gainers: 'Crypto top gainers',
  losers: 'Crypto top losers',
};

const EMPTY: Record<CryptoListPage, string> = {
  all: 'No coin prices just now.',
  gainers: 'No coin is up over the last 24 hours.',
  losers: 'No coin is down over the last 24 hours.',
};

function CoinTable({ coins, caption }: { coins: readonly Coin[]; caption: string }) {
  const rows = toCoinRows(coins, coins.length);
  return (
    <div className="market-table__scroll">
      <table className="market-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="market-table__name">
              Coin
            </th>
            <th scope="col">Price</th>
            <th scope="col">24h change</th>
            <th scope="col">Market cap</th>
            <th scope="col">
              <span className="visually-hidden">Buy</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((coin) => (
            <tr key={coin.symbol}>
              <th scope="row">
                {coin.url ? <a href={coin.url}>{coin.name}</a> : coin.name}
                <span className="market-table__sub">{coin.symbol}</span>
              </th>
              <td className="price">{rupees(coin.price)}</td>
              <td>
                <PriceChange change={coin.percent} percent={coin.percent} show="percent" />
              </td>
              <td className="price">{shortRupees(coin.marketCap)}</td>
              <td>
                {coin.buyLink && (
                  <a
                    className="market-list__buy"
                    href={coin.buyLink}
                    rel="sponsored noopener"
                    target="_blank"
                  >
                    Buy<span className="visually-hidden"> {coin.name} (sponsored, opens in a new tab)</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const listTabs = (current: CryptoListPage | null) =>
  (['all', 'gainers', 'losers'] as const).map((list) => ({
    href: CRYPTO_PAGES[list],
    text: list === 'all' ? 'All coins' : list === 'gainers' ? 'Top gainers' : 'Top losers',
    current: list === current,
  }));

/** AB-12: the ten tracked coins, or the rising / falling ones, as a table. */
export function CryptoListPageView({ list, coins }: { list: CryptoListPage; coins: readonly Coin[] }) {
  return (
    <Chrome>
      <div className="market-page">
        <header className="market-page__header">
          <p className="topic-page__kicker">Cryptocurrency</p>
          <h1 className="category__title">{CRYPTO_TITLES[list]}</h1>
          {coins[0] && <MarketTime updated={coins[0].updatedDateTime} />}
        </header>
        <LinkTabs label="Coins" choices={listTabs(list)} />
        {coins.length === 0 ? (
          <p>{EMPTY[list]}</p>
        ) : (
          <CoinTable coins={coins} caption={CRYPTO_TITLES[list]} />
        )}
        <p className="market-page__note">
          Prices in rupees; coins trade around the clock, changes are over 24 hours.
        </p>
      </div>
    </Chrome>
  );
}

/** AB-12: one coin's page: its price, change, market cap and buy link, then the other coins. */
export function CoinPageView({ coin, others }: { coin: Coin; others: readonly Coin[] }) {
  const buyLink = toCoinRows([coin], 1)[0]?.buyLink ?? null;
  return (
    <Chrome>
      <div className="market-page">
        <header className="market-page__header">
          <p className="topic-page__kicker">
            <a href={CRYPTO_PAGES.all}>Cryptocurrency</a>
          </p>
          <h1 className="category__title">
            {coin.coinName} <span className="market-table__sub">{coin.symbol}</span>
          </h1>
          <MarketTime updated={coin.updatedDateTime} />
        </header>
        <dl className="coin-quote">
          <div>
            <dt>Price</dt>
            <dd className="price coin-quote__price">{rupees(coin.price)}</dd>
          </div>
          <div>
            <dt>24h change</dt>
            <dd>
              <PriceChange change={coin.percentChange} percent={coin.percentChange} show="percent" />
            </dd>
          </div>
          <div>
            <dt>Market cap</dt>
            <dd className="price">{shortRupees(coin.marketCap)}</dd>
          </div>
        </dl>
        {buyLink && (
          <p>
            <a className="market-list__buy" href={buyLink} rel="sponsored noopener" target="_blank">
              Buy {coin.coinName}
              <span className="visually-hidden"> (sponsored, opens in a new tab)</span>
            </a>
          </p>
        )}
        <h2 className="widget__title">Other coins</h2>
        <LinkTabs label="Coins" choices={listTabs(null)} />
        <CoinTable coins={others} caption="Other coins" />
      </div>
    </Chrome>
  );
}
