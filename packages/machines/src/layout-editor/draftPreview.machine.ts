import { assign, setup } from 'xstate';

/**
 * ED-04 the preview beside the layout editor follows the unsaved draft: waiting (no layout yet) →
 * loading (the frame asked for the draft) → shown; each change of the draft or of the chosen
 * reader (DRAFT) starts `settling`, and only once the editor has paused for SETTLE does the frame
 * ask again, so typing or a run of moves makes one request, not one each. A change while the
 * frame is loading settles again; the newest draft is the one asked for.
 *
 * - `waiting`: nothing to show yet; the first DRAFT asks at once (the layout just loaded).
 * - `settling`: a change is waiting for the editor to pause; another DRAFT starts the wait again.
 * - `loading` (tag `busy`): `requestPreview` has sent the draft; LOADED when the frame has it.
 * - `shown`: the frame shows the newest draft (a page, or its faults in words).
 *
 * Pure: the caller provides `requestPreview` (it posts the draft into the frame).
 */

/** How long the editor must pause before the preview asks for the draft. */
export const DRAFT_PREVIEW_SETTLE_MS = 800;

export interface DraftPreviewContext {
  /** Requests made: one per pause, never one per change. */
  readonly requests: number;
}

export type DraftPreviewEvent = { type: 'DRAFT' } | { type: 'LOADED' };

export const draftPreviewMachine = setup({
  types: {
    context: {} as DraftPreviewContext,
    events: {} as DraftPreviewEvent,
  },
  actions: {
    // Placeholder: the caller posts the current draft into the preview frame.
    requestPreview: () => {},
    countRequest: assign({ requests: ({ context }) => context.requests + 1 }),
  },
  delays: {
    SETTLE: DRAFT_PREVIEW_SETTLE_MS,
  },
}).createMachine({
  id: 'draftPreview',
  context: { requests: 0 },
  initial: 'waiting',
  states: {
    waiting: {
      on: { DRAFT: 'loading' },
    },
    settling: {
      after: { SETTLE: 'loading' },
      // Re-entered, so the pause is counted again from the newest change.
      on: { DRAFT: { target: 'settling', reenter: true } },
    },
    loading: {
      tags: ['busy'],
      entry: ['countRequest', 'requestPreview'],
      on: { DRAFT: 'settling', LOADED: 'shown' },
    },
    shown: {
      on: { DRAFT: 'settling' },
    },
  },
});
