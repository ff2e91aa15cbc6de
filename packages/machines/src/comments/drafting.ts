import { COMMENT_TEXTS, type Comment, readPostedComment } from './comments.ts';
import {
  type CommentSubmission,
  changeDraft,
  type Draft,
  type DraftErrors,
  type DraftField,
  detailsDue,
  hasErrors,
  isTooLong,
  type SessionUser,
  validateDraft,
} from './draft.ts';

/**
 * AR-03 / AR-04: the drafting part that the comment form and a reply box share, written once:
 * the guards, what the actions make of the context, and the two states (the draft being edited,
 * with its details block, and the draft being sent). Each machine adds only what is its own: how
 * it opens and closes, and the payload it sends (see commentForm.machine.ts, replyBox.machine.ts).
 */

/** What both machines keep of a draft. */
export interface DraftingContext {
  readonly msid: string;
  readonly user: SessionUser | null;
  readonly draft: Draft;
  readonly errors: DraftErrors;
  /** The details block has been shown (it stays until the form is cleared). */
  readonly detailsShown: boolean;
  /** The server's refusal when it names no field of the form (429, 5xx, network, …); else null. */
  readonly formError: string | null;
}

/** The events the form fields send; both machines understand them. */
export type DraftEvent = { type: 'CHANGE'; field: DraftField; value: string } | { type: 'SUBMIT' };

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

export const draftingGuards = {
  detailsDue: ({ context }: { context: DraftingContext }) =>
    context.user === null && (context.detailsShown || detailsDue(context.draft.message, context.user)),
  tooLong: ({ context }: { context: DraftingContext }) => isTooLong(context.draft.message),
  valid: ({ context }: { context: DraftingContext }) =>
    !hasErrors(validateDraft(context.draft, context.user)),
  answeredWithComment: ({ event }: { event: unknown }) =>
    readPostedComment((event as { output?: unknown }).output) !== null,
};

/** The draft after a CHANGE (other events leave it as it is). */
export const changedDraft = (context: DraftingContext, event: { type: string }) => {
  if (event.type !== 'CHANGE') return {};
  const { field, value } = event as Extract<DraftEvent, { type: 'CHANGE' }>;
  return changeDraft(context.draft, context.errors, field, value);
};

/** The field messages of the draft, shown; the details block opens for a message of its own. */
export const errorsShown = (context: DraftingContext) => {
  const errors = validateDraft(context.draft, context.user);
  const inDetails = errors.name !== undefined || errors.email !== undefined || errors.location !== undefined;
  return { errors, detailsShown: context.detailsShown || (context.user === null && inDetails) };
};

/**
 * The state in which the reader edits the draft: `brief` shows the message only, `details` adds
 * name, e-mail and location once due. SUBMIT checks, in this order: over 1500 characters → the
 * spec's alert (nothing is cut; the field messages are shown as well); field messages → shown;
 * else → `submitting`. CLOSE keeps the draft.
 */
export const editingState = {
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
    CLOSE: 'closed',
  },
} as const;

/**
 * The state in which the draft is sent (`submitting`, tagged `busy`): the fields are read-only,
 * as CHANGE is not handled, so the draft is the one being sent. The server's stored comment leads
 * to `thanks` with the `posted` action; an answer that is not a comment, or a refusal, goes back
 * to `back` with everything the reader typed kept and the refusal shown (next to its field or as
 * the form's message), and is logged.
 */
export function submittingState<const Back extends string, Context extends DraftingContext, Submission>(
  back: Back,
  submission: (context: Context) => Submission,
) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'submit',
      src: 'submit',
      input: ({ context }: { context: Context }) => submission(context),
      onDone: [
        {
          guard: 'answeredWithComment',
          target: 'thanks',
          actions: {
            type: 'posted',
            params: ({ context, event }: { context: Context; event: { output?: unknown } }) => ({
              submission: submission(context),
              comment: postedComment(event),
            }),
          },
        },
        {
          target: back,
          actions: [
            'unreadableAnswer',
            {
              type: 'log',
              params: ({ event }: { event: { output?: unknown } }) => ({
                error: new UnreadableAnswerError(event.output),
              }),
            },
          ],
        },
      ],
      onError: {
        target: back,
        actions: [
          'refused',
          { type: 'log', params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }) },
        ],
      },
    },
  } as const;
}
