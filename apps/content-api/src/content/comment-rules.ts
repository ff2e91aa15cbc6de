import {
  COMMENT_RULE_TEXTS,
  checkCommentEmail,
  checkCommentLocation,
  checkCommentMessage,
  checkCommentName,
  checkFlagName,
  checkFlagOtherText,
  type RuleProblem,
} from '@newsroom/rules/comments';
import { type AbuseReason, abuseReasons, countCharacters } from '../contract.ts';
import type { Fields } from '../http/body.ts';
import { badRequest } from '../http/http-error.ts';

// The server's own check of what readers write (AR-03..AR-05), by the rules the browser checks
// too (`@newsroom/rules/comments`), with the same words. Each check throws a 400 naming the first
// field that fails, in form order. Text is kept exactly as sent: it is stored as text and the site
// renders it as text, isolated from what surrounds it.

/** One-line fields of the record (not shown to readers) allow no control character at all. */
const lineControl = /\p{Cc}/u;
const notAllowed = 'contains a character that is not allowed';

/** Throws the rule's problem as a 400 on `param`. */
function refuse(param: string, problem: RuleProblem | null): void {
  if (problem) throw badRequest(param, problem.message);
}

export interface CommentAuthor {
  name: string;
  email: string;
  location: string;
}

/** The message: 1..1500 characters, not only white space, no control character but tab and line breaks. */
export function checkMessage(fields: Fields): string {
  const message = fields.message ?? '';
  refuse('message', checkCommentMessage(message));
  return message;
}

/** Name, e-mail and location of an anonymous commenter, trimmed at the edges. */
export function checkAnonymousAuthor(fields: Fields): CommentAuthor {
  const name = fields.fromname ?? '';
  refuse('fromname', checkCommentName(name));
  const email = fields.fromaddress ?? '';
  refuse('fromaddress', checkCommentEmail(email));
  return { name: name.trim(), email: email.trim(), location: checkLocation(fields) };
}

export function checkLocation(fields: Fields): string {
  const location = fields.location ?? '';
  refuse('location', checkCommentLocation(location));
  return location.trim();
}

/** A numeric id field (msid, parentid, rootid, commentid). */
export function checkId(fields: Fields, name: string): number {
  const value = (fields[name] ?? '').trim();
  if (value === '') throw badRequest(name, 'is required');
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw badRequest(name, 'must be a numeric id');
  }
  return Number(value);
}

/** An optional short field stored for moderators or the record: one line, at most `max` characters. */
export function checkOptionalText(fields: Fields, name: string, max: number): string | null {
  const value = (fields[name] ?? '').trim();
  if (value === '') return null;
  if (countCharacters(value) > max) throw badRequest(name, `can have at most ${max} characters`);
  if (lineControl.test(value)) throw badRequest(name, notAllowed);
  return value;
}

/** The browser's own random id: 8..100 letters, digits or `. _ : -`. */
const uidShape = /^[A-Za-z0-9._:-]{8,100}$/;

export function checkUid(value: string | undefined, name = 'uid'): string | null {
  const uid = (value ?? '').trim();
  if (uid === '') return null;
  if (!uidShape.test(uid)) throw badRequest(name, 'must be 8 to 100 letters, digits or . _ : -');
  return uid;
}

const keyShape = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The idempotency key of a post: the `Idempotency-Key` header or the `clientid` field (both may be
 * sent, then they must agree). Null when neither is sent.
 */
export function checkIdempotencyKey(
  header: string | string[] | undefined,
  fields: Fields,
): { key: string; param: string } | null {
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim() || null;
  const fromField = fields.clientid?.trim() || null;
  if (fromHeader && fromField && fromHeader !== fromField) {
    throw badRequest('clientid', 'must match the Idempotency-Key header');
  }
  const key = fromHeader ?? fromField;
  if (key === null) return null;
  const param = fromHeader ? 'Idempotency-Key' : 'clientid';
  if (!keyShape.test(key)) throw badRequest(param, 'must be 8 to 128 letters, digits or . _ : -');
  return { key, param };
}

export interface CheckedReason {
  reason: AbuseReason;
  reasonText: string | null;
}

/** One of the spec's four reasons; `Others` needs its free text (1..500 characters). */
export function checkReason(fields: Fields): CheckedReason {
  const given = (fields.reason ?? '').trim();
  const reason = abuseReasons.find((each) => each.toLowerCase() === given.toLowerCase());
  if (!reason) throw badRequest('reason', COMMENT_RULE_TEXTS.flagReasonRequired);
  if (reason !== 'Others') return { reason, reasonText: null };
  const text = fields.reasontext ?? '';
  refuse('reasontext', checkFlagOtherText(text));
  return { reason, reasonText: text };
}

/** The reporter's optional name (abuse reports), trimmed; null when not given. */
export function checkFlagUserName(value: string | undefined): string | null {
  const name = value ?? '';
  refuse('username', checkFlagName(name));
  return name.trim() === '' ? null : name.trim();
}
