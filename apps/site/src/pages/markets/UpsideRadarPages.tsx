import { safeHref } from '@newsroom/rules/safe-url';
import type { ScreenerCollection, ScreenerPage } from '../../content/markets/schemas.ts';
import { price, signedPercent } from '../../lib/marketFormat.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { UPSIDE_RADAR_PATH } from '../../widgets/upside-radar/collections.ts';
import { Chrome } from '../Chrome.tsx';
import { pagePath } from '../StoryListPage.tsx';
import { MarketTime } from './MarketTime.tsx';

/** AB-12: the upside radar's collections, each with all its screeners. */
export function UpsideRadarPageView({ collections }: { collections: readonly ScreenerCollection[] }) {
  return (
    <Chrome>
      <div className="market-page">
        <header className="market-page__header">
          <p className="topic-page__kicker">Markets</p>
          <h1 className="category__title">Upside radar</h1>
          <p className="market-page__note">
            Stock screens by how far analysts’ target prices are above the prices now: the potential upside.
          </p>
        </header>
        {collections.map((collection) => (
          <section
            key={collection.collectionId}
            className="radar-collection"
            aria-labelledby={`c-${collection.collectionId}`}
          >
            <h2 className="widget__title" id={`c-${collection.collectionId}`}>
              {collection.collectionName}
            </h2>
            <ul className="radar-collection__screeners">
              {collection.listScreenerMaster.map((screener) => {
                const href = safeHref(screener.url);
                return (
                  <li key={screener.screenerId} className="radar-collection__screener">
                    <h3 className="radar-collection__name">
                      {href ? <a href={href}>{screener.name}</a> : screener.name}
                    </h3>
                    <p className="radar-collection__description">{screener.description}</p>
                    <p className="radar-collection__figures">
                      <span
                        className="price-change"
                        data-direction={screener.potentialUpside >= 0 ? 'up' : 'down'}
                      >
                        {signedPercent(screener.potentialUpside)}
                      </span>{' '}
                      potential upside · {screener.resultsCompanyCount} stocks
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Chrome>
  );
}

/** AB-12: one screener's companies, a page at a time (the backend's POST screener call). */
export function ScreenerPageView({
  screener,
  collectionName,
  path,
}: {
  screener: ScreenerPage;
  collectionName: string;
  path: string;
}) {
  const { pageno, totalpages, totalrecords } = screener.pagesummary;
  const first = (pageno - 1) * screener.pagesummary.pagesize;
  return (
    <Chrome>
      <div className="market-page">
        <header className="market-page__header">
          <p className="topic-page__kicker">
            <a href={UPSIDE_RADAR_PATH}>Upside radar</a> · {collectionName}
          </p>
          <h1 className="category__title">{screener.name}</h1>
          <p className="market-page__note">{screener.description}</p>
          <MarketTime status={screener.marketstatus} updated={screener.updatedDateTime} />
          <p className="story-list-page__count">
            {totalrecords} stocks{totalpages > 1 ? ` · page ${pageno} of ${totalpages}` : ''}
          </p>
        </header>
        <div className="market-table__scroll">
          <table className="market-table">
            <caption className="visually-hidden">{screener.name}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className="market-table__name">
                  Company
                </th>
                <th scope="col">Price (₹)</th>
                <th scope="col">Change</th>
                <th scope="col" className="market-table__wide">
                  Target (₹)
                </th>
                <th scope="col">Upside</th>
                <th scope="col" className="market-table__wide">
                  Analysts
                </th>
              </tr>
            </thead>
            <tbody>
              {screener.dataList.map((row, index) => {
                const href = safeHref(row.url);
                return (
                  <tr key={row.companyId}>
                    <td className="market-table__rank">{first + index + 1}</td>
                    <th scope="row">
                      {href ? <a href={href}>{row.companyShortName}</a> : row.companyShortName}
                      <span className="market-table__sub">{row.sector}</span>
                    </th>
                    <td className="price">{price(row.current)}</td>
                    <td>
                      <PriceChange change={row.absoluteChange} percent={row.percentChange} show="percent" />
                    </td>
                    <td className="price market-table__wide">
                      {row.targetPrice === null ? '–' : price(row.targetPrice)}
                    </td>
                    <td className="price">
                      {row.potentialUpside === null ? '–' : signedPercent(row.potentialUpside)}
                    </td>
                    <td className="market-table__wide">{row.recommendation ?? '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {totalpages > 1 && (
          <nav className="story-list-page__pages" aria-label={`${screener.name}: pages`}>
            {pageno > 1 && (
              <a rel="prev" href={pagePath(path, pageno - 1)}>
                ← Previous stocks
              </a>
            )}
            {pageno < totalpages && (
              <a rel="next" href={pagePath(path, pageno + 1)}>
                More stocks →
              </a>
            )}
          </nav>
        )}
      </div>
    </Chrome>
  );
}
