import { type AbuseReason, abuseReasons, commentLimits, countCharacters } from '../contract.ts';
import type { Fields } from '../http/body.ts';
import { badRequest } from '../http/http-error.ts';

// The server's own check of what readers write (AR-03..AR-05), with the spec's messages where
// the spec has one. Each check throws a 400 naming the first field that fails, in form order.
// Text is kept exactly as sent: it is stored as text and the site renders it as text.

/** Tab, line feed and carriage return may appear in a message; no other control character may. */
const messageControl = /(?![\t\n\r])\p{Cc}/u;
/** One-line fields allow no control character at all. */
const lineControl = /\p{Cc}/u;
/** Pragmatic: local part without spaces or quotes, a dotted host name, a top-level name of 2+ letters. */
const emailShape = /^[^\s@"<>(),;:\\[\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const notAllowed = 'contains a character that is not allowed';

export interface CommentAuthor {
  name: string;
  email: string;
  location: string;
}

/** The message: 1..1500 characters, not only white space. */
export function checkMessage(fields: Fields): string {
  const message = fields.message ?? '';
  if (message.trim() === '') throw badRequest('message', 'Please enter your comment');
  if (countCharacters(message) > commentLimits.message) {
    throw badRequest('message', `You have entered more than ${commentLimits.message} characters`);
  }
  if (messageControl.test(message)) throw badRequest('message', notAllowed);
  return message;
}

/** Name, e-mail and location of an anonymous commenter, trimmed at the edges. */
export function checkAnonymousAuthor(fields: Fields): CommentAuthor {
  const name = (fields.fromname ?? '').trim();
  if (name === '') throw badRequest('fromname', 'Please enter your name');
  if (countCharacters(name) > commentLimits.name) {
    throw badRequest('fromname', `Your name can have at most ${commentLimits.name} characters`);
  }
  if (lineControl.test(name)) throw badRequest('fromname', notAllowed);

  const email = (fields.fromaddress ?? '').trim();
  if (email === '') throw badRequest('fromaddress', 'Please enter your email');
  if (countCharacters(email) > commentLimits.email) {
    throw badRequest('fromaddress', `Your email can have at most ${commentLimits.email} characters`);
  }
  if (!emailShape.test(email)) throw badRequest('fromaddress', 'Please enter a valid email');

  return { name, email, location: checkLocation(fields) };
}

export function checkLocation(fields: Fields): string {
  const location = (fields.location ?? '').trim();
  if (countCharacters(location) > commentLimits.location) {
    throw badRequest('location', `Your location can have at most ${commentLimits.location} characters`);
  }
  if (lineControl.test(location)) throw badRequest('location', notAllowed);
  return location;
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
  if (!reason) throw badRequest('reason', 'Please choose a reason');
  if (reason !== 'Others') return { reason, reasonText: null };
  const text = fields.reasontext ?? '';
  if (text.trim() === '') throw badRequest('reasontext', 'Please tell us what is wrong with this comment');
  if (countCharacters(text) > commentLimits.otherReason) {
    throw badRequest('reasontext', `The reason can have at most ${commentLimits.otherReason} characters`);
  }
  if (messageControl.test(text)) throw badRequest('reasontext', notAllowed);
  return { reason, reasonText: text };
}
