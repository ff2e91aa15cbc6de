import { type GoldTableProps, goldTableContract } from '@newsroom/contracts/widgets/gold-table';
import { safeHref } from '@newsroom/rules/safe-url';
import type { GoldCities } from '../../content/markets/schemas.ts';
import { wholeRupees } from '../../lib/marketFormat.ts';
import { istDate } from '../shared/markets/when.ts';
import { defineWidget } from '../types.ts';

/**
 * AB-20 gold table: 22 and 24 carat at 1 g and 8 g (spec §9) for the first cities of the
 * backend's list, with the day's date; each city links to its gold rate page. Static.
 */
export const goldTable = defineWidget(goldTableContract, {
  load: (ctx, { count }) => ctx.content.markets.goldCities(count),
  View({ props: { title, count }, data }: { props: GoldTableProps; data: GoldCities }) {
    const cities = data.data.slice(0, count);
    if (cities.length === 0) return null;
    const day = istDate(data.date);
    return (
      <figure className="market-insert gold-table">
        <div className="market-insert__scroll">
          <table className="market-table">
            <caption className="market-insert__caption">
              {title}
              {day && <span className="market-insert__date">, {day}</span>}
            </caption>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  City
                </th>
                <th scope="colgroup" colSpan={2} className="market-table__number">
                  22 carat
                </th>
                <th scope="colgroup" colSpan={2} className="market-table__number">
                  24 carat
                </th>
              </tr>
              <tr>
                <th scope="col" className="market-table__number">
                  1 g
                </th>
                <th scope="col" className="market-table__number">
                  8 g
                </th>
                <th scope="col" className="market-table__number">
                  1 g
                </th>
                <th scope="col" className="market-table__number">
                  8 g
                </th>
              </tr>
            </thead>
            <tbody>
              {cities.map((city) => {
                const href = safeHref(city.url);
                return (
                  <tr key={city.seoName}>
                    <th scope="row">{href ? <a href={href}>{city.goldCityName}</a> : city.goldCityName}</th>
                    <td className="market-table__number price">{wholeRupees(city.spot22cPrice)}</td>
                    <td className="market-table__number price">{wholeRupees(city.spot22c8gPrice)}</td>
                    <td className="market-table__number price">{wholeRupees(city.spot24cPrice)}</td>
                    <td className="market-table__number price">{wholeRupees(city.spot24c8gPrice)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <figcaption className="market-insert__note">
          <a href="/commoditysummary/symbol-GOLD.cms">Gold futures and spot prices</a>
        </figcaption>
      </figure>
    );
  },
});
