import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';
import { isSameOrigin, readBody } from '../lib/requests.ts';
import { safeReturnPath } from '../lib/returnPath.ts';
import type { ReaderSessions } from './readers.ts';
import type { SessionCookies } from './session.ts';

/**
 * AB-09 trial sign-in with a one-time code, the browser's two calls:
 *
 *   POST /api/auth/code         {channel, address}                  → the backend's answer as it is
 *                                                                     ({challengeId, sentTo, expiresAt, resendAfterSeconds, devCode?})
 *   POST /api/auth/code/verify  {challengeId, code, startTrial?, return?} → {ok: true, returnTo, trialStarted}
 *                                                                     and the session cookie, as POST /login sets it
 *
 * Refusals pass on with the backend's status and `{error: {param, message}}` (its words, meant for
 * readers). The session token never reaches the browser: the site keeps it in its HttpOnly cookie.
 * JSON or form-encoded bodies within `BODY_LIMITS.code`; only same-origin posts.
 */
export const CODE_PATHS = { request: '/api/auth/code', verify: '/api/auth/code/verify' } as const;

/** Hardening (issue 26.6): derived from the code request's fields, as the backend's limit is. */
const BODY_LIMIT = BODY_LIMITS.code;

export interface CodeSignInDeps {
  content: ContentClient;
  readers: ReaderSessions;
  clientAddress: string;
  siteOrigin: string;
  /** The signed session cookie (`Secure` when the site's origin is https). */
  sessions: SessionCookies;
  answerHeaders: Record<string, string>;
}

type Fields = Record<string, string>;

/** The body's text fields; null when it is not a JSON object or a form. Values that are not text are dropped. */
function fieldsOf(req: IncomingMessage, text: string): Fields | null {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  const fields: Fields = Object.create(null);
  if (type === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
    return fields;
  }
  if (type !== 'application/json') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}

/**
 * The session a code signed in with becomes this browser's: whoever was signed in on it before is
 * not any more (forgotten at once, so the next page is not served from the cached session, and
 * their session ended), and the answer's cookie is the one POST /login sets. Shared by the JSON
 * calls and the sign-in page's forms (codeSignInForm.tsx), so both sign in alike.
 */
export async function adoptCodeSession(
  headers: IncomingHttpHeaders,
  token: string,
  deps: Pick<CodeSignInDeps, 'content' | 'readers' | 'sessions'>,
): Promise<string> {
  const previous = deps.sessions.tokenOf(headers);
  if (previous && previous !== token) {
    deps.readers.forget(previous);
    await deps.content.readers.logout(previous).catch(() => undefined);
  }
  deps.readers.forget(token);
  return deps.sessions.cookieFor(token);
}

export async function handleCodeSignIn(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: CodeSignInDeps,
): Promise<void> {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}): void => {
    res
      .writeHead(status, {
        ...deps.answerHeaders,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...extra,
      })
      .end(JSON.stringify(body));
  };
  const refuse = (
    status: number,
    param: string | null,
    message: string,
    extra: Record<string, string> = {},
  ) => json(status, { error: { param, message } }, extra);

  if (req.method !== 'POST') return refuse(405, 'method', 'use POST', { allow: 'POST' });
  if (!isSameOrigin(req, deps.siteOrigin))
    return refuse(403, 'origin', 'Requests from other sites are refused.');
  const text = await readBody(req, BODY_LIMIT);
  if (text === null) return refuse(413, 'body', 'The request is too large.', { connection: 'close' });
  const fields = fieldsOf(req, text);
  if (!fields) return refuse(400, 'body', 'Send a JSON object or a form.');

  try {
    if (url.pathname === CODE_PATHS.request) {
      const answer = await deps.content.readers.requestSignInCode(
        { channel: fields.channel ?? '', address: fields.address ?? '' },
        deps.clientAddress,
      );
      if ('refused' in answer) return passRefusal(answer.refused);
      return json(200, answer.challenge);
    }
    const startTrial = fields.startTrial === 'true' || fields.startTrial === '1';
    const result = await deps.content.readers.verifySignInCode(
      { challengeId: fields.challengeId ?? '', code: fields.code ?? '', startTrial },
      deps.clientAddress,
    );
    if ('refused' in result) return passRefusal(result.refused);
    return json(
      200,
      { ok: true, returnTo: safeReturnPath(fields.return), trialStarted: result.trialStarted },
      { 'set-cookie': await adoptCodeSession(req.headers, result.token, deps) },
    );
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    return refuse(502, null, 'Sign-in is unavailable just now. Please try again.');
  }

  function passRefusal(refused: {
    status: number;
    error: { param: string | null; message: string };
    retryAfter: string | null;
  }): void {
    json(
      refused.status,
      { error: refused.error },
      refused.retryAfter ? { 'retry-after': refused.retryAfter } : {},
    );
  }
}
