import type { IncomingHttpHeaders } from 'node:http';
import { checkAddress, checkCode, maskAddress, oneTimeCodeTexts } from '@newsroom/rules/one-time-code';
import { publication } from '@newsroom/rules/publication';
import type { ContentClient } from '../content/client.ts';
import type { Refused } from '../content/http.ts';
import { type PageResult, redirectTo } from '../lib/pageResult.tsx';
import { safeReturnPath } from '../lib/returnPath.ts';
import {
  CODE_FORM_FIELDS,
  CodeEntryPage,
  type CodeEntryProps,
  type CodeFormCarried,
} from '../pages/CodeSignInPage.tsx';
import { loginPageResult } from './auth.tsx';
import { adoptCodeSession } from './codeSignIn.ts';
import type { ReaderSessions } from './readers.ts';
import type { SessionCookies } from './session.ts';

// Hardening (issue 26.4), AB-09: the sign-in page's one-time code as form posts, for a reader
// without JavaScript (or whose password sign-in is paused). The same backend calls as the JSON
// code sign-in (codeSignIn.ts) and the same session cookie; the Origin check, the body limit and
// the 502 page for a backend that is down are app.tsx's, as for POST /login.
//
//   POST /login/code         email, return                      → the code page (or /login, refused)
//   POST /login/code/verify  challengeId, code, email, return   → 303 to the return path, signed in
//                                                                 (or the code page, refused)
//
// Issue 27: the paywall's trial blocker posts these same forms without script: `channel=mobile`
// sends the address as `mobile` (a code by SMS), and `trial=1` starts the free trial with the
// sign-in, as its JSON calls do.

export interface CodeFormRequest {
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
  clientAddress: string;
  /** The signed session cookie (`Secure` when the site's origin is https). */
  sessions: SessionCookies;
}

/** What POST /auth/code answers as `challengeId`; anything else in the hidden field is not ours. */
const challengeIdRule = /^[A-Za-z0-9_-]{22}$/;

/** The fields every step carries on, each read as hostile: cut, checked, the return path made safe. */
function carried(form: URLSearchParams): CodeFormCarried {
  const channel = form.get(CODE_FORM_FIELDS.channel) === 'mobile' ? 'mobile' : 'email';
  return {
    channel,
    address: (form.get(channel) ?? '').trim().slice(0, 300),
    returnTo: safeReturnPath(form.get(CODE_FORM_FIELDS.back)),
    trial: form.get(CODE_FORM_FIELDS.trial) === '1',
  };
}

/** The backend's refusal in its words; one too long to be meant for a reader is replaced. */
function refusalText(refused: Refused, fallback: string): string {
  const { message } = refused.error;
  return message.length > 0 && message.length <= 300 ? message : fallback;
}

function codePage(props: CodeEntryProps, status: number): PageResult {
  return {
    status,
    maxAge: 0,
    head: { title: `Enter your code | ${publication.name}`, robots: 'noindex' },
    body: <CodeEntryPage {...props} />,
  };
}

/** POST /login/code: sends a code, then shows the code field; a refusal goes under the address. */
export async function requestCodeByForm(
  request: CodeFormRequest,
  content: ContentClient,
): Promise<PageResult> {
  const steps = carried(request.form);
  const { channel, returnTo, trial } = steps;
  const refuse = (codeError: string, status: number) =>
    loginPageResult(
      {
        email: channel === 'email' ? steps.address : '',
        mobile: channel === 'mobile' ? steps.address : '',
        returnTo,
        codeError,
        codeChannel: channel,
        trial,
      },
      status,
    );
  // Checked here first, in the rules' words, so a typo costs none of the reader's code requests.
  const address = checkAddress(channel, steps.address);
  if (!address.ok) return refuse(address.message, 400);
  const answer = await content.readers.requestSignInCode(
    { channel, address: address.address },
    request.clientAddress,
  );
  if ('refused' in answer)
    return refuse(refusalText(answer.refused, oneTimeCodeTexts[channel].invalid), answer.refused.status);
  const { challenge } = answer;
  return codePage(
    {
      challengeId: challenge.challengeId,
      sentTo: challenge.sentTo,
      carried: { ...steps, address: address.address },
      devCode: challenge.devCode,
    },
    200,
  );
}

/** POST /login/code/verify: a right code signs in and goes back; a refusal goes under the code. */
export async function verifyCodeByForm(
  request: CodeFormRequest,
  content: ContentClient,
  readers: ReaderSessions,
): Promise<PageResult> {
  const steps = carried(request.form);
  const challengeId = request.form.get(CODE_FORM_FIELDS.challenge) ?? '';
  const address = checkAddress(steps.channel, steps.address);
  // The address as shown is the site's own masking of the carried one, never text from the form.
  const sentTo = address.ok
    ? maskAddress(steps.channel, address.address)
    : steps.channel === 'email'
      ? 'your e-mail'
      : 'your mobile';
  const retry = (error: string, status: number) =>
    codePage(
      {
        challengeId: challengeIdRule.test(challengeId) ? challengeId : '',
        sentTo,
        carried: { ...steps, address: address.ok ? address.address : '' },
        error,
      },
      status,
    );
  if (!challengeIdRule.test(challengeId)) return retry(oneTimeCodeTexts.code.unknown, 400);
  const typed = checkCode(request.form.get(CODE_FORM_FIELDS.code) ?? '');
  if (!typed.ok) return retry(typed.message, 400);
  const result = await content.readers.verifySignInCode(
    { challengeId, code: typed.code, startTrial: steps.trial },
    request.clientAddress,
  );
  if ('refused' in result)
    return retry(refusalText(result.refused, oneTimeCodeTexts.code.unknown), result.refused.status);
  const setCookie = await adoptCodeSession(request.headers, result.token, {
    content,
    readers,
    sessions: request.sessions,
  });
  return { ...redirectTo(steps.returnTo), setCookie };
}
