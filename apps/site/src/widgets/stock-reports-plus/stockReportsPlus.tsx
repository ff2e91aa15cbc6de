import {
  type StockReportsPlusProps,
  stockReportsPlusContract,
} from '@newsroom/contracts/widgets/stock-reports-plus';
import { safeHref } from '@newsroom/rules/safe-url';
import type { ReportItem } from '../../content/markets/schemas.ts';
import { signedPercent } from '../../lib/marketFormat.ts';
import { STOCK_REPORTS_PATH } from '../../lib/routes/marketPages.ts';
import { reportNumber, reportValue } from '../shared/markets/report.ts';
import { defineWidget } from '../types.ts';

/**
 * HM-04 Stock Reports Plus: `count` rows of company, expected returns (`sr_targetVsCurrent`) and
 * recommendation (`sr_recText`), open to every reader (the target and score are Prime, on the
 * reports page). Static.
 */
export const stockReportsPlus = defineWidget(stockReportsPlusContract, {
  load: async (ctx, { count }) =>
    (await ctx.content.markets.stockReportsPlus(count)).searchresult.slice(0, count),
  View({ props: { title }, data }: { props: StockReportsPlusProps; data: ReportItem[] }) {
    if (data.length === 0) return null;
    return (
      <section className="widget stock-reports-plus">
        <h2 className="widget__title">
          <a href={STOCK_REPORTS_PATH}>{title}</a>
        </h2>
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col" className="market-table__number">
                Expected returns
              </th>
              <th scope="col">Recommendation</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => {
              const href = safeHref(item.url);
              const upside = reportNumber(item, 'sr_targetVsCurrent');
              return (
                <tr key={item.companyId}>
                  <th scope="row">
                    {href ? <a href={href}>{item.companyShortName}</a> : item.companyShortName}
                  </th>
                  <td className="market-table__number price">
                    {upside === null ? '—' : signedPercent(upside)}
                  </td>
                  <td>{reportValue(item, 'sr_recText') || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="widget__more">
          <a href={STOCK_REPORTS_PATH}>All stock reports</a>
        </p>
      </section>
    );
  },
});
