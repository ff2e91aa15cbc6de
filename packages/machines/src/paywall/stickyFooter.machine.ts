import {
  benefitsReachedTrigger,
  STICKY_FOOTER_DISMISS_MS,
  stickyFooterDismissedFor,
} from '@newsroom/rules/paywall';
import { assign, fromCallback, setup } from 'xstate';

/**
 * AB-09 sticky footer band: hidden until the benefits section's top comes within
 * STICKY_FOOTER_TRIGGER_PX (100 px) of the viewport's top (`BENEFITS_POSITION`), then shown until
 * the reader closes it (scrolling back up does not hide it: it is a band that stays). `CLOSE`
 * hides it for STICKY_FOOTER_DISMISS_MS (24 h) and calls `persistDismissal` with the time, which
 * the browser stores; the next page passes it back as `dismissedAt`, with the page's `now`:
 * a dismissal under 24 h old starts the band dismissed for the rest of the 24 h (never longer,
 * see `stickyFooterDismissedFor`). When the dismissal runs out (the named delay DISMISSAL_LEFT)
 * the band is hidden again and shows at the next report within the trigger.
 *
 * Pure: effects come from the caller through `.provide`:
 * - actor `positionSource`: a callback actor that sends `{ type: 'BENEFITS_POSITION', top }` (the
 *   section's top in CSS px from the viewport's top, e.g. from getBoundingClientRect on scroll);
 *   it runs only while the band is hidden. The placeholder reports nothing.
 * - action `persistDismissal` ({ dismissedAt }): store the time of the close. Not called when
 *   `CLOSE` carries no usable time; the band still closes for this page view's 24 h.
 */

export interface StickyFooterInput {
  /** The page's time (ms), to judge `dismissedAt`. */
  now: number;
  /** When the reader last closed the band (ms), as stored; null or absent when never. */
  dismissedAt?: number | null;
}

export interface StickyFooterContext {
  /** How long (ms) the band stays dismissed from entering `dismissed`. */
  readonly dismissedFor: number;
}

export type StickyFooterEvent =
  | { type: 'BENEFITS_POSITION'; top: number }
  /** `at`: the time of the close (ms), e.g. Date.now(). */
  | { type: 'CLOSE'; at: number };

export interface PersistDismissalParams {
  dismissedAt: number;
}

export const stickyFooterMachine = setup({
  types: {
    context: {} as StickyFooterContext,
    events: {} as StickyFooterEvent,
    input: {} as StickyFooterInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports nothing, so the band stays hidden.
    positionSource: fromCallback<StickyFooterEvent>(() => {}),
  },
  delays: {
    DISMISSAL_LEFT: ({ context }) => context.dismissedFor,
  },
  guards: {
    dismissedAtStart: ({ context }) => context.dismissedFor > 0,
    reachedTrigger: ({ event }) => event.type === 'BENEFITS_POSITION' && benefitsReachedTrigger(event.top),
    closedAtATime: ({ event }) =>
      event.type === 'CLOSE' && typeof event.at === 'number' && Number.isFinite(event.at),
  },
  actions: {
    dismissForAWholePeriod: assign({ dismissedFor: STICKY_FOOTER_DISMISS_MS }),
    // Placeholder, replaced by the caller through `.provide({ actions })`.
    persistDismissal: (_, _params: PersistDismissalParams) => {},
  },
}).createMachine({
  id: 'stickyFooter',
  context: ({ input }) => ({ dismissedFor: stickyFooterDismissedFor(input?.dismissedAt, input?.now) }),
  initial: 'checking',
  states: {
    // Transient: a snapshot starts `dismissed` or `hidden`.
    checking: {
      always: [{ guard: 'dismissedAtStart', target: 'dismissed' }, { target: 'hidden' }],
    },
    hidden: {
      invoke: { src: 'positionSource' },
      on: { BENEFITS_POSITION: { guard: 'reachedTrigger', target: 'shown' } },
    },
    shown: {
      tags: ['visible'],
      on: {
        CLOSE: [
          {
            guard: 'closedAtATime',
            target: 'dismissed',
            actions: [
              'dismissForAWholePeriod',
              {
                type: 'persistDismissal',
                params: ({ event }) => ({ dismissedAt: Math.trunc((event as { at: number }).at) }),
              },
            ],
          },
          { target: 'dismissed', actions: 'dismissForAWholePeriod' },
        ],
      },
    },
    dismissed: {
      after: { DISMISSAL_LEFT: 'hidden' },
    },
  },
});

export type StickyFooterMachine = typeof stickyFooterMachine;

export type StickyFooterView = 'hidden' | 'shown' | 'dismissed';

/** Whether the band shows for a snapshot, or why not. */
export function selectStickyFooterView(snapshot: {
  matches: (value: StickyFooterView) => boolean;
}): StickyFooterView {
  if (snapshot.matches('shown')) return 'shown';
  if (snapshot.matches('dismissed')) return 'dismissed';
  return 'hidden';
}
