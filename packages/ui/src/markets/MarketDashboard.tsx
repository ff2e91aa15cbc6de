import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { ActionLink, LinkTab } from '../link-tabs/LinkTab.tsx';
import { type UseMarketBoard, useMarketBoard } from './useMarketBoard.ts';

/**
 * AB-12 market dashboard, headless: an exchange toggle (NSE/BSE, `aria-pressed` buttons) and
 * Gainers/Losers tabs (Radix Tabs) over one panel of rows. A toggle or tab asks for that view's new
 * numbers (`fetchView`, view key `exchange:list`); the old rows stay, `aria-busy`, until they come,
 * so the panel never changes size. A failure says so in words beside the tabs. Prices refresh
 * every minute while in view and the market is open (`useMarketBoard`).
 *
 * `data-state` on the root: `idle`, `loading`, `refreshing`, `failed`; on the root also
 * `data-exchange` and `data-list`. Labels (e.g. "Weekly Gainers") come from `tabLabel`, which sees
 * the answer on screen.
 *
 * Issue 27: every toggle and tab is a link (`hrefOf`) to the page's address with that view, which
 * the server renders (`exchange`, `list`): without script a reader still reaches every view. Once
 * awake each chooses in place, as a button would.
 */

export interface DashboardChoice<V extends string> {
  value: V;
  label: string;
}

export interface MarketDashboardProps<A, E extends string, L extends string>
  extends Omit<ComponentProps<'section'>, 'children'> {
  exchanges: readonly DashboardChoice<E>[];
  lists: readonly DashboardChoice<L>[];
  exchange: E;
  list: L;
  /** The page's address showing a view: every toggle and tab links there. */
  hrefOf: (exchange: E, list: L) => string;
  answer: A;
  open: boolean;
  fetchView: (view: string, signal: AbortSignal) => Promise<{ answer: unknown; open: boolean }>;
  /** A tab's label for the answer on screen (the spec: "Weekly" when its duration is not 1d). */
  tabLabel?: (list: DashboardChoice<L>, answer: A) => string;
  /** The rows of the answer on screen. */
  children: (answer: A, board: UseMarketBoard<A>) => ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
  failedText?: string;
  retryText?: string;
  visibilitySource?: VisibilitySource;
  /** Replaces the 60 s refresh interval (stories and tests only). */
  refreshMs?: number;
  classNames?: Partial<Record<'exchanges' | 'exchange' | 'tabs' | 'tab' | 'panel' | 'failed', string>>;
}

export const viewKey = (exchange: string, list: string) => `${exchange}:${list}`;
const partsOf = (view: string) => view.split(':') as [string, string];

export function MarketDashboard<A, E extends string, L extends string>({
  exchanges,
  lists,
  exchange,
  list,
  hrefOf,
  answer,
  open,
  fetchView,
  tabLabel = (choice) => choice.label,
  children,
  header,
  footer,
  failedText = 'These figures could not be updated just now.',
  retryText = 'Try again',
  visibilitySource,
  refreshMs,
  classNames = {},
  ...props
}: MarketDashboardProps<A, E, L>) {
  const board = useMarketBoard<A>({
    view: viewKey(exchange, list),
    answer,
    open,
    fetchView,
    ...(visibilitySource ? { visibilitySource } : {}),
    ...(refreshMs !== undefined ? { refreshMs } : {}),
  });
  const [chosenExchange, chosenList] = partsOf(board.view) as [E, L];
  const chooseList = (value: string) => board.select(viewKey(chosenExchange, value));
  return (
    <section
      {...props}
      ref={board.ref}
      data-state={board.status}
      data-exchange={chosenExchange}
      data-list={chosenList}
    >
      {header}
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of toggle buttons, not form fields */}
      <div role="group" aria-label="Exchange" className={classNames.exchanges}>
        {exchanges.map((choice) => (
          <ActionLink
            key={choice.value}
            href={hrefOf(choice.value, chosenList)}
            act={() => board.select(viewKey(choice.value, chosenList))}
            className={classNames.exchange}
            aria-pressed={choice.value === chosenExchange}
            data-state={choice.value === chosenExchange ? 'on' : 'off'}
          >
            {choice.label}
          </ActionLink>
        ))}
      </div>
      <Tabs.Root value={chosenList} onValueChange={chooseList}>
        <Tabs.List className={classNames.tabs} aria-label="Gainers or losers">
          {lists.map((choice) => (
            <LinkTab
              key={choice.value}
              value={choice.value}
              href={hrefOf(chosenExchange, choice.value)}
              choose={chooseList}
              className={classNames.tab}
            >
              {tabLabel(choice, board.answer)}
            </LinkTab>
          ))}
        </Tabs.List>
        {board.status === 'failed' && (
          <p className={classNames.failed} role="alert">
            {failedText}{' '}
            <button type="button" onClick={board.retry}>
              {retryText}
            </button>
          </p>
        )}
        <Tabs.Content
          value={chosenList}
          className={classNames.panel}
          aria-busy={board.status === 'loading'}
          data-loading={board.status === 'loading' ? '' : undefined}
        >
          {children(board.answer, board)}
        </Tabs.Content>
      </Tabs.Root>
      {footer}
    </section>
  );
}
