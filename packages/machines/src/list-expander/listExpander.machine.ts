import { assign, setup } from 'xstate';

/**
 * AB-12 most-searched stocks (spec §4): how many rows of a list show. `first` at first (5);
 * LOAD_MORE adds `step` (10) up to the list's length; once all show, the list offers LOAD_LESS,
 * which goes back to `first`.
 *
 * States: `collapsed` (the first rows; LOAD_MORE offered when there are more), `growing` (more
 * than the first, not yet all: both offered), `expanded` (all rows: LOAD_LESS offered). A list
 * no longer than `first` stays `collapsed` and offers nothing.
 */

export interface ListExpanderInput {
  total: number;
  first: number;
  step: number;
}

export interface ListExpanderContext extends ListExpanderInput {
  shown: number;
}

export type ListExpanderEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'LOAD_LESS' }
  | { type: 'TOTAL'; total: number };

const count = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : fallback;

export const listExpanderMachine = setup({
  types: {
    context: {} as ListExpanderContext,
    events: {} as ListExpanderEvent,
    input: {} as ListExpanderInput,
  },
  guards: {
    hasMore: ({ context: c }) => c.shown < c.total,
    showsAll: ({ context: c }) => c.shown >= c.total && c.total > c.first,
    beyondFirst: ({ context: c }) => c.shown > c.first,
  },
  actions: {
    more: assign({ shown: ({ context: c }) => Math.min(c.total, c.shown + c.step) }),
    less: assign({ shown: ({ context: c }) => Math.min(c.first, c.total) }),
    setTotal: assign(({ context: c, event }) => {
      if (event.type !== 'TOTAL') return {};
      const total = count(event.total, c.total);
      return { total, shown: Math.min(Math.max(c.shown, Math.min(c.first, total)), total) };
    }),
  },
}).createMachine({
  id: 'listExpander',
  context: ({ input }) => {
    const total = count(input?.total, 0);
    const first = Math.max(1, count(input?.first, 5));
    return { total, first, step: Math.max(1, count(input?.step, 10)), shown: Math.min(first, total) };
  },
  initial: 'deciding',
  on: {
    TOTAL: { actions: 'setTotal', target: '.deciding' },
  },
  states: {
    // Transient: a snapshot is always one of the three below.
    deciding: {
      always: [
        { guard: 'showsAll', target: 'expanded' },
        { guard: 'beyondFirst', target: 'growing' },
        { target: 'collapsed' },
      ],
    },
    collapsed: {
      on: { LOAD_MORE: { guard: 'hasMore', actions: 'more', target: 'deciding' } },
    },
    growing: {
      on: {
        LOAD_MORE: { guard: 'hasMore', actions: 'more', target: 'deciding' },
        LOAD_LESS: { actions: 'less', target: 'deciding' },
      },
    },
    expanded: {
      on: { LOAD_LESS: { actions: 'less', target: 'deciding' } },
    },
  },
});

export type ListExpanderState = 'collapsed' | 'growing' | 'expanded';

export interface ListExpanderView {
  state: ListExpanderState;
  shown: number;
  canLoadMore: boolean;
  canLoadLess: boolean;
}

export function selectListExpander(snapshot: {
  context: ListExpanderContext;
  value: unknown;
}): ListExpanderView {
  const { shown, total, first } = snapshot.context;
  const state = snapshot.value as ListExpanderState;
  return { state, shown, canLoadMore: shown < total, canLoadLess: shown > first && state !== 'collapsed' };
}
