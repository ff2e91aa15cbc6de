import { PAGE_REFRESH_MS } from '@newsroom/rules/home';
import { assign, setup } from 'xstate';

/**
 * HM-13 page refresh: the home page is made again every 6 minutes (REFRESH_INTERVAL, 360000 ms,
 * a named delay) without losing the reader's place.
 *
 * - `counting` from the page's start; after the interval the refresh is `due`.
 * - `due`: refreshed at once when the tab is hidden (the reader comes back to a fresh page where
 *   they were) or shown and the reader is not busy; while they are (typing in a field, a dialog
 *   open: BUSY from the page) it waits for them, and refreshes when they are done.
 * - `refreshing` (final): `refresh` runs once — the page notes the reader's place and reloads.
 *
 * Pure: the caller provides `refresh` and sends VISIBILITY and BUSY as they change.
 */

export const PAGE_REFRESH_INTERVAL_MS = PAGE_REFRESH_MS;

export interface PageRefreshInput {
  /** The tab is hidden (document.visibilityState). */
  hidden?: boolean;
  /** The reader is in the middle of something the refresh would lose. */
  busy?: boolean;
}

export interface PageRefreshContext {
  hidden: boolean;
  busy: boolean;
}

export type PageRefreshEvent = { type: 'VISIBILITY'; hidden: boolean } | { type: 'BUSY'; busy: boolean };

export const pageRefreshMachine = setup({
  types: {
    context: {} as PageRefreshContext,
    events: {} as PageRefreshEvent,
    input: {} as PageRefreshInput,
  },
  delays: {
    REFRESH_INTERVAL: PAGE_REFRESH_INTERVAL_MS,
  },
  guards: {
    mayRefresh: ({ context }) => context.hidden || !context.busy,
  },
  actions: {
    refresh: () => {},
    setVisibility: assign({
      hidden: ({ context, event }) => (event.type === 'VISIBILITY' ? event.hidden === true : context.hidden),
    }),
    setBusy: assign({
      busy: ({ context, event }) => (event.type === 'BUSY' ? event.busy === true : context.busy),
    }),
  },
}).createMachine({
  id: 'pageRefresh',
  context: ({ input }) => ({ hidden: input?.hidden === true, busy: input?.busy === true }),
  initial: 'counting',
  states: {
    counting: {
      after: { REFRESH_INTERVAL: 'due' },
      on: {
        VISIBILITY: { actions: 'setVisibility' },
        BUSY: { actions: 'setBusy' },
      },
    },
    due: {
      always: { guard: 'mayRefresh', target: 'refreshing' },
      on: {
        VISIBILITY: { actions: 'setVisibility', target: 'due', reenter: true },
        BUSY: { actions: 'setBusy', target: 'due', reenter: true },
      },
    },
    refreshing: {
      type: 'final',
      entry: 'refresh',
    },
  },
});

export type PageRefreshMachine = typeof pageRefreshMachine;
export type PageRefreshStatus = 'counting' | 'due' | 'refreshing';
