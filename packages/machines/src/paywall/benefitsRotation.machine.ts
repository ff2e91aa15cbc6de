import { BENEFIT_ROTATION_MS } from '@newsroom/rules/paywall';
import { assign, fromCallback, setup } from 'xstate';

/**
 * AB-09 benefits section: its stories rotate, one every BENEFIT_ROTATION_MS (3500 ms, the named
 * delay ROTATION), wrapping after the last, only while the section is in view.
 *
 * - `VISIBLE` / `HIDDEN` say whether the section is in view; out of view it stops. A story shown
 *   again gets a whole 3500 ms (the timer restarts rather than resumes): the reader has not seen
 *   it yet. A repeated `VISIBLE` while in view (observers report often) does not restart it.
 * - `PAUSE` / `RESUME` (by `hover` or `focus`) hold the rotation while the reader points at or
 *   tabs into the section (WCAG 2.2.2: moving content can be paused), and readers who asked for
 *   reduced motion get no rotation at all (as the AR-17 carousel does).
 * - 0 or 1 stories never rotate.
 *
 * Pure: the caller may provide the actor `visibilitySource` (e.g. an IntersectionObserver) that
 * sends `VISIBLE` / `HIDDEN`; the placeholder sends nothing, so it never rotates on its own.
 * The UI shows `context.index`.
 */

/** Stories a section can hold; a larger count (a hostile or broken answer) is read as this. */
export const BENEFIT_STORIES_MAX = 100;

export interface BenefitsRotationInput {
  /** How many stories rotate. */
  count: number;
  /** Whether the section starts in view (false until the observer says otherwise). */
  visible?: boolean;
  /** `prefers-reduced-motion: reduce`: never rotate. */
  reducedMotion?: boolean;
}

export type BenefitsPauseReason = 'hover' | 'focus';

export interface BenefitsRotationContext {
  readonly count: number;
  readonly index: number;
  readonly visible: boolean;
  readonly reducedMotion: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
}

export type BenefitsRotationEvent =
  | { type: 'VISIBLE' }
  | { type: 'HIDDEN' }
  | { type: 'PAUSE'; by: BenefitsPauseReason }
  | { type: 'RESUME'; by: BenefitsPauseReason };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(Math.max(0, Math.floor(n)), BENEFIT_STORIES_MAX) : 0;

/** The context field a PAUSE / RESUME event sets, or null for a reason that is not one. */
const pauseField = (by: unknown) => (by === 'hover' ? 'hovered' : by === 'focus' ? 'focused' : null);

export const benefitsRotationMachine = setup({
  types: {
    context: {} as BenefitsRotationContext,
    events: {} as BenefitsRotationEvent,
    input: {} as BenefitsRotationInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so the section never rotates.
    visibilitySource: fromCallback<BenefitsRotationEvent>(() => {}),
  },
  delays: {
    ROTATION: BENEFIT_ROTATION_MS,
  },
  guards: {
    canRotate: ({ context: c }) => c.count > 1 && c.visible && !c.reducedMotion && !c.hovered && !c.focused,
    /** The event changes something (a repeat would restart the timer and starve the rotation). */
    changes: ({ context: c, event }) => {
      if (event.type === 'VISIBLE') return !c.visible;
      if (event.type === 'HIDDEN') return c.visible;
      const field = pauseField(event.by);
      return field !== null && c[field] !== (event.type === 'PAUSE');
    },
  },
  actions: {
    advance: assign({ index: ({ context: c }) => (c.index + 1) % c.count }),
    setVisible: assign({ visible: ({ event }) => event.type === 'VISIBLE' }),
    setPaused: assign(({ event }) => {
      if (event.type !== 'PAUSE' && event.type !== 'RESUME') return {};
      const field = pauseField(event.by);
      return field === null ? {} : { [field]: event.type === 'PAUSE' };
    }),
  },
}).createMachine({
  id: 'benefitsRotation',
  context: ({ input }) => ({
    count: toCount(input?.count),
    index: 0,
    visible: input?.visible === true,
    reducedMotion: input?.reducedMotion === true,
    hovered: false,
    focused: false,
  }),
  invoke: { src: 'visibilitySource' },
  initial: 'checking',
  on: {
    VISIBLE: { guard: 'changes', actions: 'setVisible', target: '.checking' },
    HIDDEN: { guard: 'changes', actions: 'setVisible', target: '.checking' },
    PAUSE: { guard: 'changes', actions: 'setPaused', target: '.checking' },
    RESUME: { guard: 'changes', actions: 'setPaused', target: '.checking' },
  },
  states: {
    // Transient: a snapshot is always `rotating` or `still`.
    checking: {
      always: [{ guard: 'canRotate', target: 'rotating' }, { target: 'still' }],
    },
    still: {},
    rotating: {
      tags: ['rotating'],
      after: { ROTATION: { actions: 'advance', target: 'checking' } },
    },
  },
});

export type BenefitsRotationMachine = typeof benefitsRotationMachine;

export interface BenefitsRotationView {
  index: number;
  count: number;
  rotating: boolean;
}

/** What the benefits section renders for a snapshot. */
export function selectBenefitsRotationView(snapshot: {
  context: BenefitsRotationContext;
  hasTag: (tag: 'rotating') => boolean;
}): BenefitsRotationView {
  const { index, count } = snapshot.context;
  return { index, count, rotating: snapshot.hasTag('rotating') };
}
