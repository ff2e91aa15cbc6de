import {
  choosePaywallMode,
  type PaywallMode,
  type PaywallModeFacts,
  showsBlocker,
} from '@newsroom/rules/paywall';
import { assign, setup } from 'xstate';

/**
 * AB-09 paywall mode: which paywall a gated reader gets. It waits for login status
 * (`awaitingLogin`); the first `LOGIN_KNOWN` carries the facts and the mode is chosen once, by
 * the shared rule (`choosePaywallMode`, the spec's priority order). A later `LOGIN_KNOWN` (a
 * session refresh, a second tab's storage event) is ignored: the paywall never changes under
 * the reader's eyes. Each mode is a state with a tag of its name.
 *
 * The offer (`offer`) is the mode the facts give with the login nudge set aside: in
 * primeUserLogin the nudge is a sheet of its own over that offer (the trial, the tablet's app, the
 * default blocker, or none in the sticky split), so adding the nudge never changes the blocker
 * under the reader; in every other mode it is the mode.
 *
 * The facts are the caller's: `primeLoginNudge` from `mayShowPrimeLoginNudge` on the stored map,
 * `trialEligible` from the session, `tablet` from the device, `stickySplit` from `inStickySplit`.
 * Only a fact that is exactly `true` counts, so a malformed event picks `default`.
 */

export interface PaywallModeContext {
  /** The chosen mode; null until login status is known. */
  readonly mode: PaywallMode | null;
  /** The offer under the mode (the mode without the nudge); null until login status is known. */
  readonly offer: PaywallMode | null;
}

export type PaywallModeEvent = { type: 'LOGIN_KNOWN'; facts: PaywallModeFacts };

export const paywallModeMachine = setup({
  types: {
    context: {} as PaywallModeContext,
    events: {} as PaywallModeEvent,
  },
  guards: {
    chose: ({ context }, params: { mode: PaywallMode }) => context.mode === params.mode,
  },
  actions: {
    choose: assign({
      mode: ({ event }) => choosePaywallMode(event.facts),
      offer: ({ event }) => choosePaywallMode({ ...event.facts, primeLoginNudge: false }),
    }),
  },
}).createMachine({
  id: 'paywallMode',
  context: { mode: null, offer: null },
  initial: 'awaitingLogin',
  states: {
    awaitingLogin: {
      tags: ['awaitingLogin'],
      on: { LOGIN_KNOWN: { target: 'choosing', actions: 'choose' } },
    },
    // Transient: a snapshot is never `choosing`.
    choosing: {
      always: [
        { guard: { type: 'chose', params: { mode: 'primeUserLogin' } }, target: 'primeUserLogin' },
        { guard: { type: 'chose', params: { mode: 'trialBlocker' } }, target: 'trialBlocker' },
        { guard: { type: 'chose', params: { mode: 'iPadBlocker' } }, target: 'iPadBlocker' },
        { guard: { type: 'chose', params: { mode: 'defaultSticky' } }, target: 'defaultSticky' },
        { target: 'default' },
      ],
    },
    // The modes: nothing leaves them.
    primeUserLogin: { tags: ['primeUserLogin'] },
    trialBlocker: { tags: ['trialBlocker'] },
    iPadBlocker: { tags: ['iPadBlocker'] },
    default: { tags: ['default'] },
    defaultSticky: { tags: ['defaultSticky'] },
  },
});

export type PaywallModeMachine = typeof paywallModeMachine;

export interface PaywallModeView {
  /** The mode, or null while login status is not known yet. */
  mode: PaywallMode | null;
  /** The offer under it (primeUserLogin: the mode without the nudge), or null while waiting. */
  offer: PaywallMode | null;
  /** Whether the login nudge shows (primeUserLogin). */
  nudge: boolean;
  /**
   * Whether a blocker shows over the clipped story (the offer is not defaultSticky). Not while waiting: the story is already
   * clipped (or cut by the server), and a blocker of the wrong mode must not flash before the
   * right one.
   */
  showsBlocker: boolean;
}

/** What the paywall renders for a snapshot. */
export function selectPaywallModeView(snapshot: { context: PaywallModeContext }): PaywallModeView {
  const { mode, offer } = snapshot.context;
  return {
    mode,
    offer,
    nudge: mode === 'primeUserLogin',
    showsBlocker: offer !== null && showsBlocker(offer),
  };
}
