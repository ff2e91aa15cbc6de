import { assign, setup } from 'xstate';

/**
 * AR-06 one box open: the page's single coordinator of reply and flag boxes.
 *
 * Design: the coordinator only knows WHICH box is open, `{ kind: 'reply' | 'flag', commentId }`,
 * or none. It does not spawn the boxes: the open box's view owns its own `replyBoxMachine` /
 * `flagBoxMachine` actor, mounted while the coordinator says it is open and stopped when it
 * closes. One small machine, one source of truth, no scattered booleans, and each box machine
 * stays testable on its own.
 *
 * - OPEN { kind, commentId }: open that box; any other open box closes (its unsent text goes, as
 *   when it is closed). Opening the box that is already open changes nothing.
 * - TOGGLE { kind, commentId }: as OPEN, but closes the box when it is the one open (the
 *   Reply / Flag buttons).
 * - CLOSE { kind?, commentId? }: close the open box; with a box named, only when it is that one
 *   (a late CLOSE from a box that has gone must not close its successor).
 * - BUSY / IDLE { kind, commentId }: the open box reports that it is sending. While it is busy,
 *   OPEN and TOGGLE of other boxes are ignored, so a reply being posted is never cut off.
 */

export type BoxKind = 'reply' | 'flag';

export interface OpenBox {
  kind: BoxKind;
  commentId: string;
}

export interface CommentBoxesContext {
  readonly box: OpenBox | null;
}

export type CommentBoxesEvent =
  | ({ type: 'OPEN' } & OpenBox)
  | ({ type: 'TOGGLE' } & OpenBox)
  | { type: 'CLOSE'; kind?: BoxKind; commentId?: string }
  | ({ type: 'BUSY' } & OpenBox)
  | ({ type: 'IDLE' } & OpenBox);

const sameBox = (box: OpenBox | null, event: { kind?: BoxKind; commentId?: string }) =>
  box !== null && box.kind === event.kind && box.commentId === event.commentId;

export const commentBoxesMachine = setup({
  types: {
    context: {} as CommentBoxesContext,
    events: {} as CommentBoxesEvent,
  },
  guards: {
    isOpenBox: ({ context, event }) => sameBox(context.box, event),
    closesOpenBox: ({ context, event }) =>
      event.type === 'CLOSE' && (event.kind === undefined || sameBox(context.box, event)),
  },
  actions: {
    openBox: assign(({ event }) =>
      event.type === 'OPEN' || event.type === 'TOGGLE'
        ? { box: { kind: event.kind, commentId: String(event.commentId) } }
        : {},
    ),
    forget: assign({ box: null }),
  },
}).createMachine({
  id: 'commentBoxes',
  context: { box: null },
  initial: 'none',
  states: {
    none: {
      on: {
        OPEN: { target: 'open', actions: 'openBox' },
        TOGGLE: { target: 'open', actions: 'openBox' },
      },
    },
    open: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            OPEN: [{ guard: 'isOpenBox' }, { target: 'idle', actions: 'openBox' }],
            TOGGLE: [
              { guard: 'isOpenBox', target: '#commentBoxes.none', actions: 'forget' },
              { target: 'idle', actions: 'openBox' },
            ],
            BUSY: { guard: 'isOpenBox', target: 'busy' },
          },
        },
        busy: {
          on: {
            IDLE: { guard: 'isOpenBox', target: 'idle' },
          },
        },
      },
      on: {
        CLOSE: { guard: 'closesOpenBox', target: 'none', actions: 'forget' },
      },
    },
  },
});

export type CommentBoxesMachine = typeof commentBoxesMachine;

/** The open box, or null. */
export function selectOpenBox(snapshot: { context: CommentBoxesContext }): OpenBox | null {
  return snapshot.context.box;
}

/** Whether this box is the one open. */
export function isBoxOpen(
  snapshot: { context: CommentBoxesContext },
  kind: BoxKind,
  commentId: string,
): boolean {
  return sameBox(snapshot.context.box, { kind, commentId });
}
