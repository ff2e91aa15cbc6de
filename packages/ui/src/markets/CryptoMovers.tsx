import * as Tabs from '@radix-ui/react-tabs';
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { VisibilitySource } from '../carousel/visibility.ts';
import { LinkTab } from '../link-tabs/LinkTab.tsx';
import { useMarketBoard } from './useMarketBoard.ts';

/**
 * AB-12 crypto prices and dashboard, headless: Top Gainers / Top Losers tabs (Radix Tabs; gainers
 * first, the spec's default). Both lists are in the server's HTML (the inactive one `hidden`), so
 * the page reads without JavaScript and a tab change needs no fetch. Coins trade around the clock:
 * both lists refresh every minute while in view (`fetchMovers`, one answer for both).
 *
 * Issue 27: each tab is a link (`hrefOf`) to the page's address with that list shown, which the
 * server renders (`list`); once awake a tab chooses in place, as a button would.
 *
 * `data-state` on the root: `idle` or `refreshing`; on each tab and panel Radix's `active` or
 * `inactive`.
 */

export type CryptoList = 'gainers' | 'losers';

export interface CryptoMoversProps<A> extends Omit<ComponentProps<'section'>, 'children'> {
  answer: A;
  /** The list the page was rendered with (Top Gainers by default). */
  list?: CryptoList;
  /** The page's address with a list shown: each tab links there. */
  hrefOf: (list: CryptoList) => string;
  fetchMovers: (signal: AbortSignal) => Promise<A>;
  labels?: Record<CryptoList, string>;
  children: (answer: A, list: CryptoList) => ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
  visibilitySource?: VisibilitySource;
  /** Replaces the 60 s refresh interval (stories and tests only). */
  refreshMs?: number;
  classNames?: Partial<Record<'tabs' | 'tab' | 'panel', string>>;
}

const LISTS: readonly CryptoList[] = ['gainers', 'losers'];

export function CryptoMovers<A>({
  answer,
  list: opensOn = 'gainers',
  hrefOf,
  fetchMovers,
  labels = { gainers: 'Top Gainers', losers: 'Top Losers' },
  children,
  header,
  footer,
  visibilitySource,
  refreshMs,
  classNames = {},
  ...props
}: CryptoMoversProps<A>) {
  // Which tab is Radix's business (keyboard, focus); the state mirrors it only to hide the other panel.
  const [shown, setShown] = useState<CryptoList>(opensOn === 'losers' ? 'losers' : 'gainers');
  const choose = (value: string) => setShown(value === 'losers' ? 'losers' : 'gainers');
  const board = useMarketBoard<A>({
    view: 'movers',
    answer,
    // Coins trade around the clock: their market is always open.
    open: true,
    fetchView: async (_view, signal) => ({ answer: await fetchMovers(signal), open: true }),
    ...(visibilitySource ? { visibilitySource } : {}),
    ...(refreshMs !== undefined ? { refreshMs } : {}),
  });
  return (
    <section {...props} ref={board.ref} data-state={board.status === 'refreshing' ? 'refreshing' : 'idle'}>
      {header}
      <Tabs.Root value={shown} onValueChange={choose}>
        <Tabs.List className={classNames.tabs} aria-label="Top gainers or top losers">
          {LISTS.map((list) => (
            <LinkTab key={list} value={list} href={hrefOf(list)} choose={choose} className={classNames.tab}>
              {labels[list]}
            </LinkTab>
          ))}
        </Tabs.List>
        {LISTS.map((list) => (
          // Both panels stay in the HTML (the inactive one hidden): readable without JavaScript.
          <Tabs.Content
            key={list}
            value={list}
            forceMount
            hidden={list !== shown}
            className={classNames.panel}
          >
            {children(board.answer, list)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {footer}
    </section>
  );
}
