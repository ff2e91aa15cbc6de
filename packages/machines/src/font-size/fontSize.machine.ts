import { setup } from 'xstate';
import { type FontSize, parseFontSize } from './fontSize.ts';

/**
 * AR-10 font-size machine: small / medium (default) / large.
 *
 * Pure: the two side effects are named placeholders that the caller replaces with
 * `fontSizeMachine.provide({ actions: { persist, apply } })`.
 * - `apply` ({ size }): apply the size to article text (e.g. a CSS custom property).
 * - `persist` ({ size }): keep the size (session storage, key FONT_SIZE_STORAGE_KEY).
 * Both run, apply first, on every transition that changes the size, and only then: starting the
 * machine runs neither (the restored size is already applied by the pre-hydration script), and a
 * request that would not change the size (CHOOSE of the current size, INCREASE at large,
 * DECREASE at small) is a no-op. Implementations must not throw: an action that throws stops the actor.
 */

export interface FontSizeInput {
  /** The size to start in, e.g. the one restored from session storage. Invalid or absent: medium. */
  initial?: FontSize | null;
}

export interface FontSizeContext {
  /** The size the machine was started with, after parsing; read once by the guards of `restoring`. */
  readonly initial: FontSize;
}

export type FontSizeEvent = { type: 'CHOOSE'; size: FontSize } | { type: 'INCREASE' } | { type: 'DECREASE' };

export interface FontSizeActionParams {
  size: FontSize;
}

/** The actions run when the size becomes `size`: apply it to the text, then keep it. */
const changeTo = (size: FontSize) =>
  [
    { type: 'apply', params: { size } },
    { type: 'persist', params: { size } },
  ] as const;

/** A CHOOSE transition to `size`, taken only when the event asks for exactly that size. */
const chooseTo = (size: FontSize) =>
  ({
    guard: { type: 'chose', params: { size } },
    target: size,
    actions: changeTo(size),
  }) as const;

export const fontSizeMachine = setup({
  types: {
    context: {} as FontSizeContext,
    events: {} as FontSizeEvent,
    input: {} as FontSizeInput,
  },
  guards: {
    startsAt: ({ context }, params: FontSizeActionParams) => context.initial === params.size,
    chose: ({ event }, params: FontSizeActionParams) => event.type === 'CHOOSE' && event.size === params.size,
  },
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    apply: (_, _params: FontSizeActionParams) => {},
    persist: (_, _params: FontSizeActionParams) => {},
  },
}).createMachine({
  id: 'fontSize',
  // `input?.`: plain-JS callers may start it with no input at all.
  context: ({ input }) => ({ initial: parseFontSize(input?.initial) }),
  // A transient state: its eventless transitions pick the starting size from the input through
  // guards, so the snapshot an actor starts with is already small, medium or large.
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: { type: 'startsAt', params: { size: 'small' } }, target: 'small' },
        { guard: { type: 'startsAt', params: { size: 'large' } }, target: 'large' },
        { target: 'medium' },
      ],
    },
    small: {
      on: {
        CHOOSE: [chooseTo('medium'), chooseTo('large')],
        INCREASE: { target: 'medium', actions: changeTo('medium') },
        // DECREASE: none, small is the lower bound.
      },
    },
    medium: {
      on: {
        CHOOSE: [chooseTo('small'), chooseTo('large')],
        INCREASE: { target: 'large', actions: changeTo('large') },
        DECREASE: { target: 'small', actions: changeTo('small') },
      },
    },
    large: {
      on: {
        CHOOSE: [chooseTo('small'), chooseTo('medium')],
        // INCREASE: none, large is the upper bound.
        DECREASE: { target: 'medium', actions: changeTo('medium') },
      },
    },
  },
});

export type FontSizeMachine = typeof fontSizeMachine;

/** The current size of a font-size snapshot (medium for the never-observed transient state). */
export function selectFontSize(snapshot: { value: unknown }): FontSize {
  return parseFontSize(snapshot.value);
}
