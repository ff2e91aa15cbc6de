import { safeHref } from '@newsroom/rules/safe-url';
import {
  type MarketStatsQuery,
  marketStatsPath,
  STATS_DURATIONS,
  STATS_EXCHANGES,
  STATS_TYPES,
} from '../../content/markets/marketStatsQuery.ts';
import type { GainersLosers } from '../../content/markets/schemas.ts';
import { price, signedNumber } from '../../lib/marketFormat.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { Chrome } from '../Chrome.tsx';
import { LinkTabs } from './LinkTabs.tsx';
import { MarketTime } from './MarketTime.tsx';

const TYPE_TEXT = { gainers: 'Gainers', losers: 'Losers' } as const;
const DURATION_TEXT = { '1D': 'Today', '1W': '1 week', '1M': '1 month' } as const;
const DURATION_TITLE = { '1D': 'today', '1W': 'over a week', '1M': 'over a month' } as const;

export function marketStatsTitle(query: MarketStatsQuery): string {
  return `Top ${query.type} on the ${query.exchange.toUpperCase()} ${DURATION_TITLE[query.duration]}`;
}

/**
 * AB-12 market stats: the whole gainers or losers table of an exchange over a day, week or month,
 * every choice a link (the tabs), every company linking to its page. Server-rendered, no script.
 */
export function MarketStatsPage({ query, answer }: { query: MarketStatsQuery; answer: GainersLosers }) {
  const tabs = (key: keyof MarketStatsQuery, values: readonly string[], text: (v: string) => string) =>
    values.map((value) => ({
      href: marketStatsPath({ ...query, [key]: value }),
      text: text(value),
      current: query[key] === value,
    }));
  return (
    <Chrome>
      <div className="market-page">
        <header className="market-page__header">
          <p className="topic-page__kicker">Market stats</p>
          <h1 className="category__title">{marketStatsTitle(query)}</h1>
          <MarketTime status={answer.pagesummary.marketstatus} updated={answer.pagesummary.updatedDateTime} />
        </header>
        <div className="market-page__choices">
          <LinkTabs
            label="Gainers or losers"
            choices={tabs('type', STATS_TYPES, (v) => TYPE_TEXT[v as 'gainers'])}
          />
          <LinkTabs
            label="Period"
            choices={tabs('duration', STATS_DURATIONS, (v) => DURATION_TEXT[v as '1D'])}
          />
          <LinkTabs label="Exchange" choices={tabs('exchange', STATS_EXCHANGES, (v) => v.toUpperCase())} />
        </div>
        {answer.searchresult.length === 0 ? (
          <p>No company is {query.type === 'gainers' ? 'up' : 'down'} on this exchange for this period.</p>
        ) : (
          <div className="market-table__scroll">
            <table className="market-table">
              <caption className="visually-hidden">{marketStatsTitle(query)}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col" className="market-table__name">
                    Company
                  </th>
                  <th scope="col">Price (₹)</th>
                  <th scope="col" className="market-table__wide">
                    Change (₹)
                  </th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {answer.searchresult.map((row, index) => {
                  const href = safeHref(row.url);
                  return (
                    <tr key={row.companyId}>
                      <td className="market-table__rank">{index + 1}</td>
                      <th scope="row">
                        {href ? <a href={href}>{row.companyShortName}</a> : row.companyShortName}
                        <span className="market-table__sub">{row.symbol}</span>
                      </th>
                      <td className="price">{price(row.current)}</td>
                      <td className="price market-table__wide">{signedNumber(row.absoluteChange)}</td>
                      <td>
                        <PriceChange change={row.absoluteChange} percent={row.percentChange} show="percent" />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Chrome>
  );
}
