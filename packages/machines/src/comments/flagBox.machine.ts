import { checkFlagName, checkFlagOtherText } from '@newsroom/rules/comments';
import { assign, fromPromise, setup } from 'xstate';
import { COMMENT_TEXTS } from './comments.ts';
import { parseSessionUser, type SessionUser } from './draft.ts';
import type { LogParams } from './drafting.ts';
import { refusalOf } from './refusal.ts';

/**
 * AR-05 flag box: open → reporting → reported, and closed (final) from open or reported.
 *
 * Inside `open`: `unchosen` until a reason is chosen, then `listed` (one of the three named
 * reasons) or `other` ("Others", which reveals a free-text box; its text is then required,
 * at most 500 characters). The name is optional, at most 100 characters; a signed-in reader
 * reports under the session's first name. REPORT with a problem shows the field messages and
 * stays open.
 *
 * Pure; the caller supplies with `.provide`:
 * - actor `report` (input: FlagReport): send the abuse report; resolve on success, reject on
 *   failure (`CommentWriteError` when the server answered). A failure is shown (Hardening 18):
 *   next to the field the server named, or as the box's message (`formError`: 429, 5xx, the
 *   network, a comment that is gone, …); it is logged too (`log` action), and the box goes back
 *   to `open` with the chosen reason, text and name kept, so the reader can report again.
 * - action `log` ({ error }).
 */

export const FLAG_REASONS = [
  { value: 'foul-language', label: 'Foul language' },
  { value: 'slanderous', label: 'Slanderous' },
  { value: 'inciting-hatred', label: 'Inciting hatred against a certain community' },
  { value: 'others', label: 'Others' },
] as const;

export type FlagReason = (typeof FLAG_REASONS)[number]['value'];

export function isFlagReason(value: unknown): value is FlagReason {
  return FLAG_REASONS.some((reason) => reason.value === value);
}

export function flagReasonLabel(reason: FlagReason): string {
  return FLAG_REASONS.find((r) => r.value === reason)?.label ?? '';
}

export type FlagField = 'reason' | 'otherText' | 'name';
export type FlagErrors = Readonly<Partial<Record<FlagField, string>>>;

/** The reader's part of an abuse report (spec §3); the site adds host, channel, sso id and uid. */
export interface FlagReport {
  /** The flagged comment. */
  commentId: string;
  /** The reason's label as listed in the spec (e.g. 'Foul language', 'Others'). */
  reason: string;
  /** The free text for "Others"; '' for the listed reasons. */
  reasonText: string;
  /** The reader's name ('' when not given). */
  name: string;
  loggedstatus: 0 | 1;
}

export interface FlagBoxInput {
  commentId: string;
  user?: SessionUser | null;
}

export interface FlagBoxContext {
  readonly commentId: string;
  readonly user: SessionUser | null;
  readonly reason: FlagReason | null;
  /** Kept when another reason is chosen (switching back to Others shows it again). */
  readonly otherText: string;
  readonly name: string;
  readonly errors: FlagErrors;
  /** The server's refusal when it names no field of the box; else null. */
  readonly formError: string | null;
}

export type FlagBoxEvent =
  | { type: 'CHOOSE'; reason: FlagReason }
  | { type: 'CHANGE'; field: 'otherText' | 'name'; value: string }
  | { type: 'REPORT' }
  | { type: 'CLOSE' };

/** The field messages of a report; the shared rules judge the values that will be sent (trimmed). */
export function validateFlag(
  context: Pick<FlagBoxContext, 'reason' | 'otherText' | 'name' | 'user'>,
): FlagErrors {
  const errors: Partial<Record<FlagField, string>> = {};
  if (context.reason === null) errors.reason = COMMENT_TEXTS.flagReasonRequired;
  if (context.reason === 'others') {
    const problem = checkFlagOtherText(context.otherText.trim());
    if (problem) errors.otherText = problem.message;
  }
  if (!context.user) {
    const problem = checkFlagName(context.name);
    if (problem) errors.name = problem.message;
  }
  return errors;
}

/** The report's names (the abuse call's fields) of the form's fields, for refusals. */
export const FLAG_PARAMS: Readonly<Record<string, FlagField>> = {
  reason: 'reason',
  reasontext: 'otherText',
  username: 'name',
};

export function toFlagReport(context: FlagBoxContext): FlagReport {
  const reason = context.reason ?? 'others';
  return {
    commentId: context.commentId,
    reason: flagReasonLabel(reason),
    reasonText: reason === 'others' ? context.otherText.trim() : '',
    name: context.user ? context.user.firstName : context.name.trim(),
    loggedstatus: context.user ? 1 : 0,
  };
}

const without = (errors: FlagErrors, ...fields: FlagField[]): FlagErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as FlagField)));

export const flagBoxMachine = setup({
  types: {
    context: {} as FlagBoxContext,
    events: {} as FlagBoxEvent,
    input: {} as FlagBoxInput,
  },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    report: fromPromise<unknown, FlagReport>(async () => {
      throw new Error('flagBox: provide the report actor');
    }),
  },
  guards: {
    choseOthers: ({ event }) => event.type === 'CHOOSE' && event.reason === 'others',
    choseListed: ({ event }) =>
      event.type === 'CHOOSE' && isFlagReason(event.reason) && event.reason !== 'others',
    isOthers: ({ context }) => context.reason === 'others',
    isListed: ({ context }) => context.reason !== null,
    valid: ({ context }) => Object.keys(validateFlag(context)).length === 0,
  },
  actions: {
    // Placeholder, replaced by the caller through `.provide({ actions })`.
    log: (_, _params: LogParams) => {},
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE'
        ? { reason: event.reason, errors: without(context.errors, 'reason', 'otherText') }
        : {},
    ),
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || (event.field !== 'otherText' && event.field !== 'name')) return {};
      return { [event.field]: event.value, errors: without(context.errors, event.field) };
    }),
    showErrors: assign(({ context }) => ({ errors: validateFlag(context) })),
    refused: assign(({ context, event }) => {
      const { field, message } = refusalOf((event as { error?: unknown }).error, 'report', FLAG_PARAMS);
      // A field the reader cannot see (the name of a signed-in reader, Others' text under
      // another reason) cannot carry the message: the box does.
      const shown =
        field !== null &&
        (field !== 'name' || context.user === null) &&
        (field !== 'otherText' || context.reason === 'others');
      return shown ? { errors: { ...context.errors, [field]: message } } : { formError: message };
    }),
    clearFormError: assign({ formError: null }),
  },
}).createMachine({
  id: 'flagBox',
  context: ({ input }) => ({
    commentId: String(input?.commentId ?? ''),
    user: parseSessionUser(input?.user),
    reason: null,
    otherText: '',
    name: '',
    errors: {},
    formError: null,
  }),
  initial: 'open',
  states: {
    open: {
      tags: ['editing'],
      // Transient: back from a failed report, the chosen reason decides where to stand.
      initial: 'restoring',
      states: {
        restoring: {
          always: [
            { guard: 'isOthers', target: 'other' },
            { guard: 'isListed', target: 'listed' },
            { target: 'unchosen' },
          ],
        },
        unchosen: {},
        listed: {},
        other: {},
      },
      on: {
        CHOOSE: [
          { guard: 'choseOthers', target: '.other', actions: 'choose' },
          { guard: 'choseListed', target: '.listed', actions: 'choose' },
        ],
        CHANGE: { actions: 'change' },
        REPORT: [
          { guard: 'valid', target: 'reporting', actions: 'clearFormError' },
          { actions: ['clearFormError', 'showErrors'] },
        ],
        CLOSE: 'closed',
      },
    },
    reporting: {
      tags: ['busy'],
      invoke: {
        id: 'report',
        src: 'report',
        input: ({ context }) => toFlagReport(context),
        onDone: { target: 'reported' },
        onError: {
          target: 'open',
          actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    reported: {
      tags: ['done'],
      on: { CLOSE: 'closed' },
    },
    closed: {
      type: 'final',
    },
  },
});

export type FlagBoxMachine = typeof flagBoxMachine;
