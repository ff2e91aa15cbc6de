import { type StockOfTheDayProps, stockOfTheDayContract } from '@newsroom/contracts/widgets/stock-of-the-day';
import { safeHref } from '@newsroom/rules/safe-url';
import type { StockOfTheDay } from '../../content/markets/schemas.ts';
import { rupees, signedPercent } from '../../lib/marketFormat.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { reportNumber, reportValue } from '../shared/markets/report.ts';
import { istDate } from '../shared/markets/when.ts';
import { defineWidget } from '../types.ts';

/** HM-04 stock of the day: the backend's pick of the session (the same all day). Static. */
export const stockOfTheDay = defineWidget(stockOfTheDayContract, {
  load: (ctx) => ctx.content.markets.stockOfTheDay(),
  View({ props: { title }, data }: { props: StockOfTheDayProps; data: StockOfTheDay }) {
    const { stock } = data;
    const href = safeHref(stock.url);
    const upside = reportNumber(stock, 'sr_targetVsCurrent');
    const call = reportValue(stock, 'sr_recText');
    const day = istDate(data.date);
    return (
      <section className="widget stock-of-the-day">
        <h2 className="widget__title">{title}</h2>
        <p className="stock-of-the-day__company">
          {href ? <a href={href}>{stock.companyName}</a> : stock.companyName}
        </p>
        <dl className="market-figures">
          <div>
            <dt>Price</dt>
            <dd>
              <span className="price">{rupees(stock.current)}</span>{' '}
              <PriceChange change={stock.absoluteChange} percent={stock.percentChange} />
            </dd>
          </div>
          <div>
            <dt>Expected returns</dt>
            <dd className="price">{upside === null ? '—' : signedPercent(upside)}</dd>
          </div>
          <div>
            <dt>Recommendation</dt>
            <dd>{call || '—'}</dd>
          </div>
        </dl>
        {day && <p className="stock-of-the-day__note">Pick for {day}, from our stock reports.</p>}
      </section>
    );
  },
});
