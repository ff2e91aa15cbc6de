import { type CountdownFace, countdownFace, msToNextTick } from '@newsroom/rules/countdown';
import { assign, setup } from 'xstate';

/**
 * HM-08 countdown (spec §4 "Timer widget"): counts down to the target moment, once a second.
 *
 *   deciding ──▶ counting ──(TICK: to the next whole second left)──▶ deciding
 *   deciding ──(zero reached)──▶ live (final: LIVE and Watch Now stay)
 *   SYNC { now } (anywhere): the page's clock again, e.g. when a hidden tab is shown (browsers
 *   slow a hidden tab's timers), then deciding
 *
 * `target` and `now` are epoch ms; a target that is not a finite number counts as the epoch
 * (live at once), as the rule module says of a timer text not of the form (parseTimerDate).
 *
 * Pure: on every tick the action `readClock` reads the time. Its placeholder assumes the clock
 * moved by exactly the delay; the browser gives it the page's clock (`Date.now()`), so ticks that
 * a busy page delays never make the countdown run slow. Tags: `counting`, `live`.
 */

export interface CountdownInput {
  /** The target moment, epoch ms (parseTimerDate of the editors' text). */
  target: number;
  /** The clock when the countdown starts, epoch ms. */
  now: number;
}

export interface CountdownContext {
  target: number;
  now: number;
}

export type CountdownEvent = { type: 'SYNC'; now: number };

const finiteOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  delays: {
    TICK: ({ context }) => msToNextTick(context.target, context.now),
  },
  guards: {
    reachedZero: ({ context }) => countdownFace(context.target, context.now).state === 'live',
  },
  actions: {
    // Placeholder, replaced by the caller with its clock: the time moved by exactly the delay.
    readClock: assign({ now: ({ context }) => context.now + msToNextTick(context.target, context.now) }),
    sync: assign({
      now: ({ context, event }) => (event.type === 'SYNC' ? finiteOr(event.now, context.now) : context.now),
    }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({
    target: finiteOr(input?.target, 0),
    now: finiteOr(input?.now, 0),
  }),
  initial: 'deciding',
  states: {
    // Transient: never the value of a snapshot.
    deciding: {
      always: [{ guard: 'reachedZero', target: 'live' }, { target: 'counting' }],
    },
    counting: {
      tags: ['counting'],
      after: { TICK: { actions: 'readClock', target: 'deciding' } },
      on: { SYNC: { actions: 'sync', target: 'deciding' } },
    },
    live: { tags: ['live'], type: 'final' },
  },
});

export type CountdownMachine = typeof countdownMachine;

/** What the UI renders from a snapshot: the face at the machine's clock. */
export function selectCountdownFace(snapshot: { context: CountdownContext }): CountdownFace {
  return countdownFace(snapshot.context.target, snapshot.context.now);
}
