import { asWriteError, notSentText, type Refusal, tooManyText, type WriteKind } from '../comments/refusal.ts';

/**
 * AB-13 newsletter and AB-14 poll: what a failed request tells the reader. The spec (§8) shows no
 * message when a sign-up or a vote fails: the button is simply there again. A refusal the server
 * gave in words is different (our rule: every refusal reaches the reader in words): one about a
 * field of the form is shown next to it, the rest (429 with when to try again, another 4xx in the
 * server's sentence) as the widget's message. See docs/decisions.md.
 *
 * Rejections come as `CommentWriteError` (`commentWriteError(status, body, retryAfter)`), the
 * shape every write of the site's islands uses; anything else is the network.
 */

/** Null for a failure (no answer, 5xx): logged, nothing said, the reader simply tries again. */
export function widgetRefusal<F extends string>(
  error: unknown,
  kind: WriteKind,
  fields: Readonly<Partial<Record<string, F>>> = {},
): Refusal<F> | null {
  const refused = asWriteError(error);
  if (!refused || refused.status >= 500) return null;
  const { status, param, message, retryAfter } = refused;
  if (status === 429) return { field: null, message: tooManyText(kind, retryAfter) };
  const field = param !== null && Object.hasOwn(fields, param) ? fields[param] : undefined;
  if (field !== undefined && message !== '') return { field, message };
  return { field: null, message: notSentText(param, message) };
}

/** Whether a rejection is the server saying "sign in" (401): no session, or one that has ended. */
export function needsSignIn(error: unknown): boolean {
  return asWriteError(error)?.status === 401;
}
