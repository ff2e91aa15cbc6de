import { safeHref } from '@newsroom/rules/safe-url';
import type { Commodity, GoldCities } from '../../content/markets/schemas.ts';
import { rupees, wholeRupees } from '../../lib/marketFormat.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { istDate } from '../../widgets/shared/markets/when.ts';
import { RecentPrices } from './GoldCityPage.tsx';
import { MarketPageFrame } from './MarketPageFrame.tsx';

/** The commodities the backend prices, as their pages name them. */
export const COMMODITY_SYMBOLS = ['GOLD', 'SILVER'] as const;
export type CommoditySymbol = (typeof COMMODITY_SYMBOLS)[number];

/**
 * AB-20 commodity summary (`/commoditysummary/symbol-GOLD.cms`): today's spot and futures price
 * with the change on the day before, the contract (units, location, expiry), the recent days;
 * for gold, the city rates too.
 */
export function CommodityPage({ commodity, cities }: { commodity: Commodity; cities: GoldCities | null }) {
  const [today, before] = commodity.prices;
  const detail = commodity.commodityDetail;
  const other = COMMODITY_SYMBOLS.find((symbol) => symbol !== commodity.symbol);
  return (
    <MarketPageFrame
      title={`${commodity.name} price today`}
      intro={
        today
          ? `Spot and futures prices of ${commodity.name.toLowerCase()} on ${istDate(today.date)}.`
          : undefined
      }
      trail={{ href: '/markets', label: 'Markets' }}
    >
      {today && (
        <section className="market-page__section">
          <h2 className="widget__title">Today</h2>
          <dl className="market-figures">
            <div>
              <dt>Spot price ({detail.spotPricequotationUnit})</dt>
              <dd>
                <span className="price market-figures__big">{rupees(today.spotPrice)}</span>{' '}
                {before && (
                  <PriceChange
                    change={today.spotPrice - before.spotPrice}
                    percent={
                      before.spotPrice > 0
                        ? ((today.spotPrice - before.spotPrice) / before.spotPrice) * 100
                        : 0
                    }
                  />
                )}
              </dd>
            </div>
            <div>
              <dt>Futures ({detail.priceQuotationUnit})</dt>
              <dd className="price">{rupees(today.futurePrice)}</dd>
            </div>
            <div>
              <dt>Expiry</dt>
              <dd>
                <time dateTime={detail.expiryDate}>{detail.displayExpiryDate}</time>
              </dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{detail.location}</dd>
            </div>
          </dl>
        </section>
      )}
      <RecentPrices commodity={commodity} />
      {cities && cities.data.length > 0 && (
        <section className="market-page__section">
          <h2 className="widget__title">Gold rate by city</h2>
          <ul className="market-page__links">
            {cities.data.map((city) => {
              const href = safeHref(city.url);
              return (
                href && (
                  <li key={city.seoName}>
                    <a href={href}>{city.goldCityName}</a>{' '}
                    <span className="price">{wholeRupees(city.spot24cPrice)}</span>
                    <span className="market-page__unit"> /g, 24 ct</span>
                  </li>
                )
              );
            })}
          </ul>
        </section>
      )}
      {other && (
        <p className="market-page__more">
          <a href={`/commoditysummary/symbol-${other}.cms`}>
            {other === 'GOLD' ? 'Gold' : 'Silver'} price today
          </a>
        </p>
      )}
    </MarketPageFrame>
  );
}
