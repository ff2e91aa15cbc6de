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
 * the reader's eyes. Each mode is a state with a tag of its name; the blocker modes are also
 * tagged `blocker` (all but defaultSticky, which shows the sticky footer only).
 *
 * The facts are the caller's: `primeLoginNudge` from `mayShowPrimeLoginNudge` on the stored map,
 * `trialEligible` from the session, `tablet` from the device, `stickySplit` from `inStickySplit`.
 * Only a fact that is exactly `true` counts, so a malformed event picks `default`.
 */

export interface PaywallModeContext {
  /** The chosen mode; null until login status is known. */
  readonly mode: PaywallMode | null;
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
    choose: assign({ mode: ({ event }) => choosePaywallMode(event.facts) }),
  },
}).createMachine({
  id: 'paywallMode',
  context: { mode: null },
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
    primeUserLogin: { tags: ['primeUserLogin', 'blocker'] },
    trialBlocker: { tags: ['trialBlocker', 'blocker'] },
    iPadBlocker: { tags: ['iPadBlocker', 'blocker'] },
    default: { tags: ['default', 'blocker'] },
    defaultSticky: { tags: ['defaultSticky'] },
  },
});

export type PaywallModeMachine = typeof paywallModeMachine;

export interface PaywallModeView {
  /** The mode, or null while login status is not known yet. */
  mode: PaywallMode | null;
  /**
   * Whether a blocker shows over the clipped story. Not while waiting: the story is already
   * clipped (or cut by the server), and a blocker of the wrong mode must not flash before the
   * right one.
   */
  showsBlocker: boolean;
}

/** What the paywall renders for a snapshot. */
export function selectPaywallModeView(snapshot: { context: PaywallModeContext }): PaywallModeView {
  const { mode } = snapshot.context;
  return { mode, showsBlocker: mode !== null && showsBlocker(mode) };
}
