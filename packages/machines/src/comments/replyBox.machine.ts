import { assign, fromPromise, setup } from 'xstate';
import {
  charactersLeft,
  type Draft,
  EMPTY_DRAFT,
  isTooLong,
  parseSessionUser,
  type ReplySubmission,
  refuseDraft,
  type SessionUser,
  toSubmission,
} from './draft.ts';
import {
  type AlertParams,
  changedDraft,
  type DraftEvent,
  type DraftingContext,
  draftingGuards,
  editingState,
  errorsShown,
  type LogParams,
  type PostedParams,
  submittingState,
} from './drafting.ts';
import { REFUSAL_TEXTS } from './refusal.ts';

/**
 * AR-04 reply box: editing → submitting → thanks, and closed (final) from editing or thanks.
 *
 * The same draft rules as the comment form (AR-03): the details block for anonymous readers at
 * 3 characters, the same field messages, the 1500 alert, session name and e-mail for signed-in
 * readers. A counter shows the characters left of 1500 (`selectCharactersLeft`, never below 0;
 * `selectOverLimit` tells when the text is over).
 *
 * The payload is the comment's plus `parentid` (the comment replied to) and `rootid` (its thread).
 * After success the thank-you links to all opinions, `/opinions/{msid}.cms` (`opinionsPath`).
 *
 * A refusal is shown as in the comment form: next to the field the server named, or as the box's
 * message (`formError`: 429, 5xx, the network, a parent that is gone, …), with the text kept.
 *
 * Pure; the caller supplies with `.provide`:
 * - actor `submit` (input: ReplySubmission): resolve with the server's answer (the stored reply),
 *   reject on failure (`CommentWriteError` when the server answered).
 * - action `alert` ({ message }), action `log` ({ error }) (every failure is logged as well as
 *   shown), action `posted` ({ submission, comment }) with the reply as the server stored it.
 *
 * Which one box is open on the page is not this machine's business: see `commentBoxesMachine`.
 */

export interface ReplyBoxInput {
  msid: string;
  /** The comment replied to. */
  parentId: string;
  /** The thread (top-level comment) it belongs to; the parent itself for a top-level comment. */
  rootId: string;
  user?: SessionUser | null;
}

export interface ReplyBoxContext extends DraftingContext {
  readonly parentId: string;
  readonly rootId: string;
}

export type ReplyBoxEvent = DraftEvent | { type: 'CLOSE' };

const replySubmission = (context: ReplyBoxContext): ReplySubmission => ({
  ...toSubmission(context.msid, context.draft, context.user),
  parentid: context.parentId,
  rootid: context.rootId,
});

export const replyBoxMachine = setup({
  types: {
    context: {} as ReplyBoxContext,
    events: {} as ReplyBoxEvent,
    input: {} as ReplyBoxInput,
  },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    submit: fromPromise<unknown, ReplySubmission>(async () => {
      throw new Error('replyBox: provide the submit actor');
    }),
  },
  guards: draftingGuards,
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    alert: (_, _params: AlertParams) => {},
    log: (_, _params: LogParams) => {},
    posted: (_, _params: PostedParams<ReplySubmission>) => {},
    refused: assign(({ context, event }) =>
      refuseDraft(context, (event as { error?: unknown }).error, 'reply'),
    ),
    unreadableAnswer: assign({ formError: REFUSAL_TEXTS.unreadableAnswer }),
    clearFormError: assign({ formError: null }),
    change: assign(({ context, event }) => changedDraft(context, event)),
    showErrors: assign(({ context }) => errorsShown(context)),
    markDetailsShown: assign({ detailsShown: true }),
  },
}).createMachine({
  id: 'replyBox',
  context: ({ input }) => ({
    msid: String(input?.msid ?? ''),
    parentId: String(input?.parentId ?? ''),
    rootId: String(input?.rootId || input?.parentId || ''),
    user: parseSessionUser(input?.user),
    draft: EMPTY_DRAFT,
    errors: {},
    detailsShown: false,
    formError: null,
  }),
  initial: 'editing',
  states: {
    editing: editingState,
    submitting: submittingState('editing', replySubmission),
    thanks: {
      tags: ['thanks'],
      on: { CLOSE: 'closed' },
    },
    closed: {
      type: 'final',
    },
  },
});

export type ReplyBoxMachine = typeof replyBoxMachine;

/** Characters left of 1500 for the counter; never below 0. */
export function selectCharactersLeft(snapshot: { context: { draft: Draft } }): number {
  return Math.max(0, charactersLeft(snapshot.context.draft.message));
}

/** The text is over 1500 characters (the counter shows 0; sending it raises the alert). */
export function selectOverLimit(snapshot: { context: { draft: Draft } }): boolean {
  return isTooLong(snapshot.context.draft.message);
}
