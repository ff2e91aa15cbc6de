import {
  type IndustryTab,
  type IndustryTabStatus,
  industryTabsMachine,
  selectIndustryTabsView,
} from '@newsroom/machines';
import * as Tabs from '@radix-ui/react-tabs';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { LinkTab } from '../link-tabs/LinkTab.tsx';

/**
 * HM-06 news by industry, headless: Radix Tabs driven by `industryTabsMachine`. The first tab
 * (Featured) has its panel from the caller (the server's stories, readable without JavaScript);
 * any other tab's stories are fetched the first time it is chosen (`fetchTab`), kept, and
 * rendered by `renderStories`. Every panel stays in the page (forceMount, inactive ones
 * `hidden`) with its `footer` (e.g. the way to the industry's page), so the links are in the
 * server HTML.
 *
 * Issue 27: each tab is a link (`href`) to the page's address for it, which the server renders with
 * that tab chosen: a page opened on another tab than Featured (`opensOn`) holds its stories
 * (`openedPanel`, kept as served) or says they failed, and the machine opens as the page is. Once
 * awake a tab chooses in place, as a button would.
 *
 * `data-state`: root the active tab's status (`loaded`, `loading`, `failed`); each panel
 * `data-status` (`idle` until chosen); Radix's active/inactive on tabs and panels.
 */

export interface IndustryTabItem extends IndustryTab {
  label: string;
  /** The tab's link: the page's address with this tab chosen. */
  href: string;
  /** Below the panel's stories (the server renders it for every tab). */
  footer?: ReactNode;
}

export interface IndustryTabsLabels {
  /** The tab list's name for screen readers. */
  list: string;
  loading: (tab: string) => string;
  failed: (tab: string) => ReactNode;
  empty: (tab: string) => string;
}

const DEFAULT_LABELS: IndustryTabsLabels = {
  list: 'Industries',
  loading: (tab) => `Loading ${tab} news…`,
  failed: (tab) => `${tab} news could not be loaded just now.`,
  empty: (tab) => `No ${tab} news just now.`,
};

export interface IndustryTabsProps<S>
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** Every tab in order; the first is Featured, shown at first. */
  tabs: readonly IndustryTabItem[];
  /** The first tab's panel (the server's stories; in the browser the server's HTML is kept). */
  featuredPanel: ReactNode;
  /** The first tab's stories as the machine keeps them (they came with the page). */
  featured?: readonly S[];
  /** The tab the page opened on, when not the first; `failed` when the page could not have its stories. */
  opensOn?: { msid: string; failed?: boolean };
  /** That tab's panel as the page was served with it (in the browser, the server's HTML is kept). */
  openedPanel?: ReactNode;
  /** A tab's stories; rejects on a failure (reported through `onFailure`). */
  fetchTab: (tab: IndustryTab) => Promise<readonly S[]>;
  renderStories: (stories: readonly S[], tab: IndustryTabItem) => ReactNode;
  onFailure?: (error: unknown) => void;
  labels?: Partial<IndustryTabsLabels>;
  classNames?: Partial<Record<'tabs' | 'tab' | 'panels' | 'panel' | 'status', string>>;
}

export function IndustryTabs<S>({
  tabs,
  featuredPanel,
  featured = [],
  opensOn,
  openedPanel,
  fetchTab,
  renderStories,
  onFailure,
  labels: given,
  classNames = {},
  ...props
}: IndustryTabsProps<S>) {
  const labels = { ...DEFAULT_LABELS, ...given };
  const machine = useMemo(
    () =>
      industryTabsMachine.provide({
        actors: {
          fetchTab: fromPromise<readonly unknown[], IndustryTab>(({ input }) =>
            fetchTab({ msid: input.msid, hierarchy: input.hierarchy }),
          ),
        },
        actions: { reportFailure: (_, { error }) => onFailure?.(error) },
      }),
    [fetchTab, onFailure],
  );
  const actor = useActorRef(machine, {
    input: {
      tabs: tabs.map(({ msid, hierarchy }) => ({ msid, hierarchy })),
      featured,
      ...(opensOn ? { opensOn: { msid: opensOn.msid, failed: opensOn.failed === true } } : {}),
    },
  });
  const view = useSelector(actor, selectIndustryTabsView);
  const [first] = tabs;
  if (!first) return null;

  const statusOf = (tab: IndustryTabItem): IndustryTabStatus | 'idle' => {
    if (tab.msid === view.active) return view.status;
    return Object.hasOwn(view.loaded, tab.msid) ? 'loaded' : 'idle';
  };
  const panelOf = (tab: IndustryTabItem, status: IndustryTabStatus | 'idle') => {
    if (tab === first) return featuredPanel;
    // Served with the page: the server's stories, kept for good (never asked again).
    if (opensOn && opensOn.failed !== true && tab.msid === opensOn.msid) return openedPanel;
    if (status === 'loaded') {
      const stories = (view.loaded[tab.msid] ?? []) as readonly S[];
      return stories.length > 0 ? (
        renderStories(stories, tab)
      ) : (
        <p className={classNames.status}>{labels.empty(tab.label)}</p>
      );
    }
    if (status === 'idle') return null;
    return (
      <p className={classNames.status} role="status">
        {status === 'loading' ? labels.loading(tab.label) : labels.failed(tab.label)}
      </p>
    );
  };

  const choose = (value: string) => actor.send({ type: 'SELECT', tab: value });

  return (
    <Tabs.Root {...props} value={view.active} onValueChange={choose} data-state={view.status}>
      <Tabs.List className={classNames.tabs} aria-label={labels.list}>
        {tabs.map((tab) => (
          <LinkTab key={tab.msid} value={tab.msid} href={tab.href} choose={choose} className={classNames.tab}>
            {tab.label}
          </LinkTab>
        ))}
      </Tabs.List>
      <div className={classNames.panels}>
        {tabs.map((tab) => {
          const status = statusOf(tab);
          return (
            <Tabs.Content
              key={tab.msid}
              value={tab.msid}
              forceMount
              hidden={tab.msid !== view.active}
              className={classNames.panel}
              data-status={status}
              aria-busy={status === 'loading'}
            >
              {panelOf(tab, status)}
              {tab.footer}
            </Tabs.Content>
          );
        })}
      </div>
    </Tabs.Root>
  );
}
