import {
  type MutualFundPromoProps,
  mutualFundPromoContract,
} from '@newsroom/contracts/widgets/mutual-fund-promo';
import { safeHref } from '@newsroom/rules/safe-url';
import type { Fund } from '../../content/markets/schemas.ts';
import { FUND_LIST_PATH, fundCategoryPath } from '../../lib/routes/marketPages.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { defineWidget } from '../types.ts';

/**
 * AB-20 best mutual-fund promo: the category's best funds by one-year return (the backend's fund
 * screener), each linking to its factsheet, and the fund list page. Whether a story gets it is
 * the layout's rule (sluglines, canonical URL, no SpecialID). Static.
 */
export const mutualFundPromo = defineWidget(mutualFundPromoContract, {
  load: async (ctx, { category, count }) =>
    (await ctx.content.markets.fundScreener({ category, pagesize: count })).searchresult,
  View({ props: { title, category, count }, data }: { props: MutualFundPromoProps; data: Fund[] }) {
    const funds = data.slice(0, count);
    if (funds.length === 0) return null;
    const categoryName = funds[0]?.category ?? category;
    return (
      <section className="market-insert fund-promo">
        <h2 className="fund-promo__title">{title}</h2>
        <p className="fund-promo__lead">The best {categoryName.toLowerCase()} funds by one-year return</p>
        <ol className="fund-promo__list">
          {funds.map((fund) => {
            const href = safeHref(fund.url);
            return (
              <li key={fund.schemeId} className="fund-promo__fund">
                {href ? <a href={href}>{fund.shortName}</a> : fund.shortName}
                <span className="fund-promo__return">
                  <span className="fund-promo__label">1Y</span>{' '}
                  <PriceChange change={fund.r1Year} percent={fund.r1Year} show="percent" />
                </span>
              </li>
            );
          })}
        </ol>
        <p className="fund-promo__more">
          <a href={fundCategoryPath(categoryName)}>More {categoryName.toLowerCase()} funds</a>
          {' · '}
          <a href={FUND_LIST_PATH}>Best funds in every category</a>
        </p>
      </section>
    );
  },
});
