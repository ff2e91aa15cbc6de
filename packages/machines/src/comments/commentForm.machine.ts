import { assign, fromPromise, setup } from 'xstate';
import {
  type CommentSubmission,
  EMPTY_DRAFT,
  parseSessionUser,
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
 * AR-03 comment form: closed → open ("Post a Comment") → submitting → thanks → closed.
 *
 * Inside `open`, `brief` shows the message only; `details` adds name, e-mail and location. The
 * details appear once the message has 3 characters (code points) and then stay, also if the
 * message gets shorter again, until the form is cleared; a submit with field errors shows them
 * too. Signed-in readers never get the details: their session name and e-mail are sent.
 *
 * SUBMIT checks, in this order: over 1500 characters → the `alert` action with 'You have entered
 * more than 1500 characters' (nothing is cut; the field messages are shown as well); field
 * messages (see `validateDraft`) → shown, stay open; else → submitting.
 *
 * A refusal is shown (Hardening 18; the spec's "logged only" is overridden): a 400 naming a field
 * puts the server's words next to that field; 429, 5xx, the network and the rest put one message
 * on the form (`formError`). Either way the form goes back to `open` with everything the reader
 * typed kept, so they can correct it or send it again. The next SUBMIT clears the form's message.
 *
 * Pure: effects are placeholders the caller supplies with `.provide`:
 * - actor `submit` (input: CommentSubmission): post it; resolve with the server's answer, the
 *   stored comment; reject on any failure, with `CommentWriteError` when the server answered.
 * - action `alert` ({ message }): show the spec's alert.
 * - action `log` ({ error }): a failure is logged as well as shown.
 * - action `posted` ({ submission, comment }): after success, with the comment exactly as the
 *   server stored it (its id, name and time), e.g. `ADD_COMMENT` on the list. An answer that is
 *   not a comment is a failure ('The server’s answer could not be read…'); sent again, the
 *   idempotency key makes the server answer with the comment it stored, not store it twice.
 * Implementations must not throw: an action that throws stops the actor.
 */

export interface CommentFormInput {
  msid: string;
  /** The signed-in reader, or null / absent for an anonymous one. */
  user?: SessionUser | null;
}

/** The comment form keeps the draft and nothing else. */
export type CommentFormContext = DraftingContext;

export type CommentFormEvent = { type: 'OPEN' } | { type: 'CLOSE' } | DraftEvent;

const formSubmission = (context: CommentFormContext) =>
  toSubmission(context.msid, context.draft, context.user);

export const commentFormMachine = setup({
  types: {
    context: {} as CommentFormContext,
    events: {} as CommentFormEvent,
    input: {} as CommentFormInput,
  },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    submit: fromPromise<unknown, CommentSubmission>(async () => {
      throw new Error('commentForm: provide the submit actor');
    }),
  },
  guards: draftingGuards,
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    alert: (_, _params: AlertParams) => {},
    log: (_, _params: LogParams) => {},
    posted: (_, _params: PostedParams) => {},
    refused: assign(({ context, event }) =>
      refuseDraft(context, (event as { error?: unknown }).error, 'comment'),
    ),
    unreadableAnswer: assign({ formError: REFUSAL_TEXTS.unreadableAnswer }),
    clearFormError: assign({ formError: null }),
    change: assign(({ context, event }) => changedDraft(context, event)),
    showErrors: assign(({ context }) => errorsShown(context)),
    markDetailsShown: assign({ detailsShown: true }),
    clear: assign({ draft: EMPTY_DRAFT, errors: {}, detailsShown: false, formError: null }),
  },
}).createMachine({
  id: 'commentForm',
  context: ({ input }) => ({
    msid: String(input?.msid ?? ''),
    user: parseSessionUser(input?.user),
    draft: EMPTY_DRAFT,
    errors: {},
    detailsShown: false,
    formError: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: editingState,
    submitting: submittingState('open', formSubmission),
    thanks: {
      tags: ['thanks'],
      on: {
        CLOSE: { target: 'closed', actions: 'clear' },
        OPEN: { target: 'open', actions: 'clear' },
      },
    },
  },
});

export type CommentFormMachine = typeof commentFormMachine;
