import {
  STOCK_WIDGET_TABS,
  type StockExchange,
  type StockFeedLike,
  type StockWidgetEvent,
  type StockWidgetView,
  selectStockWidgetView,
  stockWidgetMachine,
} from '@newsroom/machines';

import * as Tabs from '@radix-ui/react-tabs';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
} from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';
import { ActionLink, LinkTab } from '../link-tabs/LinkTab.tsx';

/**
 * AB-04 stock widget, headless: the companies of a story as tabs (the first two; Radix Tabs, manual
 * activation, arrow keys between them), the rest behind a More disclosure (a list of buttons,
 * Escape or a choice closes it and gives focus back to More), NSE and BSE as Radix Tabs inside the
 * company's panel, and the machine `stockWidgetMachine` behind them: another company's feed fetched
 * when it is chosen, feeds kept per company, prices fetched again every minute while in view and
 * the market OPEN.
 *
 *   <StockWidget companies={[{ id, name }]} initialFeed={feed} fetchFeed={…} onFailure={…}
 *     renderHeader={(view) => …} renderExchange={(view, exchange) => …} renderCompany={(view) => …} />
 *
 * Behaviour, ARIA and `data-state` only: the root carries `data-state` (the selected company's
 * feed: loading, loaded, failed), `data-exchange`, `data-market` (OPEN or CLOSED), `data-more` and
 * `data-refresh` (`scheduled` while the next minute's prices are due: in view and OPEN);
 * the site draws everything inside through the render functions. Both exchanges' panels are in
 * the HTML (the one not chosen `hidden`), so the server's markup is the page without script.
 *
 * Issue 27: every choice is a link (`hrefOf`) to the page's address with that choice made (a
 * company, an exchange, More open or closed), which the server renders so (`selected`,
 * `exchange`, `moreOpen`, the selected company's `initialFeed`): without script a reader still
 * reaches every company and both exchanges. Once awake each chooses in place, as before.
 */

/** A state of the widget a link leads to. */
export interface StockWidgetChoice {
  company: string;
  exchange: StockExchange;
  moreOpen: boolean;
}

export interface StockWidgetCompany {
  id: string;
  /** The tab's label: the company's short name. */
  name: string;
}

type ClassPart =
  | 'tabsRow'
  | 'tabs'
  | 'tab'
  | 'more'
  | 'moreButton'
  | 'moreList'
  | 'moreItem'
  | 'panel'
  | 'exchanges'
  | 'exchangeTab'
  | 'exchangePanel';

export interface StockWidgetProps<F extends StockFeedLike>
  extends Omit<ComponentProps<'section'>, 'children' | 'onError'> {
  companies: readonly StockWidgetCompany[];
  /**
   * The base of the parts' ids (tabs, panels, the More list), the same on the server and in the
   * browser: an island is hydrated as a root of its own, where React's useId would name them
   * differently from the page's render. One per widget on a page (letters, digits, `-`, `_`).
   */
  idBase?: string;
  /** The selected company's feed, as the page was rendered with it. */
  initialFeed?: F | null;
  /** The company, the exchange and whether More is open, as the page was rendered (the first, NSE, closed). */
  selected?: string;
  exchange?: StockExchange;
  moreOpen?: boolean;
  /** The page's address with a choice made: every tab, toggle and More item links there. */
  hrefOf: (choice: StockWidgetChoice) => string;
  /** Fetches a company's feed (the site's own /api/markets/company-feed). */
  fetchFeed: (companyId: string) => Promise<F>;
  /** Told of every failed fetch; the widget keeps what it had. */
  onFailure?: (companyId: string, error: unknown) => void;
  /** Where "in view" comes from; an IntersectionObserver (half in view) by default. */
  visibilitySource?: VisibilitySource;
  labels?: Partial<Record<'companies' | 'more' | 'exchanges' | 'nse' | 'bse', string>>;
  classNames?: Partial<Record<ClassPart, string>>;
  /** Above the tabs (the title and the market status). */
  renderHeader?: (view: StockWidgetView<F>) => ReactNode;
  /** One exchange's part of the panel: the quote, its figures and chart. */
  renderExchange: (view: StockWidgetView<F>, exchange: StockExchange) => ReactNode;
  /** The rest of the panel, the same on both exchanges (score, recommendations). */
  renderCompany?: (view: StockWidgetView<F>) => ReactNode;
}

const EXCHANGES: readonly StockExchange[] = ['nse', 'bse'];
const DEFAULT_LABELS = {
  companies: 'Companies in this story',
  more: 'More',
  exchanges: 'Exchange',
  nse: 'NSE',
  bse: 'BSE',
};

const sameView = (a: StockWidgetView, b: StockWidgetView) =>
  a.selected === b.selected &&
  a.exchange === b.exchange &&
  a.status === b.status &&
  a.feed === b.feed &&
  a.updating === b.updating &&
  a.live === b.live &&
  a.moreOpen === b.moreOpen &&
  a.companies === b.companies;

export function StockWidget<F extends StockFeedLike>({
  companies,
  idBase,
  initialFeed = null,
  selected: opensOn,
  exchange: opensOnExchange,
  moreOpen: opensMore,
  hrefOf,
  fetchFeed,
  onFailure,
  visibilitySource = intersectionVisibility,
  labels: givenLabels,
  classNames = {},
  renderHeader,
  renderExchange,
  renderCompany,
  ...props
}: StockWidgetProps<F>) {
  const labels = { ...DEFAULT_LABELS, ...givenLabels };
  const rootRef = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLAnchorElement>(null);
  const generated = useId();
  const base = (idBase ?? `stock-widget${generated}`).replace(/[^\w-]/g, '');
  const ids = {
    tab: (companyId: string) => `${base}-company-${companyId}`,
    panel: `${base}-panel`,
    exchangeTab: (exchange: StockExchange) => `${base}-${exchange}`,
    exchangePanel: (exchange: StockExchange) => `${base}-${exchange}-panel`,
    moreList: `${base}-more`,
  };
  const machine = useMemo(
    () =>
      stockWidgetMachine.provide({
        actors: {
          fetchFeed: fromPromise<StockFeedLike, { companyId: string }>(({ input }) =>
            fetchFeed(input.companyId),
          ),
          visibilitySource: fromCallback<StockWidgetEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
        },
        actions: {
          logFailure: (_, params) => onFailure?.(params.companyId, params.error),
        },
      }),
    [fetchFeed, visibilitySource, onFailure],
  );
  const actor = useActorRef(machine, {
    input: {
      companies: companies.map((company) => company.id),
      initialFeed,
      ...(opensOn ? { selected: opensOn } : {}),
      ...(opensOnExchange ? { exchange: opensOnExchange } : {}),
      ...(opensMore ? { moreOpen: true } : {}),
    },
  });
  const view = useSelector(actor, (snapshot) => selectStockWidgetView<F>(snapshot), sameView);
  const known = companies.filter((company) => view.companies.includes(company.id));
  if (known.length === 0) return null;

  const tabbed = known.slice(0, STOCK_WIDGET_TABS);
  const more = known.slice(STOCK_WIDGET_TABS);
  const selected = known.find((company) => company.id === view.selected);
  const inMore = more.some((company) => company.id === view.selected);
  const select = (companyId: string) => actor.send({ type: 'SELECT', companyId });
  const chooseExchange = (exchange: string) =>
    actor.send({ type: 'EXCHANGE', exchange: exchange as StockExchange });
  const here = { company: view.selected, exchange: view.exchange, moreOpen: false };

  const closeMore = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !view.moreOpen) return;
    event.preventDefault();
    actor.send({ type: 'MORE.CLOSE' });
    moreButton.current?.focus();
  };
  const leaveMore = (event: FocusEvent<HTMLDivElement>) => {
    if (view.moreOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      actor.send({ type: 'MORE.CLOSE' });
    }
  };

  return (
    <section
      {...props}
      ref={rootRef}
      data-state={view.status}
      data-exchange={view.exchange}
      data-market={view.marketStatus}
      data-more={view.moreOpen ? 'open' : 'closed'}
      data-refresh={view.live ? 'scheduled' : 'off'}
      aria-busy={view.status === 'loading' || view.updating || undefined}
    >
      {renderHeader?.(view)}
      <Tabs.Root value={view.selected} onValueChange={select} activationMode="manual">
        <div className={classNames.tabsRow}>
          <Tabs.List className={classNames.tabs} aria-label={labels.companies}>
            {tabbed.map((company) => (
              <LinkTab
                key={company.id}
                value={company.id}
                href={hrefOf({ ...here, company: company.id })}
                choose={select}
                className={classNames.tab}
                id={ids.tab(company.id)}
                aria-controls={ids.panel}
              >
                {company.name}
              </LinkTab>
            ))}
          </Tabs.List>
          {more.length > 0 && (
            // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving bubble here from the button and the list
            <div className={classNames.more} onKeyDown={closeMore} onBlur={leaveMore}>
              <ActionLink
                ref={moreButton}
                href={hrefOf({ ...here, moreOpen: !view.moreOpen })}
                act={() => actor.send({ type: 'MORE.TOGGLE' })}
                className={classNames.moreButton}
                aria-expanded={view.moreOpen}
                aria-controls={view.moreOpen ? ids.moreList : undefined}
                data-state={inMore ? 'active' : 'inactive'}
              >
                {labels.more}
              </ActionLink>
              {view.moreOpen && (
                <ul id={ids.moreList} className={classNames.moreList} aria-label={labels.more}>
                  {more.map((company) => (
                    <li key={company.id}>
                      <ActionLink
                        href={hrefOf({ ...here, company: company.id })}
                        act={() => {
                          select(company.id);
                          moreButton.current?.focus();
                        }}
                        className={classNames.moreItem}
                        aria-pressed={company.id === view.selected}
                        data-state={company.id === view.selected ? 'active' : 'inactive'}
                      >
                        {company.name}
                      </ActionLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <Tabs.Content
          value={view.selected}
          className={classNames.panel}
          id={ids.panel}
          // A company from More has no tab to be named by: its own name names the panel.
          {...(inMore
            ? { 'aria-labelledby': undefined, 'aria-label': selected?.name }
            : { 'aria-labelledby': ids.tab(view.selected) })}
        >
          <Tabs.Root value={view.exchange} onValueChange={chooseExchange}>
            <Tabs.List className={classNames.exchanges} aria-label={labels.exchanges}>
              {EXCHANGES.map((exchange) => (
                <LinkTab
                  key={exchange}
                  value={exchange}
                  href={hrefOf({ ...here, exchange })}
                  choose={chooseExchange}
                  className={classNames.exchangeTab}
                  id={ids.exchangeTab(exchange)}
                  aria-controls={ids.exchangePanel(exchange)}
                >
                  {labels[exchange]}
                </LinkTab>
              ))}
            </Tabs.List>
            {EXCHANGES.map((exchange) => (
              <Tabs.Content
                key={exchange}
                value={exchange}
                forceMount
                hidden={exchange !== view.exchange}
                className={classNames.exchangePanel}
                id={ids.exchangePanel(exchange)}
                aria-labelledby={ids.exchangeTab(exchange)}
              >
                {renderExchange(view, exchange)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {renderCompany?.(view)}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
