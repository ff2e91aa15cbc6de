import type { MarketDashboardProps } from '@newsroom/contracts/widgets/market-dashboard';
import { DASHBOARD_ROWS } from '@newsroom/rules/market-sidebar';
import { type MarketDashboardProps as HeadlessProps, MarketDashboard } from '@newsroom/ui';
import { useId } from 'react';
import type { GainersLosers } from '../../content/markets/schemas.ts';
import { price } from '../../lib/marketFormat.ts';
import { type TabLinks, tabHref } from '../../lib/routes/tabHref.ts';
import { fetchMarket } from '../shared/markets/marketFetch.ts';
import { PriceChange } from '../shared/markets/PriceChange.tsx';
import { type DashboardAnswer, dashboardTabLabel, marketStatsHref, toDashboardAnswer } from './rows.ts';

type Exchange = 'nse' | 'bse';
type List = 'gainers' | 'losers';

const EXCHANGES = [
  { value: 'nse', label: 'NSE' },
  { value: 'bse', label: 'BSE' },
] as const;
const LISTS = [
  { value: 'gainers', label: 'Gainers' },
  { value: 'losers', label: 'Losers' },
] as const;

export interface MarketDashboardData {
  exchange: Exchange;
  /** Issue 27: the list shown (`?dashboard=bse-losers` chooses both), and where the links lead. */
  list: List;
  answer: DashboardAnswer;
  links: TabLinks;
}

/** A view's address: the layout's exchange with Gainers is the page's own; any other is named. */
export function dashboardHref(
  data: Pick<MarketDashboardData, 'links'>,
  first: Exchange,
  exchange: Exchange,
  list: List,
): string {
  const shown = exchange === first && list === 'gainers' ? null : `${exchange}-${list}`;
  return tabHref(data.links.path, { dashboard: shown }, data.links.anchor);
}

/**
 * AB-12 market dashboard: the server renders the first exchange's gainers; the island (hydrate
 * "visible") fetches a view's new numbers on every toggle through /api/markets/gainers-losers and
 * refreshes them every minute while in view and the market is open. `fetchView`,
 * `visibilitySource` and `refreshMs` replace the site's call, the browser's view and the minute
 * (stories only).
 */
export function MarketDashboardView({
  props,
  data,
  fetchView,
  ...refresh
}: {
  props: MarketDashboardProps;
  data: MarketDashboardData;
} & Partial<
  Pick<HeadlessProps<DashboardAnswer, Exchange, List>, 'fetchView' | 'visibilitySource' | 'refreshMs'>
>) {
  const headingId = useId();
  const fetchLatest = async (view: string, signal: AbortSignal) => {
    const [exchange = 'nse', list = 'gainers'] = view.split(':');
    const answer = toDashboardAnswer(
      await fetchMarket<GainersLosers>(
        'gainers-losers',
        { exchange, list, duration: props.duration, pagesize: String(DASHBOARD_ROWS) },
        signal,
      ),
      DASHBOARD_ROWS,
    );
    return { answer, open: answer.open };
  };
  return (
    <MarketDashboard<DashboardAnswer, Exchange, List>
      className="widget market-widget market-dashboard"
      id={data.links.anchor}
      aria-labelledby={headingId}
      exchanges={EXCHANGES}
      lists={LISTS}
      exchange={data.exchange}
      list={data.list}
      hrefOf={(exchange, list) => dashboardHref(data, props.exchange, exchange, list)}
      answer={data.answer}
      open={data.answer.open}
      fetchView={fetchView ?? fetchLatest}
      {...refresh}
      tabLabel={(choice, answer) => dashboardTabLabel(choice.label, answer.duration)}
      header={
        <h2 className="widget__title" id={headingId}>
          {props.title}
        </h2>
      }
      classNames={{
        exchanges: 'market-toggle',
        exchange: 'market-toggle__button',
        tabs: 'market-tabs',
        tab: 'market-tabs__tab',
        panel: 'market-dashboard__panel',
        failed: 'market-widget__failed',
      }}
    >
      {(answer, board) => {
        const [exchange = 'nse', list = 'gainers'] = board.view.split(':');
        return (
          <>
            <ol className="market-list market-list--dashboard">
              {answer.rows.map((row) => (
                <li key={row.id} className="market-list__row">
                  {row.url ? (
                    <a className="market-list__name" href={row.url}>
                      {row.name}
                    </a>
                  ) : (
                    <span className="market-list__name">{row.name}</span>
                  )}
                  <span className="price">{price(row.price)}</span>
                  <PriceChange change={row.change} percent={row.percent} show="percent" />
                </li>
              ))}
            </ol>
            <a
              className="market-widget__see-all"
              href={marketStatsHref({ list, exchange, duration: props.duration })}
            >
              See all {list} <span aria-hidden="true">›</span>
            </a>
          </>
        );
      }}
    </MarketDashboard>
  );
}
