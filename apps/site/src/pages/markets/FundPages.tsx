import { safeHref } from '@newsroom/rules/safe-url';
import type { Fund } from '../../content/markets/schemas.ts';
import { price, rupees } from '../../lib/marketFormat.ts';
import { categorySlug, FUND_LIST_PATH, fundCategoryPath } from '../../lib/routes/marketPages.ts';
import { PriceChange } from '../../widgets/shared/markets/PriceChange.tsx';
import { MarketPageFrame } from './MarketPageFrame.tsx';

/** A return in per cent, signed and coloured (PriceChange reads both ways for a return). */
function Return({ value }: { value: number }) {
  return <PriceChange change={value} percent={value} show="percent" />;
}

/** The fund table of the list and factsheet pages: scheme, category, NAV, 1- and 3-year returns. */
function FundTable({
  funds,
  caption,
  showCategory,
}: {
  funds: readonly Fund[];
  caption: string;
  /** False when every fund is of one category (the page says which). */
  showCategory: boolean;
}) {
  return (
    <div className="market-insert__scroll">
      <table className="market-table market-table--page">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Scheme</th>
            {showCategory && <th scope="col">Category</th>}
            <th scope="col" className="market-table__number">
              NAV (₹)
            </th>
            <th scope="col" className="market-table__number">
              1Y return
            </th>
            <th scope="col" className="market-table__number">
              3Y return
            </th>
          </tr>
        </thead>
        <tbody>
          {funds.map((fund) => {
            const href = safeHref(fund.url);
            return (
              <tr key={fund.schemeId}>
                <th scope="row">{href ? <a href={href}>{fund.shortName}</a> : fund.shortName}</th>
                {showCategory && (
                  <td>
                    <a href={fundCategoryPath(fund.category)}>{fund.category}</a>
                  </td>
                )}
                <td className="market-table__number price">{price(fund.nav)}</td>
                <td className="market-table__number">
                  <Return value={fund.r1Year} />
                </td>
                <td className="market-table__number">
                  <Return value={fund.r3Year} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The fund list (`/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest`): the
 * categories as links (the one shown marked), and the best schemes by one-year return.
 */
export function FundListPage({
  categories,
  category,
  funds,
}: {
  categories: readonly string[];
  /** The category shown, or null for the best of every category. */
  category: string | null;
  funds: readonly Fund[];
}) {
  const title = category
    ? `Best ${category.toLowerCase()} mutual funds to invest in`
    : 'Best mutual funds to invest in';
  return (
    <MarketPageFrame
      title={title}
      intro="Schemes ranked by their one-year return; past returns are no promise of future ones."
      trail={{ href: '/mutual-funds', label: 'Mutual Funds' }}
    >
      <nav className="market-page__tabs" aria-label="Fund categories">
        <ul>
          <li>
            <a href={FUND_LIST_PATH} {...(category === null ? { 'aria-current': 'page' as const } : {})}>
              All categories
            </a>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <a
                href={fundCategoryPath(name)}
                {...(category !== null && categorySlug(category) === categorySlug(name)
                  ? { 'aria-current': 'page' as const }
                  : {})}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="market-page__section">
        <FundTable funds={funds} caption={title} showCategory={category === null} />
      </section>
    </MarketPageFrame>
  );
}

/** The fund factsheet (`/{seoName}/mffactsheet/schemeid-{id}.cms`): the scheme and its peers. */
export function FundFactsheetPage({ fund, peers }: { fund: Fund; peers: readonly Fund[] }) {
  const others = peers.filter((peer) => peer.schemeId !== fund.schemeId);
  return (
    <MarketPageFrame
      title={fund.schemeName}
      intro={`A ${fund.category.toLowerCase()} mutual fund scheme.`}
      trail={{ href: FUND_LIST_PATH, label: 'Best mutual funds' }}
    >
      <section className="market-page__section">
        <h2 className="widget__title">Scheme</h2>
        <dl className="market-figures">
          <div>
            <dt>Category</dt>
            <dd>
              <a href={fundCategoryPath(fund.category)}>{fund.category}</a>
            </dd>
          </div>
          <div>
            <dt>NAV</dt>
            <dd className="price market-figures__big">{rupees(fund.nav)}</dd>
          </div>
          <div>
            <dt>1-year return</dt>
            <dd>
              <Return value={fund.r1Year} />
            </dd>
          </div>
          <div>
            <dt>3-year return (annualised)</dt>
            <dd>
              <Return value={fund.r3Year} />
            </dd>
          </div>
        </dl>
      </section>
      {others.length > 0 && (
        <section className="market-page__section">
          <h2 className="widget__title">
            <a href={fundCategoryPath(fund.category)}>Other {fund.category.toLowerCase()} funds</a>
          </h2>
          <FundTable funds={others} caption={`Other ${fund.category} funds`} showCategory={false} />
        </section>
      )}
    </MarketPageFrame>
  );
}
