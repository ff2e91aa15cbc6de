import {
  selectTopNewsTabsView,
  type TopNewsColumn,
  type TopNewsTab,
  topNewsTabsMachine,
} from '@newsroom/machines';
import * as Tabs from '@radix-ui/react-tabs';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { LinkTab } from '../link-tabs/LinkTab.tsx';

/**
 * HM-02 top news, headless: Radix Tabs "Top News" (first) and "Latest News", driven by
 * `topNewsTabsMachine`. The Top News panel is the caller's (the server's stories); the Latest
 * panel is fetched the first time it opens (`fetchLatest`) and rendered by `renderLatest`.
 *
 * Both panels stay in the page (forceMount, the inactive one `hidden`), so the Top News stories
 * read without JavaScript and a tab change needs nothing from the server but the first Latest
 * list. The Latest tab carries a badge (1–5) from a second after the tabs wake until it is opened;
 * its room is always there (`data-state` shown or hidden), so it moves nothing.
 *
 * Issue 27: each tab is a link (`hrefs`) to the page's address for it, which the server renders
 * with that tab open: a page opened on Latest (`initialTab`) holds its list (`latestPanel`, kept
 * as served: `latestInPage` "served") or says it failed ("failed"), and the machine opens as the
 * page is. Once awake a tab chooses in place, as a button would.
 *
 * `data-state`: root `top` or `latest`; Latest panel `data-status` idle, loading, loaded, served
 * or failed; badge shown or hidden; Radix's active/inactive on tabs and panels.
 */

export interface TopNewsTabsLabels {
  top: string;
  latest: string;
  /** The badge's words for screen readers, e.g. "5 new". */
  badge: (count: number) => string;
  loading: string;
  failed: ReactNode;
  empty: string;
}

const DEFAULT_LABELS: TopNewsTabsLabels = {
  top: 'Top News',
  latest: 'Latest News',
  badge: (count) => `${count} new`,
  loading: 'Loading the latest news…',
  failed: 'The latest news could not be loaded just now.',
  empty: 'No latest news just now.',
};

export interface TopNewsTabsProps<S>
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** The count fitted to the column (the layout's); 17 beside live TV or an active IPL widget. */
  fitted: number;
  column?: Partial<TopNewsColumn>;
  /** The Top News panel's content. */
  topPanel: ReactNode;
  /** The Latest list, at most `count` stories; rejects on a failure (logged by `onFailure`). */
  fetchLatest: (count: number) => Promise<readonly S[]>;
  /** The Latest panel's list; `limit` is how many the list shows. */
  renderLatest: (stories: readonly S[], limit: number) => ReactNode;
  onFailure?: (error: unknown) => void;
  /** For the badge's number; Math.random by default. */
  random?: () => number;
  labels?: Partial<TopNewsTabsLabels>;
  /** Each tab's link: the page's address with that tab open. */
  hrefs: Readonly<Record<TopNewsTab, string>>;
  /** Opens on this tab (a page opens on Latest when its address says so). */
  initialTab?: TopNewsTab;
  /** Opened on Latest: its list is in the page (`latestPanel`), or the page says it failed. */
  latestInPage?: 'served' | 'failed';
  /** The Latest list the page was served with (in the browser, the server's HTML is kept). */
  latestPanel?: ReactNode;
  classNames?: Partial<Record<'tabs' | 'tab' | 'badge' | 'panels' | 'panel' | 'status', string>>;
}

export function TopNewsTabs<S>({
  fitted,
  column,
  topPanel,
  fetchLatest,
  renderLatest,
  onFailure,
  random,
  labels: given,
  hrefs,
  initialTab = 'top',
  latestInPage,
  latestPanel,
  classNames = {},
  ...props
}: TopNewsTabsProps<S>) {
  const labels = { ...DEFAULT_LABELS, ...given };
  const machine = useMemo(
    () =>
      topNewsTabsMachine.provide({
        actors: {
          fetchLatest: fromPromise<readonly unknown[], { count: number }>(({ input }) =>
            fetchLatest(input.count),
          ),
        },
        actions: { reportFailure: (_, { error }) => onFailure?.(error) },
      }),
    [fetchLatest, onFailure],
  );
  const actor = useActorRef(machine, {
    input: {
      fitted,
      opensOn: initialTab,
      ...(latestInPage ? { latestInPage } : {}),
      ...(column ? { column } : {}),
      ...(random ? { random } : {}),
    },
  });
  useEffect(() => {
    if (column) actor.send({ type: 'COLUMN', column });
  }, [actor, column]);
  const view = useSelector(actor, selectTopNewsTabsView);
  const choose = (value: string) => actor.send({ type: value === 'latest' ? 'SHOW_LATEST' : 'SHOW_TOP' });

  return (
    <Tabs.Root {...props} value={view.tab} onValueChange={choose} data-state={view.tab}>
      <Tabs.List className={classNames.tabs} aria-label="Top or latest news">
        <LinkTab value="top" href={hrefs.top} choose={choose} className={classNames.tab}>
          {labels.top}
        </LinkTab>
        <LinkTab value="latest" href={hrefs.latest} choose={choose} className={classNames.tab}>
          {labels.latest}
          <span className={classNames.badge} data-state={view.badge === null ? 'hidden' : 'shown'}>
            {view.badge === null ? null : (
              <>
                <span aria-hidden="true">{view.badge}</span>
                <span className="visually-hidden">, {labels.badge(view.badge)}</span>
              </>
            )}
          </span>
        </LinkTab>
      </Tabs.List>
      <div className={classNames.panels}>
        <Tabs.Content value="top" forceMount hidden={view.tab !== 'top'} className={classNames.panel}>
          {topPanel}
        </Tabs.Content>
        <Tabs.Content
          value="latest"
          forceMount
          hidden={view.tab !== 'latest'}
          className={classNames.panel}
          data-status={view.latestStatus}
          aria-busy={view.latestStatus === 'loading'}
        >
          {view.latestStatus === 'served' ? (
            latestPanel
          ) : view.latestStatus === 'loaded' ? (
            view.latest.length > 0 ? (
              renderLatest(view.latest as readonly S[], view.limit)
            ) : (
              <p className={classNames.status}>{labels.empty}</p>
            )
          ) : view.latestStatus === 'idle' ? null : (
            <p className={classNames.status} role="status">
              {view.latestStatus === 'loading' ? labels.loading : labels.failed}
            </p>
          )}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
