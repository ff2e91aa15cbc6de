import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ReactElement } from 'react';
import { ContentUnavailable } from '../../content/http.ts';
import {
  type BackendAnswer,
  type FormCaller,
  type FormContent,
  type FormOutcome,
  type FormRefusal,
  type NoScriptForm,
  RETURN_FIELD,
} from '../../lib/forms/form.ts';
import { type PageResult, redirectTo } from '../../lib/pageResult.tsx';
import { isSameOrigin, readBody } from '../../lib/requests.ts';
import { HOME_PATH, type ReturnPath, safeReturnPath } from '../../lib/returnPath.ts';
import { outcomePage } from '../../pages/kit/OutcomePage.tsx';
import { identityHeaders, PROXY_TEXTS } from '../apiProxy.ts';

/** What the site knows of a no-script post besides its form. */
export interface NoScriptPost {
  req: IncomingMessage;
  /** The site's public origin, for the Origin check. */
  siteOrigin: string;
  caller: FormCaller;
  content: FormContent;
}

/**
 * The page to send; `back`, the page the form was posted from (the chrome's sign-in link returns
 * there); `closeConnection` when the body was not read to its end (413).
 */
export interface NoScriptAnswer {
  page: PageResult;
  back: ReturnPath;
  closeConnection?: true;
}

/** An element id a back link may end at (`#comment-123`); anything else is left off. */
const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * Answers a form posted without script, as the island's `/api/` call would be answered: the same
 * Origin check, the same body limit, the same identity to the backend (session, anonymous reader
 * id, address), so the same limits and rules apply; then a page that says what happened.
 */
export async function answerNoScriptPost(post: NoScriptPost, form: NoScriptForm): Promise<NoScriptAnswer> {
  const { req } = post;
  if (!isSameOrigin(req, post.siteOrigin)) {
    return {
      page: await refusedPage(form, 403, { field: null, message: PROXY_TEXTS.otherSite }),
      back: HOME_PATH,
    };
  }
  const text = await readBody(req, form.bodyLimit);
  if (text === null) {
    // The rest of the body is not read: the connection goes with the answer.
    const page = await refusedPage(form, 413, { field: null, message: PROXY_TEXTS.tooLarge });
    return { page, back: HOME_PATH, closeConnection: true };
  }
  const fields = new URLSearchParams(text);
  const back = safeReturnPath(fields.get(RETURN_FIELD));
  const call = form.call(fields, post.caller);
  if (!('path' in call))
    return { page: await refusedPage(form, 400, call, post.content, fields, back), back };
  const headers: Record<string, string> = {
    ...identityHeaders(post.caller),
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (call.sameWriteParts)
    headers['idempotency-key'] = sameWriteKey(form.path, post.caller, call.sameWriteParts);
  const answer = await askBackend(post.content, call.path, call.search, headers, call.body.toString());
  const outcome = await form.outcome(answer, fields, post.content);
  return { page: await pageFor(form, outcome, post.content, fields, back), back };
}

async function askBackend(
  content: NoScriptPost['content'],
  path: string,
  search: string,
  headers: Record<string, string>,
  body: string,
): Promise<BackendAnswer> {
  try {
    const response = await content.forward('POST', path, search, { headers, body });
    return {
      status: response.status,
      body: await response.json().catch(() => null),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    // What the island reads when the proxy cannot reach the backend.
    return {
      status: 502,
      body: { error: { param: null, message: PROXY_TEXTS.unavailable } },
      retryAfter: null,
    };
  }
}

async function pageFor(
  form: NoScriptForm,
  outcome: FormOutcome,
  content: FormContent,
  fields: URLSearchParams,
  back: ReturnPath,
): Promise<PageResult> {
  switch (outcome.kind) {
    case 'back':
      return redirectTo(withAnchor(back, outcome.anchor));
    case 'refused':
      return refusedPage(form, outcome.status, outcome.refusal, content, fields, back);
    case 'done':
      return outcomePage({
        status: 200,
        heading: form.headings.done,
        message: outcome.message,
        details: outcome.details,
        back: withAnchor(back, outcome.anchor),
        backLabel: form.backLabel,
      });
  }
}

async function refusedPage(
  form: NoScriptForm,
  status: number,
  refusal: FormRefusal,
  content: FormContent | null = null,
  fields: URLSearchParams | null = null,
  back: ReturnPath = HOME_PATH,
): Promise<PageResult> {
  const again = fields ? await formAgain(form, fields, refusal, content) : null;
  const shownAtField = again !== null && refusal.field !== null;
  return outcomePage({
    status,
    heading: form.headings.refused,
    refused: true,
    // Next to its field when the form is shown again; else the page's own message.
    message: shownAtField ? null : refusal.message,
    form: again,
    back,
    backLabel: form.backLabel,
  });
}

/** The form again with the reader's input: its own component, or the one it loads. */
async function formAgain(
  form: NoScriptForm,
  fields: URLSearchParams,
  refusal: FormRefusal,
  content: FormContent | null,
): Promise<ReactElement | null> {
  if (form.loadForm) {
    if (!content) return null;
    try {
      return await form.loadForm({ fields, refusal }, content);
    } catch (error) {
      // Without the form the refusal is still said, as the page's message.
      if (error instanceof ContentUnavailable) return null;
      throw error;
    }
  }
  const { Form } = form;
  return Form ? <Form fields={fields} refusal={refusal} /> : null;
}

/** The return path ending at `anchor` (an element id); the path alone when the anchor is not one. */
export function withAnchor(back: ReturnPath, anchor: string | undefined): ReturnPath {
  if (anchor === undefined || !ANCHOR.test(anchor)) return back;
  const hash = back.indexOf('#');
  return safeReturnPath(`${hash < 0 ? back : back.slice(0, hash)}#${anchor}`);
}

/** The same post from the same reader is the same key (128 bits of a SHA-256). */
function sameWriteKey(path: string, caller: FormCaller, parts: readonly string[]): string {
  const who = caller.reader.token ?? caller.anonymousId ?? caller.clientAddress;
  const digest = createHash('sha256')
    .update([path, who, ...parts].join('\u0000'))
    .digest('hex');
  return `nojs-${digest.slice(0, 32)}`;
}
