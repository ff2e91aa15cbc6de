import { assign, fromPromise, setup } from 'xstate';
import { COMMENT_TEXTS, type Comment, readPostedComment } from './comments.ts';
import {
  type CommentSubmission,
  changeDraft,
  type Draft,
  type DraftErrors,
  type DraftField,
  detailsDue,
  EMPTY_DRAFT,
  hasErrors,
  isTooLong,
  parseSessionUser,
  refuseDraft,
  type SessionUser,
  toSubmission,
  validateDraft,
} from './draft.ts';
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

export interface CommentFormContext {
  readonly msid: string;
  readonly user: SessionUser | null;
  readonly draft: Draft;
  readonly errors: DraftErrors;
  /** The details block has been shown (it stays until the form is cleared). */
  readonly detailsShown: boolean;
  /** The server's refusal when it names no field of the form (429, 5xx, network, …); else null. */
  readonly formError: string | null;
}

/** The events the form fields send; the reply box understands them too. */
export type DraftEvent = { type: 'CHANGE'; field: DraftField; value: string } | { type: 'SUBMIT' };

export type CommentFormEvent = { type: 'OPEN' } | { type: 'CLOSE' } | DraftEvent;

export interface AlertParams {
  message: string;
}
export interface LogParams {
  error: unknown;
}
export interface PostedParams<S = CommentSubmission> {
  submission: S;
  /** The comment as the server stored it. */
  comment: Comment;
}

/** The stored comment of a done `submit` (the guard `answeredWithComment` has checked it). */
export const postedComment = (event: { output?: unknown }): Comment =>
  readPostedComment(event.output) as Comment;

/** Logged when a post's answer is not a comment. */
export class UnreadableAnswerError extends Error {
  readonly answer: unknown;
  constructor(answer: unknown) {
    super('The answer to a post is not a comment');
    this.name = 'UnreadableAnswerError';
    this.answer = answer;
  }
}

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
  guards: {
    detailsDue: ({ context }) =>
      context.user === null && (context.detailsShown || detailsDue(context.draft.message, context.user)),
    tooLong: ({ context }) => isTooLong(context.draft.message),
    valid: ({ context }) => !hasErrors(validateDraft(context.draft, context.user)),
    answeredWithComment: ({ event }) => readPostedComment((event as { output?: unknown }).output) !== null,
  },
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
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changeDraft(context.draft, context.errors, event.field, event.value) : {},
    ),
    showErrors: assign(({ context }) => {
      const errors = validateDraft(context.draft, context.user);
      const inDetails =
        errors.name !== undefined || errors.email !== undefined || errors.location !== undefined;
      return { errors, detailsShown: context.detailsShown || (context.user === null && inDetails) };
    }),
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
    open: {
      tags: ['editing'],
      initial: 'brief',
      states: {
        brief: {
          always: { guard: 'detailsDue', target: 'details' },
        },
        details: {
          entry: 'markDetailsShown',
        },
      },
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          {
            guard: 'tooLong',
            actions: [
              'clearFormError',
              { type: 'alert', params: { message: COMMENT_TEXTS.tooLong } },
              'showErrors',
            ],
          },
          { guard: 'valid', target: 'submitting', actions: 'clearFormError' },
          { actions: ['clearFormError', 'showErrors'] },
        ],
        // Closing an unsent form keeps the draft: opening it again shows it as it was.
        CLOSE: 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      // Fields are read-only here: CHANGE is not handled, so the draft is the one being sent.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => formSubmission(context),
        onDone: [
          {
            guard: 'answeredWithComment',
            target: 'thanks',
            actions: {
              type: 'posted',
              params: ({ context, event }) => ({
                submission: formSubmission(context),
                comment: postedComment(event),
              }),
            },
          },
          {
            target: 'open',
            actions: [
              'unreadableAnswer',
              { type: 'log', params: ({ event }) => ({ error: new UnreadableAnswerError(event.output) }) },
            ],
          },
        ],
        onError: {
          // Back with everything as it was (details included): the typed text is kept, and the
          // refusal shown next to its field or as the form's message.
          target: 'open',
          actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
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
