/**
 * AR-02..AR-07 comments: the shapes, limits and texts every comments machine and part agrees on.
 *
 * Pure (no DOM, no fetch, no clock; its one import is the shared rules, `@newsroom/rules`): the
 * site's content client, the machines, the headless parts and the server-rendered
 * `/opinions/{msid}.cms` page all import it.
 */

import { COMMENT_LIMITS, COMMENT_RULE_TEXTS, countCharacters } from '@newsroom/rules/comments';

/** One comment as the content API sends it (docs/content-api.md, "Comment"). */
export interface Comment {
  _id: string;
  /** Author name. */
  A_D_N: string;
  /** Time, as the server formats it. */
  C_D: string;
  /** Text. Plain text, always rendered as text, never as HTML. */
  C_T: string;
  /** Profile picture URL, or null. */
  PIU: string | null;
  user_reward: { statusPoints: number };
  /** Agree count. */
  AC_A_C: number;
  /** Disagree count. */
  AC_D_C: number;
  /** Replies, oldest first, nested to any depth. */
  CHILD: Comment[];
}

/** The first element of every comments page. */
export interface CommentsHeader {
  /** Every comment, replies included. */
  totalcount: number;
  /** Threads (top-level comments); pages count threads. */
  cmt_c: number;
}

/** A page as the machine keeps it once checked: the header and the threads that followed it. */
export interface CommentsPage {
  header: CommentsHeader;
  comments: Comment[];
}

// Limits (spec §5 and §9): what readers write is checked by the shared rules, the server's own
// (`@newsroom/rules/comments`); these names are kept for the parts and the site that use them.

/** Threads per page (`size=25`). */
export const COMMENTS_PAGE_SIZE = 25;
/** Longest message, in characters (Unicode code points). */
export const MESSAGE_MAX = COMMENT_LIMITS.message;
/** The name / e-mail / location block appears once the message has this many characters. */
export const DETAILS_AT = 3;
export const NAME_MAX = COMMENT_LIMITS.name;
export const EMAIL_MAX = COMMENT_LIMITS.email;
export const LOCATION_MAX = COMMENT_LIMITS.location;
/** Flag form: longest user name. */
export const FLAG_NAME_MAX = COMMENT_LIMITS.flagName;
/** Flag form: longest free text for "Others" (not in the spec; decided, see README). */
export const FLAG_OTHER_MAX = COMMENT_LIMITS.otherReason;
/** Indent of a reply, per nesting level, in CSS pixels. */
export const REPLY_INDENT_PX = 20;
/** Width of the comments drawer, in CSS pixels. */
export const COMMENTS_DRAWER_WIDTH_PX = 530;
/** How long the "already voted" toast stays, in milliseconds. */
export const VOTE_TOAST_MS = 3000;

/** The texts of the spec, exactly, and the ones decided where the spec is silent (README). */
export const COMMENT_TEXTS = {
  // AR-02, spec §8.
  invalidFormat: 'Invalid data format received from the server.',
  somethingWentWrong: 'Something went wrong while fetching comments.',
  // AR-03, spec §5.
  nameRequired: COMMENT_RULE_TEXTS.nameRequired,
  emailRequired: COMMENT_RULE_TEXTS.emailRequired,
  tooLong: COMMENT_RULE_TEXTS.messageTooLong,
  // AR-07, spec §8.
  alreadyVoted: "You've already voted!",
  // Decided (the spec gives only the limits); the server says the same words.
  messageRequired: COMMENT_RULE_TEXTS.messageRequired,
  nameTooLong: COMMENT_RULE_TEXTS.nameTooLong,
  emailTooLong: COMMENT_RULE_TEXTS.emailTooLong,
  emailInvalid: COMMENT_RULE_TEXTS.emailInvalid,
  locationTooLong: COMMENT_RULE_TEXTS.locationTooLong,
  flagReasonRequired: COMMENT_RULE_TEXTS.flagReasonRequired,
  flagOtherRequired: COMMENT_RULE_TEXTS.flagOtherRequired,
  flagOtherTooLong: COMMENT_RULE_TEXTS.flagOtherTooLong,
  flagNameTooLong: COMMENT_RULE_TEXTS.flagNameTooLong,
} as const;

/** 'Failed to fetch comments: {status text}' (spec §8). */
export function fetchFailedText(statusText: string): string {
  return `Failed to fetch comments: ${statusText}`;
}

/** What the panel shows for a fetch error: 'Error: {message}' (spec §8). */
export function errorText(message: string): string {
  return `Error: ${message}`;
}

/** The page of all comments of an article (AR-01, linked from the reply thank-you, AR-04). */
export function opinionsPath(msid: string): string {
  return `/opinions/${encodeURIComponent(msid)}.cms`;
}

/** Characters as a reader counts them: Unicode code points (an emoji is one, not two). */
export { countCharacters };

// Fetch errors (AR-02).

/** Reason phrases for statuses whose answer carries no status text (HTTP/2 never sends one). */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The error a `fetchPage` actor rejects with when the server answered with an HTTP failure.
 * Build it from the response: `throw new CommentsHttpError(response.status, response.statusText)`.
 * An empty status text (HTTP/2) becomes the reason phrase of the status, or `HTTP {status}`.
 */
export class CommentsHttpError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText = '') {
    const text = statusText.trim() || REASON_PHRASES[status] || `HTTP ${status}`;
    super(fetchFailedText(text));
    this.name = 'CommentsHttpError';
    this.status = status;
    this.statusText = text;
  }
}

function isHttpError(error: unknown): error is { statusText: string } {
  if (error instanceof CommentsHttpError) return true;
  // Duck-typed too: an error from another copy of this module (a second bundle) still counts.
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'CommentsHttpError' &&
    typeof (error as { statusText?: unknown }).statusText === 'string'
  );
}

/** The message for a rejected `fetchPage`: the HTTP text, or the catch-all text of the spec. */
export function fetchErrorMessage(error: unknown): string {
  return isHttpError(error) ? fetchFailedText(error.statusText) : COMMENT_TEXTS.somethingWentWrong;
}

// Reading an answer (AR-02).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Deeper than this is not a conversation but a malformed (or hostile) answer. */
const MAX_DEPTH = 64;

function readComment(value: unknown, depth: number): Comment | null {
  if (depth > MAX_DEPTH || !isRecord(value)) return null;
  const { _id, A_D_N, C_D, C_T, PIU, user_reward, AC_A_C, AC_D_C, CHILD } = value;
  const id = typeof _id === 'number' && Number.isFinite(_id) ? String(_id) : _id;
  if (typeof id !== 'string' || id === '' || typeof C_T !== 'string') return null;
  if (CHILD !== undefined && !Array.isArray(CHILD)) return null;
  const children: Comment[] = [];
  for (const child of CHILD ?? []) {
    const reply = readComment(child, depth + 1);
    if (!reply) return null;
    children.push(reply);
  }
  const points = isRecord(user_reward) ? user_reward.statusPoints : undefined;
  // Only the known fields are kept, so nothing unexpected travels on to the view.
  return {
    _id: id,
    A_D_N: typeof A_D_N === 'string' ? A_D_N : '',
    C_D: typeof C_D === 'string' ? C_D : '',
    C_T,
    PIU: typeof PIU === 'string' && PIU !== '' ? PIU : null,
    user_reward: { statusPoints: isCount(points) ? points : 0 },
    AC_A_C: isCount(AC_A_C) ? AC_A_C : 0,
    AC_D_C: isCount(AC_D_C) ? AC_D_C : 0,
    CHILD: children,
  };
}

/**
 * Reads a comments answer: an array whose first element is the header, then the threads.
 * Returns null for anything else (not an array, no header, a comment without `_id` or text),
 * which the list shows as 'Invalid data format received from the server.'. Missing counts,
 * names and `CHILD` are read as 0, '' and [].
 */
export function readCommentsPage(answer: unknown): CommentsPage | null {
  if (!Array.isArray(answer)) return null;
  const [head, ...rest] = answer as unknown[];
  if (!isRecord(head) || !isCount(head.totalcount) || !isCount(head.cmt_c)) return null;
  const comments: Comment[] = [];
  for (const item of rest) {
    const comment = readComment(item, 0);
    if (!comment) return null;
    comments.push(comment);
  }
  return { header: { totalcount: head.totalcount, cmt_c: head.cmt_c }, comments };
}

// Threads (AR-02, AR-04).

/** `incoming` threads whose id is not in `existing` yet (a page can shift when others post). */
export function newThreads(existing: readonly Comment[], incoming: readonly Comment[]): Comment[] {
  const seen = new Set(existing.map((comment) => comment._id));
  return incoming.filter((comment) => {
    if (seen.has(comment._id)) return false;
    seen.add(comment._id);
    return true;
  });
}

/** Whether a comment with this id is anywhere in the threads, at any depth. */
export function containsComment(comments: readonly Comment[], id: string): boolean {
  return comments.some((comment) => comment._id === id || containsComment(comment.CHILD, id));
}

/**
 * The threads with `reply` added as the last (newest) reply of `parentId`, at any depth.
 * Copies only the path to the parent; returns the same array when the parent is not there.
 */
export function insertReply(comments: Comment[], parentId: string, reply: Comment): Comment[] {
  let found = false;
  const visit = (list: Comment[]): Comment[] => {
    const next = list.map((comment) => {
      if (found) return comment;
      if (comment._id === parentId) {
        found = true;
        return { ...comment, CHILD: [...comment.CHILD, reply] };
      }
      const children = visit(comment.CHILD);
      return children === comment.CHILD ? comment : { ...comment, CHILD: children };
    });
    return found ? next : list;
  };
  return visit(comments);
}

/** The id of the thread (top-level comment) that holds `id`, or null. */
export function rootIdOf(comments: readonly Comment[], id: string): string | null {
  for (const thread of comments) {
    if (thread._id === id || containsComment(thread.CHILD, id)) return thread._id;
  }
  return null;
}

/**
 * The comment the server answered a post or reply with (the content API's stored comment, in the
 * GET shape), or null when the answer is not one. The drawer shows exactly this: the server's id,
 * name and time, so the comment can be replied to, flagged and voted on at once.
 */
export function readPostedComment(answer: unknown): Comment | null {
  return readComment(answer, 0);
}
