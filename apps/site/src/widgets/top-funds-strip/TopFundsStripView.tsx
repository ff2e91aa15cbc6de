import { safeHref } from '@newsroom/rules/safe-url';
import { MarketStrip, type MarketStripProps } from '@newsroom/ui';
import type { TopFund } from '../../content/markets/schemas.ts';
import { marketCall } from '../shared/markets/marketCall.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';

export interface FundItem {
  schemeId: string;
  name: string;
  /** A safe link to the fund's factsheet, or null. */
  url: string | null;
  r1Year: number;
}

export interface TopFundsData {
  /** Null: the server could not have them; the island loads them (`loading...` until then). */
  funds: FundItem[] | null;
}

export function toFundItems(funds: readonly TopFund[]): FundItem[] {
  return funds.map((fund) => ({
    schemeId: fund.schemeId,
    name: fund.shortName,
    url: safeHref(fund.url),
    r1Year: fund.r1Year,
  }));
}

const logFailure = (reason: string) => console.warn(`top funds strip: load failed: ${reason}`);

/**
 * HM-04 top funds strip: one fund at a time (name, one-year return), moving on every 6 s while in
 * view. When the page came without the funds it says `loading...` (spec) and the island asks the
 * site for them. The same markup on the server and in the island. `loadItems`,
 * `visibilitySource` and `reducedMotion` replace the site's call, the browser's view and the
 * reader's motion setting (stories only).
 */
export function TopFundsStripView({
  title,
  href,
  count,
  data,
  loadItems,
  ...injected
}: {
  title: string;
  href: string;
  count: number;
  data: TopFundsData;
} & Partial<Pick<MarketStripProps<FundItem>, 'loadItems' | 'visibilitySource' | 'reducedMotion'>>) {
  if (data.funds !== null && data.funds.length === 0) return null;
  const link = safeHref(href);
  const load =
    loadItems ??
    (async () => toFundItems(await marketCall<TopFund[]>('top-funds', { pagesize: String(count) })));
  return (
    <div className="widget market-strip-box">
      <MarketStrip
        className="market-strip"
        aria-label={title}
        items={data.funds}
        loadItems={load}
        onLoadFailure={logFailure}
        itemKey={(fund) => fund.schemeId}
        {...injected}
        prevLabel="Previous fund"
        nextLabel="Next fund"
        header={<h2 className="market-strip__title">{link ? <a href={link}>{title}</a> : title}</h2>}
        classNames={{
          viewport: 'market-strip__viewport',
          item: 'market-strip__item',
          controls: 'market-strip__controls',
          button: 'market-strip__button',
          status: 'market-strip__status',
          loading: 'market-strip__loading',
        }}
        renderItem={(fund) => (
          <span className="market-strip__row">
            {fund.url ? (
              <a className="market-strip__name" href={fund.url}>
                {fund.name}
              </a>
            ) : (
              <span className="market-strip__name">{fund.name}</span>
            )}
            <span className="market-strip__label">1Y return</span>
            <PriceChange change={fund.r1Year} percent={fund.r1Year} show="percent" />
          </span>
        )}
      />
    </div>
  );
}
