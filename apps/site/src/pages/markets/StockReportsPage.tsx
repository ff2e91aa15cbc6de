import { publication } from '@newsroom/rules/publication';
import { safeHref } from '@newsroom/rules/safe-url';
import type { StockReportsPlus } from '../../content/markets/schemas.ts';
import { rupees, signedPercent } from '../../lib/marketFormat.ts';
import { STOCK_REPORTS_PATH } from '../../lib/routes/marketPages.ts';
import { reportNumber, reportValue } from '../../widgets/shared/markets/report.ts';
import { MarketPageFrame } from './MarketPageFrame.tsx';

/** What a reader who is not Prime sees where a Prime figure is (AB-04's lock, in words). */
export const PRIME_LOCK_TEXT = `${publication.primeName} only`;

/**
 * HM-04 `/markets/benefits/stockreportsplus`: the stock reports, best expected returns first.
 * Expected returns and the recommendation are for everyone (the home page shows them); the target
 * price and the score are Prime, as in the company feed: the backend fills them only for a Prime
 * reader's own session, and everyone else sees the lock and the way to Prime.
 */
export function StockReportsPage({ reports, prime }: { reports: StockReportsPlus; prime: boolean }) {
  const unlocked = prime && reports.primeuser === 1;
  const lock = <span className="prime-lock">{PRIME_LOCK_TEXT}</span>;
  return (
    <MarketPageFrame
      title="Stock Reports Plus"
      intro="Companies our analysts rate Buy, with the most upside to their target first."
      trail={{ href: '/markets', label: 'Markets' }}
    >
      <section className="market-page__section">
        <div className="market-insert__scroll">
          <table className="market-table market-table--page">
            <caption className="visually-hidden">Stock reports</caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col" className="market-table__number">
                  Price
                </th>
                <th scope="col" className="market-table__number">
                  Expected returns
                </th>
                <th scope="col">Recommendation</th>
                <th scope="col" className="market-table__number">
                  Target price
                </th>
                <th scope="col" className="market-table__number">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.searchresult.map((item) => {
                const href = safeHref(item.url);
                const upside = reportNumber(item, 'sr_targetVsCurrent');
                const target = reportNumber(item, 'sr_targetPrice');
                const score = reportValue(item, 'sr_avgScore');
                return (
                  <tr key={item.companyId}>
                    <th scope="row">
                      {href ? <a href={href}>{item.companyShortName}</a> : item.companyShortName}
                    </th>
                    <td className="market-table__number price">{rupees(item.current)}</td>
                    <td className="market-table__number price">
                      {upside === null ? '—' : signedPercent(upside)}
                    </td>
                    <td>{reportValue(item, 'sr_recText') || '—'}</td>
                    <td className="market-table__number price">
                      {unlocked ? (target === null ? '—' : rupees(target)) : lock}
                    </td>
                    <td className="market-table__number">{unlocked ? score || 'NR' : lock}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {!unlocked && (
        <p className="market-page__offer">
          Target prices and stock scores are for {publication.primeName} members.{' '}
          <a href={`/prime?return=${encodeURIComponent(STOCK_REPORTS_PATH)}`}>
            See {publication.primeName} plans
          </a>
        </p>
      )}
    </MarketPageFrame>
  );
}
