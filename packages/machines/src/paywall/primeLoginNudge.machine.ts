import {
  maskLoginId,
  mayShowPrimeLoginNudge,
  nudgeClosed,
  nudgeShown,
  type PrimeLoginMap,
  readPrimeLoginMap,
} from '@newsroom/rules/paywall';
import { assign, setup } from 'xstate';

/**
 * AB-09 Prime login nudge on the paywall: "you have a Prime account on this browser, sign in with
 * it". Decided once, when the actor starts, from the stored prime login map (read defensively,
 * `readPrimeLoginMap`), the current reader's login id (null when nobody is signed in) and the
 * page's time, by the shared rule `mayShowPrimeLoginNudge`: the stored login has not expired,
 * it is not the current reader, and it has shown fewer than 2 times this India day.
 *
 * Being shown counts (`nudgeShown`) and `CLOSE` uses up the day (`nudgeClosed`, at the event's
 * time, or the page's if the event has none); each time the updated map goes to `persist`, which
 * the browser writes back to storage for the next page. `SIGN_IN` (its button) calls `signIn`
 * with the stored login id.
 *
 * Pure: effects come from the caller through `.provide({ actions })`:
 * - `persist` ({ map }): store the map.
 * - `signIn` ({ loginId }): start the sign-in with that account (e.g. navigate to the login page).
 */

export interface PrimeLoginNudgeInput {
  /** The stored map as read from browser storage: its JSON text or the parsed value, or null. */
  stored: unknown;
  /** The signed-in reader's login id; null or absent when nobody is signed in. */
  currentLoginId?: string | null;
  /** The page's time (ms). */
  now: number;
}

export interface PrimeLoginNudgeContext {
  readonly map: PrimeLoginMap | null;
  readonly currentLoginId: string | null;
  readonly now: number;
}

export type PrimeLoginNudgeEvent =
  /** `at`: the time of the close (ms); the page's time when absent. */
  { type: 'CLOSE'; at?: number } | { type: 'SIGN_IN' };

export interface PersistParams {
  map: PrimeLoginMap;
}
export interface SignInParams {
  loginId: string;
}

/** The map in a context where the guard `mayShow` has passed (so it is not null). */
const storedMap = (context: PrimeLoginNudgeContext) => context.map as PrimeLoginMap;

export const primeLoginNudgeMachine = setup({
  types: {
    context: {} as PrimeLoginNudgeContext,
    events: {} as PrimeLoginNudgeEvent,
    input: {} as PrimeLoginNudgeInput,
  },
  guards: {
    mayShow: ({ context }) => mayShowPrimeLoginNudge(context.map, context.currentLoginId, context.now),
  },
  actions: {
    countShown: assign({ map: ({ context }) => nudgeShown(storedMap(context), context.now) }),
    countClosed: assign({
      map: ({ context, event }) => {
        const at = event.type === 'CLOSE' && Number.isFinite(event.at) ? (event.at as number) : context.now;
        return nudgeClosed(storedMap(context), at);
      },
    }),
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    persist: (_, _params: PersistParams) => {},
    signIn: (_, _params: SignInParams) => {},
  },
}).createMachine({
  id: 'primeLoginNudge',
  context: ({ input }) => ({
    map: readPrimeLoginMap(input?.stored),
    currentLoginId: typeof input?.currentLoginId === 'string' ? input.currentLoginId : null,
    now: typeof input?.now === 'number' ? input.now : Number.NaN,
  }),
  initial: 'checking',
  states: {
    // Transient: a snapshot starts `shown` or `notShown`.
    checking: {
      always: [{ guard: 'mayShow', target: 'shown' }, { target: 'notShown' }],
    },
    notShown: {},
    shown: {
      tags: ['visible'],
      entry: ['countShown', { type: 'persist', params: ({ context }) => ({ map: storedMap(context) }) }],
      on: {
        SIGN_IN: {
          actions: { type: 'signIn', params: ({ context }) => ({ loginId: storedMap(context).loginId }) },
        },
        CLOSE: {
          target: 'closed',
          actions: [
            'countClosed',
            { type: 'persist', params: ({ context }) => ({ map: storedMap(context) }) },
          ],
        },
      },
    },
    /** Closed by the reader: gone for this page view (and, by the map, for the India day). */
    closed: {},
  },
});

export type PrimeLoginNudgeMachine = typeof primeLoginNudgeMachine;

export interface PrimeLoginNudgeView {
  shown: boolean;
  /** The stored login as the nudge names it (`maskLoginId`); '' when not shown. */
  maskedLogin: string;
}

/** What the nudge renders for a snapshot. */
export function selectPrimeLoginNudgeView(snapshot: {
  context: PrimeLoginNudgeContext;
  hasTag: (tag: 'visible') => boolean;
}): PrimeLoginNudgeView {
  const shown = snapshot.hasTag('visible');
  return { shown, maskedLogin: shown ? maskLoginId(snapshot.context.map?.loginId) : '' };
}
