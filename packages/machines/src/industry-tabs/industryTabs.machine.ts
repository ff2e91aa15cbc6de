import { assign, fromPromise, setup } from 'xstate';

/**
 * HM-06 news by industry: tabs, Featured first (its stories come with the page); choosing any
 * other tab loads that tab's stories once, then keeps them (context `stories`); a loading
 * indicator shows meanwhile.
 *
 * One fetch at a time, never cancelled (a reader who moves on does not make the same tab be asked
 * twice):
 * - `idle`: nothing in flight. SELECT of a tab without stories starts `fetching` it (also one whose
 *   fetch failed before: choosing it again asks again).
 * - `fetching`: the fetch of `context.fetching` is in flight. SELECT only moves the active tab
 *   (and forgets that tab's failure, so it is asked again).
 *   When the fetch ends (stories kept, or the failure recorded and reported), the active tab is
 *   fetched next if it has neither stories nor a failure of its own; else back to `idle`.
 *
 * So the active tab always has stories, a failure, or a fetch coming: its status (`loaded`,
 * `failed`, `loading`) is derived by `selectIndustryTabsView`.
 *
 * Issue 27: the page's address may choose another tab (`?industry=3`); the server then renders it
 * with its stories (`opensOn`), or with its failure (`opensOn.failed`), and the machine opens on it
 * as the page shows it: its stories are the page's (kept, like Featured's), its failure is asked
 * again when the reader chooses it again.
 *
 * Pure: the caller provides `fetchTab` (input: the tab) and `reportFailure` (spec §8: logged, the
 * widget unchanged).
 */

export interface IndustryTab {
  /** The section id: the tab's value. */
  msid: string;
  /** Ask with `mode=hierarchy` (spec §7: the tabs whose stories are filed below them). */
  hierarchy: boolean;
}

export interface IndustryTabsInput {
  /** Every tab in order; the first is Featured, shown at first. */
  tabs: readonly IndustryTab[];
  /** The first tab's stories, which came with the page. */
  featured: readonly unknown[];
  /**
   * The tab the page opened on, when not the first: its stories came with the page (`stories`,
   * what the machine keeps of them), or the page says they could not be had (`failed`).
   */
  opensOn?: { msid: string; stories?: readonly unknown[]; failed?: boolean };
}

export interface IndustryTabsContext {
  tabs: readonly IndustryTab[];
  active: string;
  /** Each loaded tab's stories, by msid: asked for once, then kept. */
  stories: Readonly<Record<string, readonly unknown[]>>;
  /** Tabs whose last fetch failed. */
  failed: readonly string[];
  /** The tab being fetched, while `fetching`. */
  fetching: string | null;
}

export type IndustryTabsEvent = { type: 'SELECT'; tab: string };

const hasStories = (context: IndustryTabsContext, tab: string) => Object.hasOwn(context.stories, tab);
const isOtherTab = (context: IndustryTabsContext, tab: string) =>
  tab !== context.active && context.tabs.some((each) => each.msid === tab);

export const industryTabsMachine = setup({
  types: {
    context: {} as IndustryTabsContext,
    events: {} as IndustryTabsEvent,
    input: {} as IndustryTabsInput,
  },
  actors: {
    fetchTab: fromPromise<readonly unknown[], IndustryTab>(async () => {
      throw new Error('fetchTab is provided by the page');
    }),
  },
  guards: {
    /** A tab of this widget, other than the one shown. */
    otherTab: ({ context, event }) => isOtherTab(context, event.tab),
    /** Another tab, and one without stories: it is to be fetched. */
    otherTabWithoutStories: ({ context, event }) =>
      isOtherTab(context, event.tab) && !hasStories(context, event.tab),
    /**
     * The fetch that just ended was not the active tab's, and the active tab has neither stories
     * nor a failure: it is fetched next.
     */
    activeTabWaits: ({ context }) =>
      context.active !== context.fetching &&
      !hasStories(context, context.active) &&
      !context.failed.includes(context.active),
  },
  actions: {
    reportFailure: (_, _params: { error: unknown }) => {},
    /** Shows the tab; a tab whose fetch failed, chosen again, is to be asked again. */
    choose: assign(({ context, event }) => ({
      active: event.tab,
      failed: context.failed.filter((tab) => tab !== event.tab),
    })),
    startFetch: assign({ fetching: ({ context }) => context.active }),
    keepStories: assign(({ context }, params: { stories: readonly unknown[] }) => ({
      stories: context.fetching
        ? { ...context.stories, [context.fetching]: [...params.stories] }
        : context.stories,
      fetching: null,
    })),
    recordFailure: assign(({ context }) => ({
      failed: context.fetching ? [...context.failed, context.fetching] : context.failed,
      fetching: null,
    })),
  },
}).createMachine({
  id: 'industryTabs',
  context: ({ input }) => {
    const tabs = Array.isArray(input?.tabs) ? input.tabs : [];
    const first = tabs[0]?.msid ?? '';
    const stories: Record<string, readonly unknown[]> = {
      [first]: Array.isArray(input?.featured) ? [...input.featured] : [],
    };
    const opened = input?.opensOn;
    const opens = opened && tabs.some((tab) => tab.msid === opened.msid) ? opened : null;
    if (opens && opens.failed !== true)
      stories[opens.msid] = Array.isArray(opens.stories) ? [...opens.stories] : [];
    return {
      tabs,
      active: opens?.msid ?? first,
      stories,
      failed: opens?.failed === true && opens.msid !== first ? [opens.msid] : [],
      fetching: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT: [
          { guard: 'otherTabWithoutStories', target: 'fetching', actions: 'choose' },
          { guard: 'otherTab', actions: 'choose' },
        ],
      },
    },
    fetching: {
      tags: ['loading'],
      entry: 'startFetch',
      invoke: {
        id: 'fetchTab',
        src: 'fetchTab',
        input: ({ context }) => context.tabs.find((tab) => tab.msid === context.fetching)!,
        onDone: [
          {
            guard: 'activeTabWaits',
            target: 'fetching',
            reenter: true,
            actions: { type: 'keepStories', params: ({ event }) => ({ stories: event.output }) },
          },
          {
            target: 'idle',
            actions: { type: 'keepStories', params: ({ event }) => ({ stories: event.output }) },
          },
        ],
        onError: [
          {
            guard: 'activeTabWaits',
            target: 'fetching',
            reenter: true,
            actions: [
              'recordFailure',
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'idle',
            actions: [
              'recordFailure',
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
      on: { SELECT: { guard: 'otherTab', actions: 'choose' } },
    },
  },
});

export type IndustryTabsMachine = typeof industryTabsMachine;

export type IndustryTabStatus = 'loaded' | 'loading' | 'failed';

export interface IndustryTabsView {
  active: string;
  /** The active tab's: its stories are kept, its fetch failed, or they are on their way. */
  status: IndustryTabStatus;
  /** The active tab's stories (empty unless `loaded`). */
  stories: readonly unknown[];
  /** Every tab whose stories are kept (their panels can be filled). */
  loaded: Readonly<Record<string, readonly unknown[]>>;
}

/** What the parts render from a snapshot. */
export function selectIndustryTabsView(snapshot: { context: IndustryTabsContext }): IndustryTabsView {
  const { context } = snapshot;
  const stories = hasStories(context, context.active) ? context.stories[context.active]! : null;
  return {
    active: context.active,
    status: stories ? 'loaded' : context.failed.includes(context.active) ? 'failed' : 'loading',
    stories: stories ?? [],
    loaded: context.stories,
  };
}
