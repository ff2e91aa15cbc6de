import { assign, fromPromise, setup } from 'xstate';
import { COMMENT_TEXTS } from './comments.ts';
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
  type SessionUser,
  toSubmission,
  validateDraft,
} from './draft.ts';

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
 * Pure: effects are placeholders the caller supplies with `.provide`:
 * - actor `submit` (input: CommentSubmission): post it; resolve on success (the answer is only a
 *   success signal), reject on any failure.
 * - action `alert` ({ message }): show the spec's alert.
 * - action `log` ({ error }): a failed post is logged only (spec §8). The form goes back to `open`
 *   with everything the reader typed kept, so nothing is lost and they can send it again.
 * - action `posted` ({ submission, response }): after success, e.g. to show the comment at once
 *   (`ADD_COMMENT` on the list).
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
  response: unknown;
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
  },
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    alert: (_, _params: AlertParams) => {},
    log: (_, _params: LogParams) => {},
    posted: (_, _params: PostedParams) => {},
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
    clear: assign({ draft: EMPTY_DRAFT, errors: {}, detailsShown: false }),
  },
}).createMachine({
  id: 'commentForm',
  context: ({ input }) => ({
    msid: String(input?.msid ?? ''),
    user: parseSessionUser(input?.user),
    draft: EMPTY_DRAFT,
    errors: {},
    detailsShown: false,
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
            actions: [{ type: 'alert', params: { message: COMMENT_TEXTS.tooLong } }, 'showErrors'],
          },
          { guard: 'valid', target: 'submitting' },
          { actions: 'showErrors' },
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
        onDone: {
          target: 'thanks',
          actions: {
            type: 'posted',
            params: ({ context, event }) => ({ submission: formSubmission(context), response: event.output }),
          },
        },
        onError: {
          // Back with everything as it was (details included): the typed text is kept.
          target: 'open',
          actions: { type: 'log', params: ({ event }) => ({ error: event.error }) },
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
