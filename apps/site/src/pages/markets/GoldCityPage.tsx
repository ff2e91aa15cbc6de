import { safeHref } from '@newsroom/rules/safe-url';
import type { Commodity, GoldCities, GoldCity } from '../../content/markets/schemas.ts';
import { price, wholeRupees } from '../../lib/marketFormat.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { istDate, istDayAndMonth } from '../../widgets/shared/markets/when.ts';
import { MarketPageFrame } from './MarketPageFrame.tsx';

/**
 * AB-20 city gold page (`/markets/{seoName}`): today's 22 and 24 carat rates for 1 g and 8 g in
 * the city, gold's recent prices (the commodity: spot and futures), and the other cities.
 */
export function GoldCityPage({
  city,
  cities,
  commodity,
}: {
  city: GoldCity;
  cities: GoldCities;
  commodity: Commodity | null;
}) {
  const day = istDate(cities.date);
  const others = cities.data.filter((other) => other.seoName !== city.seoName);
  return (
    <MarketPageFrame
      title={`Gold rate in ${city.goldCityName} today`}
      intro={`The price of gold in ${city.goldCityName}${day ? ` on ${day}` : ''}, for 22 and 24 carat.`}
      trail={{ href: '/markets', label: 'Markets' }}
    >
      <section className="market-page__section">
        <h2 className="widget__title">Today in {city.goldCityName}</h2>
        <div className="market-insert__scroll">
          <table className="market-table market-table--page">
            <thead>
              <tr>
                <th scope="col">Gold</th>
                <th scope="col" className="market-table__number">
                  1 gram
                </th>
                <th scope="col" className="market-table__number">
                  8 grams
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">22 carat</th>
                <td className="market-table__number price">{wholeRupees(city.spot22cPrice)}</td>
                <td className="market-table__number price">{wholeRupees(city.spot22c8gPrice)}</td>
              </tr>
              <tr>
                <th scope="row">24 carat</th>
                <td className="market-table__number price">{wholeRupees(city.spot24cPrice)}</td>
                <td className="market-table__number price">{wholeRupees(city.spot24c8gPrice)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      {commodity && commodity.prices.length > 0 && <RecentPrices commodity={commodity} />}
      {others.length > 0 && (
        <section className="market-page__section">
          <h2 className="widget__title">Gold rate in other cities</h2>
          <div className="market-insert__scroll">
            <table className="market-table market-table--page">
              <thead>
                <tr>
                  <th scope="col">City</th>
                  <th scope="col" className="market-table__number">
                    22 carat, 1 g
                  </th>
                  <th scope="col" className="market-table__number">
                    24 carat, 1 g
                  </th>
                </tr>
              </thead>
              <tbody>
                {others.map((other) => {
                  const href = safeHref(other.url);
                  return (
                    <tr key={other.seoName}>
                      <th scope="row">
                        {href ? <a href={href}>{other.goldCityName}</a> : other.goldCityName}
                      </th>
                      <td className="market-table__number price">{wholeRupees(other.spot22cPrice)}</td>
                      <td className="market-table__number price">{wholeRupees(other.spot24cPrice)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </MarketPageFrame>
  );
}

/** The commodity's recent days, newest first, with the change on the day before. */
export function RecentPrices({ commodity }: { commodity: Commodity }) {
  const href = safeHref(commodity.url);
  const { prices, commodityDetail: detail } = commodity;
  return (
    <section className="market-page__section">
      <h2 className="widget__title">
        {href ? (
          <a href={href}>{commodity.name} prices in recent days</a>
        ) : (
          `${commodity.name} prices in recent days`
        )}
      </h2>
      <div className="market-insert__scroll">
        <table className="market-table market-table--page">
          <caption className="market-insert__note">
            Spot {detail.spotPricequotationUnit} at {detail.location}; futures {detail.priceQuotationUnit},
            expiring {detail.displayExpiryDate}.
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="market-table__number">
                Spot (₹)
              </th>
              <th scope="col" className="market-table__number">
                Change
              </th>
              <th scope="col" className="market-table__number">
                Futures (₹)
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.map((day, index) => {
              const before = prices[index + 1];
              const change = before ? day.spotPrice - before.spotPrice : null;
              return (
                <tr key={day.date}>
                  <th scope="row" className="market-table__day">
                    <time dateTime={day.date}>{istDayAndMonth(day.date) || day.date}</time>
                  </th>
                  <td className="market-table__number price">{price(day.spotPrice)}</td>
                  <td className="market-table__number">
                    {change === null || !before ? (
                      '—'
                    ) : (
                      <PriceChange
                        change={change}
                        percent={before.spotPrice > 0 ? (change / before.spotPrice) * 100 : 0}
                        show="change"
                      />
                    )}
                  </td>
                  <td className="market-table__number price">{price(day.futurePrice)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
