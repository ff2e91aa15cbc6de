import {
  COMMENT_TEXTS,
  countCharacters,
  DETAILS_AT,
  EMAIL_MAX,
  LOCATION_MAX,
  MESSAGE_MAX,
  NAME_MAX,
} from './comments.ts';

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

/**
 * A well-formed e-mail, deliberately loose (the server has the last word): something, one @,
 * a domain with a dot, no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Characters left of the 1500; negative when over. Counts code points, as typed. */
export function charactersLeft(message: string): number {
  return MESSAGE_MAX - countCharacters(message);
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
 * The field messages of a draft; empty when it can be sent. Values are trimmed first. Signed-in
 * readers are checked on the message only: their name and e-mail come from the session.
 * The 1500 limit is not a field message: it is the alert (see `isTooLong`).
 */
export function validateDraft(draft: Draft, user: SessionUser | null): DraftErrors {
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.message.trim() === '') errors.message = COMMENT_TEXTS.messageRequired;
  if (user) return errors;
  const name = draft.name.trim();
  const email = draft.email.trim();
  const location = draft.location.trim();
  if (name === '') errors.name = COMMENT_TEXTS.nameRequired;
  else if (countCharacters(name) > NAME_MAX) errors.name = COMMENT_TEXTS.nameTooLong;
  if (email === '') errors.email = COMMENT_TEXTS.emailRequired;
  else if (countCharacters(email) > EMAIL_MAX) errors.email = COMMENT_TEXTS.emailTooLong;
  else if (!EMAIL_PATTERN.test(email)) errors.email = COMMENT_TEXTS.emailInvalid;
  if (countCharacters(location) > LOCATION_MAX) errors.location = COMMENT_TEXTS.locationTooLong;
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
