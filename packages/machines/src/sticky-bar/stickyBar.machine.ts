import { setup } from 'xstate';

/**
 * AR-11 sticky byline bar: stuck once the top of the article body reaches the top of the
 * viewport, back in place above it. Positions come in as events from whoever watches the page.
 */
export const stickyBarMachine = setup({
  types: {
    events: {} as { type: 'BODY_TOP'; top: number },
  },
  guards: {
    reached: ({ event }) => event.top <= 0,
    notReached: ({ event }) => event.top > 0,
  },
}).createMachine({
  id: 'stickyBar',
  initial: 'inPlace',
  states: {
    inPlace: { on: { BODY_TOP: { guard: 'reached', target: 'stuck' } } },
    stuck: { on: { BODY_TOP: { guard: 'notReached', target: 'inPlace' } } },
  },
});
