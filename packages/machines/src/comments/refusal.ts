/**
 * Hardening item 18: every refusal of a comment write (post, reply, abuse report, vote) is shown to
 * the reader: next to the field the server named, or as one message for the whole form.
 *
 * The server's error body is `{ "error": { "param": "fromaddress", "message": "…" } }` with the
 * payload's names (docs/content-api.md). The site turns a failed answer into `CommentWriteError`
 * (see `commentWriteError`); a rejection that is not one is a network failure.
 */

/** A write the server (the site's /api/ or the backend behind it) answered with an error. */
export class CommentWriteError extends Error {
  readonly status: number;
  /** The payload field the server named (`fromaddress`, `parentid`, …), or null. */
  readonly param: string | null;
  /** Seconds from `Retry-After` (a 429), or null. */
  readonly retryAfter: number | null;

  constructor(status: number, param: string | null, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'CommentWriteError';
    this.status = status;
    this.param = param;
    this.retryAfter = retryAfter;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Longest server message shown as it came; anything longer is not a message meant for readers. */
const MESSAGE_MAX = 300;

/**
 * The error for a failed answer: its status, its body as parsed JSON (any shape; a body that is
 * not the error shape keeps only the status) and its `Retry-After` header (seconds; an HTTP date
 * or junk is ignored).
 */
export function commentWriteError(
  status: number,
  body: unknown,
  retryAfter: string | null,
): CommentWriteError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const param = typeof error.param === 'string' && error.param !== '' ? error.param : null;
  const message =
    typeof error.message === 'string' && error.message.trim() !== '' && error.message.length <= MESSAGE_MAX
      ? error.message.trim()
      : '';
  const seconds = retryAfter !== null && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new CommentWriteError(status, param, message, seconds);
}

/** The refusal behind a rejection, or null when it is no answer of the server's (the network). */
export function asWriteError(error: unknown): CommentWriteError | null {
  if (error instanceof CommentWriteError) return error;
  // Duck-typed too: an error from another copy of this module (a second bundle) still counts.
  if (
    isRecord(error) &&
    error.name === 'CommentWriteError' &&
    typeof error.status === 'number' &&
    typeof error.message === 'string'
  ) {
    const { status, param, message, retryAfter } = error;
    return new CommentWriteError(
      status,
      typeof param === 'string' ? param : null,
      message,
      typeof retryAfter === 'number' ? retryAfter : null,
    );
  }
  return null;
}

/** What was being sent; it names the thing in the 429 text. */
export type WriteKind = 'comment' | 'reply' | 'report' | 'vote' | 'signup';

const PLURAL: Readonly<Record<WriteKind, string>> = {
  comment: 'comments',
  reply: 'replies',
  report: 'reports',
  vote: 'votes',
  signup: 'sign-ups',
};

/** The form-level texts (decided; the spec shows no refusal, see decisions.md). */
export const REFUSAL_TEXTS = {
  offline: 'We could not reach the server. Please check your connection and try again.',
  serverDown: 'The comments service is not answering just now. Please try again in a moment.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  gone: 'This comment or story is no longer there. Please reload the page.',
  unreadableAnswer: 'The server’s answer could not be read. Please try again.',
} as const;

/** 'Too many comments from you just now. Please try again in 20 seconds.' */
export function tooManyText(kind: WriteKind, seconds: number | null): string {
  const when =
    seconds === null || seconds <= 0
      ? 'in a minute'
      : seconds === 1
        ? 'in 1 second'
        : seconds < 120
          ? `in ${seconds} seconds`
          : `in ${Math.ceil(seconds / 60)} minutes`;
  return `Too many ${PLURAL[kind]} from you just now. Please try again ${when}.`;
}

/**
 * A refusal about something the reader cannot see in the form (e.g. `parentid must be a numeric
 * id`): said as it is, with what to do. Server messages that are sentences (they start with a
 * capital: 'Requests from other sites are refused.') are shown as they came.
 */
export function notSentText(param: string | null, message: string): string {
  if (message === '') return 'It could not be sent. Please reload the page and try again.';
  if (/^\p{Lu}/u.test(message)) return message;
  const said = `${param ? `${param} ` : ''}${message}`.replace(/[.\s]+$/u, '');
  return `It could not be sent: ${said}. Please reload the page and try again.`;
}

/** Where a refusal is shown: next to `field`, or (field null) as the form's message. */
export interface Refusal<F extends string> {
  field: F | null;
  message: string;
}

/**
 * Reads a rejected write as what to show. `fields` maps the payload's names to the form's fields
 * (e.g. `{ fromaddress: 'email' }`); a 400 naming one of them is shown next to it, in the server's
 * words (the shared rules' texts). 429 (with Retry-After), 5xx and network failures, 401, 404 and
 * refusals of anything else are the form's message.
 */
export function refusalOf<F extends string>(
  error: unknown,
  kind: WriteKind,
  fields: Readonly<Partial<Record<string, F>>> = {},
): Refusal<F> {
  const refused = asWriteError(error);
  if (!refused) return { field: null, message: REFUSAL_TEXTS.offline };
  const { status, param, message, retryAfter } = refused;
  if (status === 429) return { field: null, message: tooManyText(kind, retryAfter) };
  if (status >= 500) return { field: null, message: REFUSAL_TEXTS.serverDown };
  if (status === 401) return { field: null, message: REFUSAL_TEXTS.sessionEnded };
  if (status === 404) return { field: null, message: REFUSAL_TEXTS.gone };
  const field = param !== null && Object.hasOwn(fields, param) ? fields[param] : undefined;
  if (field !== undefined && message !== '') return { field, message };
  return { field: null, message: notSentText(param, message) };
}
