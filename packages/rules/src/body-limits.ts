import { ANALYTICS_BODY_MAX_BYTES } from './analytics.ts';
import { assistantRules } from './assistant.ts';
import { COMMENT_LIMITS } from './comments.ts';
import { mailLimits } from './mail.ts';
import { newsletterRules } from './newsletter.ts';
import { oneTimeCodeRules } from './one-time-code.ts';

/**
 * Hardening (issue 26.6): how large a write's body may be, derived from the rules of the fields it
 * carries, so the site's proxy (apps/site/src/server/apiProxy.ts) and the backend's body reading
 * (apps/content-api/src/http/body.ts) cannot disagree: both read these numbers. Before, the site
 * refused (413) a 1,500-emoji comment, 18 kB form-encoded, that the backend's rule accepts.
 *
 * The worst case of one character a rule counts (code points, see `countCharacters`): a four-byte
 * UTF-8 character whose bytes are each percent-encoded (`%F0%9F%98%80`), 12 bytes; in JSON the
 * same character as `\ud83d\ude00` is 12 bytes too. A field whose rule allows only ASCII (ids,
 * words, base64) costs 3 bytes a character (percent-encoded). Pure: no DOM, no Node.
 */

export const BYTES_PER_TEXT_CHARACTER = 4 * 3;
export const BYTES_PER_ASCII_CHARACTER = 3;

/** Room for a field that is an id, a number or a fixed word. */
const shortAscii = 64;

type FieldBudget = { text?: number; ascii?: number };

/** The largest form body that can hold every field at its longest: `name=value&…`. */
export function formBodyLimit(fields: Readonly<Record<string, FieldBudget>>): number {
  let bytes = 0;
  for (const [name, budget] of Object.entries(fields)) {
    bytes += name.length + 2; // `name=` and the `&` after it
    bytes += (budget.text ?? 0) * BYTES_PER_TEXT_CHARACTER + (budget.ascii ?? 0) * BYTES_PER_ASCII_CHARACTER;
  }
  return bytes;
}

const id = { ascii: shortAscii } as const;

/** Longest password the backend reads (scrypt's cost does not depend on length, but the body does). */
export const passwordMaxLength = 1024;

/** AR-03: the new-comment payload (the spec's field names; five pass-through fields of 200 characters). */
const commentFields = {
  message: { text: COMMENT_LIMITS.message },
  fromname: { text: COMMENT_LIMITS.name },
  fromaddress: { text: COMMENT_LIMITS.email },
  location: { text: COMMENT_LIMITS.location },
  msid: id,
  ArticleID: id,
  uid: { ascii: 100 },
  clientid: { ascii: 100 },
  check_twitter: { text: 200 },
  userid: { text: 200 },
  loggedstatus: { text: 200 },
  configid: { text: 200 },
  appkey: { text: 200 },
} as const;

/** The body limit of each write, in bytes, by what it is. */
export const BODY_LIMITS = {
  /** AR-03 a comment. */
  comment: formBodyLimit(commentFields),
  /** AR-04 a reply: a comment with its thread. */
  reply: formBodyLimit({ ...commentFields, parentid: id, rootid: id }),
  /** AR-05 a flag: reason "Others" with its text, the reporter's name. */
  flag: formBodyLimit({
    commentid: id,
    reason: { text: shortAscii },
    reasontext: { text: COMMENT_LIMITS.otherReason },
    username: { text: COMMENT_LIMITS.flagName },
    hostid: id,
    channelid: id,
    commenterid: id,
    loggedstatus: { text: 200 },
    ssoid: { ascii: 100 },
    uid: { ascii: 100 },
  }),
  /** AR-07 a vote; AB-14 a poll vote; AR-10 a bookmark; AB-17 a Prime read: ids and words only. */
  ids: formBodyLimit({ a: id, b: id, c: id, d: id, e: id, f: id, g: id, h: id }),
  /** AR-08 mail this article: recipients, sender, the proof of work (base64 JSON). */
  mail: formBodyLimit({
    toaddress: { text: mailLimits.recipientsText },
    name: { text: mailLimits.senderName },
    replyto: { text: mailLimits.senderEmail },
    msid: id,
    recaptchaValue: { ascii: 2048 },
  }),
  /** AB-13 a newsletter sign-up. */
  newsletter: formBodyLimit({
    sid: { ascii: newsletterRules.sidMaxLength },
    email: { text: newsletterRules.emailMaxLength },
  }),
  /** X-01 sign-in: the e-mail and a password of at most `passwordMaxLength` characters. */
  signIn: formBodyLimit({
    email: { text: 254 },
    password: { text: passwordMaxLength },
    return: { ascii: 2048 },
  }),
  /** AB-09 a one-time code asked for or tried. */
  code: formBodyLimit({
    channel: id,
    address: { text: oneTimeCodeRules.emailMaxLength },
    challengeId: id,
    code: { text: 32 },
    startTrial: id,
    return: { ascii: 2048 },
  }),
  /** AB-25 a question to the assistant (JSON: `{"question": …, "msid": …}`). */
  assistant: formBodyLimit({ question: { text: assistantRules.questionMaxLength }, msid: id }) + 16,
  /** X-02 a batch of analytics events (its own rule: 50 events of the longest names). */
  analytics: ANALYTICS_BODY_MAX_BYTES,
  /** AB-08 the paywall's hit status (a list of stories, checked by its schema at the backend). */
  paywall: 8 * 1024,
} as const;

/** The largest body of any write that passes the site's proxy: what a route without its own limit gets. */
export const LARGEST_WRITE_BODY = Math.max(...Object.values(BODY_LIMITS));
