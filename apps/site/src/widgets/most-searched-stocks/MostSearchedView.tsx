import { MOST_SEARCHED_FIRST, MOST_SEARCHED_MAX, MOST_SEARCHED_STEP } from '@newsroom/rules/market-sidebar';
import { ExpandableList, InfoTip, type UseMarketBoardOptions, useMarketBoard } from '@newsroom/ui';
import { useId } from 'react';
import type { MostSearched } from '../../content/markets/schemas.ts';
import { price, signedPercent } from '../../lib/marketFormat.ts';
import { Figure } from '../shared/markets/Figure.tsx';
import { fetchMarket } from '../shared/markets/marketFetch.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { type MostSearchedData, toMostSearched } from './rows.ts';

const fetchList = async (_view: string, signal: AbortSignal) => {
  const data = toMostSearched(
    await fetchMarket<MostSearched>('most-searched', { pagesize: String(MOST_SEARCHED_MAX) }, signal),
  );
  return { answer: data, open: data.open };
};

const UPSIDE_NOTE =
  'Potential upside: how far the analysts’ average target price is above the price now. A dash: no analyst report covers the company.';

/**
 * AB-12 most-searched stocks: the server renders every row (the first 5 shown, the rest hidden
 * until "Load more"); the island (hydrate "visible") brings the list's machine and refreshes the
 * prices every minute while it is in view and the market is open. `fetchView`, `visibilitySource`
 * and `refreshMs` replace the site's call, the browser's view and the minute (stories only).
 */
export function MostSearchedView({
  title,
  data,
  fetchView = fetchList,
  ...refresh
}: { title: string; data: MostSearchedData } & Partial<
  Pick<UseMarketBoardOptions<MostSearchedData>, 'fetchView' | 'visibilitySource' | 'refreshMs'>
>) {
  const headingId = useId();
  const board = useMarketBoard<MostSearchedData>({
    view: 'all',
    answer: data,
    open: data.open,
    fetchView,
    ...refresh,
  });
  const { rows } = board.answer;
  if (rows.length === 0) return null;
  return (
    <section
      ref={board.ref}
      className="widget market-widget most-searched"
      aria-labelledby={headingId}
      data-refresh={board.status}
    >
      <h2 className="widget__title" id={headingId}>
        {title}
      </h2>
      <div className="market-list__head market-list__head--searched">
        <span>Company</span>
        <span>Price (₹)</span>
        <span className="market-list__head-tip">
          Upside
          <InfoTip term="potential upside" className="info-tip" contentClassName="info-tip__content">
            {UPSIDE_NOTE}
          </InfoTip>
        </span>
      </div>
      <ExpandableList
        className="most-searched__list"
        first={MOST_SEARCHED_FIRST}
        step={MOST_SEARCHED_STEP}
        listProps={{ className: 'market-list', 'aria-labelledby': headingId }}
        buttonClassName="market-widget__more"
        footer={<p className="visually-hidden">{UPSIDE_NOTE}</p>}
        rows={rows.map((row) => ({
          key: row.id,
          content: (
            <div className="market-list__row market-list__row--searched">
              {row.url ? (
                <a className="market-list__name" href={row.url}>
                  {row.name}
                </a>
              ) : (
                <span className="market-list__name">{row.name}</span>
              )}
              <span className="market-list__quote">
                <Figure text={price(row.price)} />
                <PriceChange change={row.change} percent={row.percent} show="percent" />
              </span>
              <span className="market-list__upside">
                {row.upside === null ? (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">no analyst report</span>
                  </>
                ) : (
                  <>
                    <span className="visually-hidden">potential upside </span>
                    {signedPercent(row.upside)}
                  </>
                )}
              </span>
            </div>
          ),
        }))}
      />
    </section>
  );
}
