import { assign, setup } from 'xstate';

/**
 * AR-14 bond finder: the reader picks an amount range and a tenure range, then asks for the
 * partner's matching bonds. Asking with a range missing names what is missing; asking with both
 * hands over to the caller (the form opens the partner page in a new tab). Choices stay after a
 * hand-over, so the reader can change one and ask again.
 *
 * Pure: the hand-over is the caller's `open` action (`bondFinderMachine.provide({ actions })`),
 * run once per accepted SUBMIT with the chosen ranges.
 */

/** The spec's amount ranges (INR), as the partner page's `amount` values. */
export const BOND_AMOUNTS = ['upto-10000', '10000-100000', 'above-100000'] as const;
/** The spec's tenure ranges (years), as the partner page's `tenure` values. */
export const BOND_TENURES = ['below-1', '1-3', 'above-3'] as const;

export type BondAmount = (typeof BOND_AMOUNTS)[number];
export type BondTenure = (typeof BOND_TENURES)[number];
export type BondFinderField = 'amount' | 'tenure';

export interface BondFinderChoice {
  amount: BondAmount;
  tenure: BondTenure;
}

export interface BondFinderContext {
  amount: BondAmount | null;
  tenure: BondTenure | null;
  /** Accepted hand-overs so far in this page view. */
  opened: number;
}

export type BondFinderEvent =
  | { type: 'CHOOSE_AMOUNT'; amount: string }
  | { type: 'CHOOSE_TENURE'; tenure: string }
  | { type: 'SUBMIT' };

const isAmount = (value: string): value is BondAmount => (BOND_AMOUNTS as readonly string[]).includes(value);
const isTenure = (value: string): value is BondTenure => (BOND_TENURES as readonly string[]).includes(value);

export const bondFinderMachine = setup({
  types: {
    context: {} as BondFinderContext,
    events: {} as BondFinderEvent,
  },
  guards: {
    complete: ({ context }) => context.amount !== null && context.tenure !== null,
  },
  actions: {
    // A value outside the spec's ranges (a tampered form) leaves the choice as it was.
    chooseAmount: assign({
      amount: ({ context, event }) =>
        event.type === 'CHOOSE_AMOUNT' && isAmount(event.amount) ? event.amount : context.amount,
    }),
    chooseTenure: assign({
      tenure: ({ context, event }) =>
        event.type === 'CHOOSE_TENURE' && isTenure(event.tenure) ? event.tenure : context.tenure,
    }),
    countOpened: assign({ opened: ({ context }) => context.opened + 1 }),
    // Placeholder, replaced by the caller: carry out the hand-over for these choices.
    open: (_, _choice: BondFinderChoice) => {},
  },
}).createMachine({
  id: 'bondFinder',
  context: { amount: null, tenure: null, opened: 0 },
  initial: 'choosing',
  on: {
    CHOOSE_AMOUNT: { actions: 'chooseAmount' },
    CHOOSE_TENURE: { actions: 'chooseTenure' },
    SUBMIT: [
      {
        guard: 'complete',
        target: '.opened',
        reenter: true,
        actions: [
          'countOpened',
          {
            type: 'open',
            params: ({ context }) => ({
              amount: context.amount as BondAmount,
              tenure: context.tenure as BondTenure,
            }),
          },
        ],
      },
      { target: '.incomplete' },
    ],
  },
  states: {
    choosing: {},
    /** Asked with a range missing: the missing ones are named until the next accepted ask. */
    incomplete: {},
    /** Handed over; the choices stay for another ask. */
    opened: {},
  },
});

export type BondFinderMachine = typeof bondFinderMachine;
export type BondFinderState = 'choosing' | 'incomplete' | 'opened';

interface BondFinderSnapshot {
  context: BondFinderContext;
  matches: (value: BondFinderState) => boolean;
}

export function selectBondFinderState(snapshot: BondFinderSnapshot): BondFinderState {
  if (snapshot.matches('incomplete')) return 'incomplete';
  if (snapshot.matches('opened')) return 'opened';
  return 'choosing';
}

/** The ranges still to choose, named only after an ask without them (a message per field). */
export function selectBondFinderMissing(snapshot: BondFinderSnapshot): BondFinderField[] {
  if (!snapshot.matches('incomplete')) return [];
  const missing: BondFinderField[] = [];
  if (snapshot.context.amount === null) missing.push('amount');
  if (snapshot.context.tenure === null) missing.push('tenure');
  return missing;
}
