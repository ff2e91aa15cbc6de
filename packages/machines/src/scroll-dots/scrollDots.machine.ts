import { assign, setup } from 'xstate';

/**
 * AB-12 upside radar (spec §4 "dots track scroll position"): which dot of a horizontally scrolling
 * strip is current.
 *
 * - `following`: the strip is scrolled by the reader (touch, trackpad, keyboard, scroll-snap); each
 *   SCROLLED `{ index }` (the item nearest the strip's start, measured by the UI) makes that dot
 *   current.
 * - GOTO `{ index }` (a dot pressed) makes that dot current at once and asks the UI to scroll there
 *   (the action `scrollTo`, provided by the caller). While that smooth scroll passes over the items
 *   in between (`seeking`) their SCROLLED reports are not followed — the pressed dot would
 *   otherwise flicker back — until the strip reaches the item, reports SETTLED (scrollend), or
 *   SEEK_TIMEOUT (800 ms, a named delay) passes, whichever comes first.
 */

export const SCROLL_DOTS_SEEK_TIMEOUT_MS = 800;

export interface ScrollDotsInput {
  count: number;
}

export interface ScrollDotsContext {
  count: number;
  active: number;
}

export type ScrollDotsEvent =
  | { type: 'SCROLLED'; index: number }
  | { type: 'GOTO'; index: number }
  | { type: 'SETTLED'; index: number }
  | { type: 'COUNT'; count: number };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, count: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.round(index)), Math.max(0, count - 1))
    : 0;

export const scrollDotsMachine = setup({
  types: {
    context: {} as ScrollDotsContext,
    events: {} as ScrollDotsEvent,
    input: {} as ScrollDotsInput,
  },
  actions: {
    // Placeholder, replaced by the caller: scrolls the strip so item `index` is at its start.
    scrollTo: (_, _params: { index: number }) => {},
    follow: assign({
      active: ({ context: c, event }) =>
        event.type === 'SCROLLED' || event.type === 'SETTLED' || event.type === 'GOTO'
          ? clamp(event.index, c.count)
          : c.active,
    }),
    setCount: assign(({ context: c, event }) => {
      if (event.type !== 'COUNT') return {};
      const count = toCount(event.count);
      return { count, active: clamp(c.active, count) };
    }),
  },
  guards: {
    reachesTarget: ({ context: c, event }) =>
      event.type === 'SCROLLED' && clamp(event.index, c.count) === c.active,
  },
  delays: {
    SEEK_TIMEOUT: SCROLL_DOTS_SEEK_TIMEOUT_MS,
  },
}).createMachine({
  id: 'scrollDots',
  context: ({ input }) => ({ count: toCount(input?.count), active: 0 }),
  initial: 'following',
  on: {
    COUNT: { actions: 'setCount' },
    GOTO: {
      target: '.seeking',
      reenter: true,
      actions: ['follow', { type: 'scrollTo', params: ({ context }) => ({ index: context.active }) }],
    },
  },
  states: {
    following: {
      on: { SCROLLED: { actions: 'follow' }, SETTLED: { actions: 'follow' } },
    },
    seeking: {
      on: {
        SCROLLED: { guard: 'reachesTarget', target: 'following' },
        SETTLED: { actions: 'follow', target: 'following' },
      },
      after: { SEEK_TIMEOUT: { target: 'following' } },
    },
  },
});

export type ScrollDotsMachine = typeof scrollDotsMachine;
