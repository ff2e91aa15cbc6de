import { assign, fromCallback, setup } from 'xstate';

/**
 * AR-16 Prime nudge bar: hidden until the reader has scrolled more than 100px, then shown until
 * dismissed. Never shown to Prime readers or first-time-eligible readers (decided from the input,
 * once). Trial-eligible readers get the trial offer: a different button text (the UI's) and a
 * different start action.
 *
 * Pure: the side effects come from the caller through `primeNudgeMachine.provide(...)`.
 * - actor `scrollSource`: a callback actor that sends `{ type: 'SCROLL', y }` with the page's
 *   vertical scroll position; it should send the current position once when it starts. Runs only
 *   while the bar is hidden (its listener goes when the bar shows or can never show).
 * - action `startTrial` / `startSubscription`: the start action of the button (e.g. navigate to
 *   the subscription page). Exactly one runs per START, chosen by the offer.
 * Scroll reports are throttled to one every SCROLL_THROTTLE (100 ms, a named delay): the first
 * report is judged at once, later ones within the window only update the last position, which is
 * judged when the window ends (trailing edge), so a scroll that stops inside a window still counts.
 */

export const PRIME_NUDGE_SCROLL_THRESHOLD = 100;
export const PRIME_NUDGE_THROTTLE_MS = 100;

export interface PrimeNudgeInput {
  isPrime?: boolean;
  /** Readers eligible for the first-time offer never see the bar (the spec's rule). */
  firstTimeEligible?: boolean;
  /** Readers eligible for a free trial get the trial start action. */
  trialEligible?: boolean;
}

export type PrimeNudgeOffer = 'trial' | 'subscribe';

export interface PrimeNudgeContext {
  readonly eligible: boolean;
  readonly offer: PrimeNudgeOffer;
  /** The last reported scroll position, in CSS pixels. */
  y: number;
}

export type PrimeNudgeEvent = { type: 'SCROLL'; y: number } | { type: 'START' } | { type: 'DISMISS' };

export const primeNudgeMachine = setup({
  types: {
    context: {} as PrimeNudgeContext,
    events: {} as PrimeNudgeEvent,
    input: {} as PrimeNudgeInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so the bar stays hidden.
    scrollSource: fromCallback<PrimeNudgeEvent>(() => {}),
  },
  delays: {
    SCROLL_THROTTLE: PRIME_NUDGE_THROTTLE_MS,
  },
  guards: {
    ineligible: ({ context }) => !context.eligible,
    /** The reported position (this SCROLL event's) is past the threshold. */
    reportsPast: ({ event }) => event.type === 'SCROLL' && toPosition(event.y) > PRIME_NUDGE_SCROLL_THRESHOLD,
    /** The last recorded position is past the threshold (judged when a throttle window ends). */
    scrolledPast: ({ context }) => context.y > PRIME_NUDGE_SCROLL_THRESHOLD,
    offersTrial: ({ context }) => context.offer === 'trial',
  },
  actions: {
    record: assign({
      y: ({ context, event }) => (event.type === 'SCROLL' ? toPosition(event.y) : context.y),
    }),
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    startTrial: () => {},
    startSubscription: () => {},
  },
}).createMachine({
  id: 'primeNudge',
  context: ({ input }) => ({
    eligible: !input?.isPrime && !input?.firstTimeEligible,
    offer: input?.trialEligible ? 'trial' : 'subscribe',
    y: 0,
  }),
  initial: 'checking',
  states: {
    // Transient: the snapshot an actor starts with is already `never` or `hidden`.
    checking: {
      always: [{ guard: 'ineligible', target: 'never' }, { target: 'hidden' }],
    },
    /** Prime or first-time eligible: the bar never shows and nothing listens to scrolling. */
    never: {},
    hidden: {
      invoke: { src: 'scrollSource' },
      initial: 'ready',
      states: {
        ready: {
          on: {
            SCROLL: [
              { guard: 'reportsPast', actions: 'record', target: '#primeNudge.shown' },
              { actions: 'record', target: 'throttled' },
            ],
          },
        },
        throttled: {
          on: { SCROLL: { actions: 'record' } },
          after: {
            SCROLL_THROTTLE: [{ guard: 'scrolledPast', target: '#primeNudge.shown' }, { target: 'ready' }],
          },
        },
      },
    },
    shown: {
      on: {
        START: [{ guard: 'offersTrial', actions: 'startTrial' }, { actions: 'startSubscription' }],
        DISMISS: 'dismissed',
      },
    },
    /** Closed by the reader: stays hidden for the rest of the page view. */
    dismissed: {},
  },
});

/** A position the page cannot have (NaN, Infinity from a bad report) counts as the top. */
function toPosition(y: number): number {
  return Number.isFinite(y) ? y : 0;
}

export type PrimeNudgeMachine = typeof primeNudgeMachine;

export type PrimeNudgeView = 'never' | 'hidden' | 'shown' | 'dismissed';

/** What the bar shows for a snapshot: `shown`, or why not. */
export function selectPrimeNudgeView(snapshot: {
  matches: (value: PrimeNudgeView) => boolean;
}): PrimeNudgeView {
  if (snapshot.matches('shown')) return 'shown';
  if (snapshot.matches('dismissed')) return 'dismissed';
  if (snapshot.matches('never')) return 'never';
  return 'hidden';
}
