import {
  checkCommentEmail,
  checkCommentLocation,
  checkCommentMessage,
  checkCommentName,
  EMAIL_PATTERN,
  type RuleProblem,
} from '@newsroom/rules/comments';
import { countCharacters, DETAILS_AT, MESSAGE_MAX } from './comments.ts';
import { refusalOf } from './refusal.ts';

/**
 * AR-03 / AR-04: what a reader types into the comment form or a reply box, its validation and
 * the payload it becomes. Shared by `commentFormMachine` and `replyBoxMachine`.
 */

export const DRAFT_FIELDS = ['message', 'name', 'email', 'location'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export type Draft = Readonly<Record<DraftField, string>>;

export const EMPTY_DRAFT: Draft = { message: '', name: '', email: '', location: '' };

export type DraftErrors = Readonly<Partial<Record<DraftField, string>>>;

/** A signed-in reader, from the session (spec §3 "Login state": userInfo.firstName, email). */
export interface SessionUser {
  firstName: string;
  email: string;
}

/**
 * The session user, or null for an anonymous reader. A session without a first name or an e-mail
 * cannot sign a comment, so that reader is asked like an anonymous one.
 */
export function parseSessionUser(user: unknown): SessionUser | null {
  if (typeof user !== 'object' || user === null) return null;
  const { firstName, email } = user as { firstName?: unknown; email?: unknown };
  if (typeof firstName !== 'string' || typeof email !== 'string') return null;
  if (firstName.trim() === '' || email.trim() === '') return null;
  return { firstName: firstName.trim(), email: email.trim() };
}

/** A well-formed e-mail: the server's pattern, from the shared rules (`@newsroom/rules/comments`). */
export { EMAIL_PATTERN };

/**
 * Characters left of the 1500; negative when over. Counts code points of the text as it will be
 * sent (trimmed), so the counter, the alert and the server's limit agree.
 */
export function charactersLeft(message: string): number {
  return MESSAGE_MAX - countCharacters(message.trim());
}

/** The message is over 1500 characters: submitting it raises the spec's alert instead. */
export function isTooLong(message: string): boolean {
  return charactersLeft(message) < 0;
}

/** The details block (name, e-mail, location) is due: anonymous reader, message of 3+ characters. */
export function detailsDue(message: string, user: SessionUser | null): boolean {
  return user === null && countCharacters(message) >= DETAILS_AT;
}

/**
 * The field messages of a draft; empty when it can be sent. Each field is judged by the shared
 * rules on the value that will be sent (see `toSubmission`), so the server says the same. Signed-in
 * readers are checked on the message only: their name and e-mail come from the session.
 * The 1500 limit is not a field message: it is the alert (see `isTooLong`).
 */
export function validateDraft(draft: Draft, user: SessionUser | null): DraftErrors {
  const errors: Partial<Record<DraftField, string>> = {};
  const put = (field: DraftField, problem: RuleProblem | null) => {
    if (problem) errors[field] = problem.message;
  };
  const message = checkCommentMessage(draft.message.trim());
  if (message?.rule !== 'tooLong') put('message', message);
  if (user) return errors;
  put('name', checkCommentName(draft.name));
  put('email', checkCommentEmail(draft.email));
  put('location', checkCommentLocation(draft.location));
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0;

/**
 * The reader's part of a new comment (spec §3 "New comment payload"). The site adds the fields it
 * owns (ArticleID, userid, uid, configid, appkey, check_twitter) when it posts it.
 */
export interface CommentSubmission {
  msid: string;
  message: string;
  fromname: string;
  fromaddress: string;
  location: string;
  /** 1 for a signed-in reader (name and e-mail from the session), 0 otherwise. */
  loggedstatus: 0 | 1;
}

/** A reply: a new comment plus its parent and the thread it belongs to (AR-04). */
export interface ReplySubmission extends CommentSubmission {
  parentid: string;
  rootid: string;
}

/** The payload of a valid draft: trimmed values; session name and e-mail for signed-in readers. */
export function toSubmission(msid: string, draft: Draft, user: SessionUser | null): CommentSubmission {
  return {
    msid,
    message: draft.message.trim(),
    fromname: user ? user.firstName : draft.name.trim(),
    fromaddress: user ? user.email : draft.email.trim(),
    location: user ? '' : draft.location.trim(),
    loggedstatus: user ? 1 : 0,
  };
}

/** The payload's names (spec §3) of the form's fields: a server refusal naming one is shown next to it. */
export const DRAFT_PARAMS: Readonly<Record<string, DraftField>> = {
  message: 'message',
  fromname: 'name',
  fromaddress: 'email',
  location: 'location',
};

/** The draft with one field changed; the field's stale message (if any) is dropped. */
export function changeDraft(
  draft: Draft,
  errors: DraftErrors,
  field: DraftField,
  value: string,
): { draft: Draft; errors: DraftErrors } {
  if (!(DRAFT_FIELDS as readonly string[]).includes(field)) return { draft, errors };
  const { [field]: _dropped, ...rest } = errors;
  return { draft: { ...draft, [field]: value }, errors: rest };
}

/** What a draft shows after the server refused it (see `refuseDraft`). */
export interface RefusedDraft {
  errors: DraftErrors;
  detailsShown: boolean;
  formError: string | null;
}

/**
 * The draft's messages after the server refused it: the server's words next to the field it named
 * (the details block opens for a name, e-mail or location), or the form's message (429, 5xx, the
 * network, a parent that is gone, …). A signed-in reader's name and e-mail are the session's, not
 * fields they can correct here, so a refusal of those is the form's message too.
 */
export function refuseDraft(
  state: { errors: DraftErrors; detailsShown: boolean; user: SessionUser | null },
  error: unknown,
  kind: 'comment' | 'reply',
): RefusedDraft {
  const { field, message } = refusalOf(error, kind, DRAFT_PARAMS);
  if (field === null || (state.user !== null && field !== 'message')) {
    return { errors: state.errors, detailsShown: state.detailsShown, formError: message };
  }
  return {
    errors: { ...state.errors, [field]: message },
    detailsShown: state.detailsShown || field !== 'message',
    formError: null,
  };
}
