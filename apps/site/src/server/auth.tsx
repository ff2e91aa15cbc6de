import type { IncomingHttpHeaders } from 'node:http';
import { passwordPausedText } from '@newsroom/rules/one-time-code';
import { publication } from '@newsroom/rules/publication';
import type { ContentClient } from '../content/client.ts';
import { type PageResult, redirectTo } from '../lib/pageResult.tsx';
import { safeReturnPath } from '../lib/returnPath.ts';
import { CODE_FORM_FIELDS } from '../pages/CodeSignInPage.tsx';
import { LoginPage, type LoginPageProps } from '../pages/LoginPage.tsx';
import type { ReaderSessions } from './readers.ts';
import type { SessionCookies } from './session.ts';

/**
 * GET /login: the form, returning the reader where they came from; `email` fills the address in
 * (AB-09: the paywall's Prime login nudge names the account to sign in with). Issue 27: the
 * trial blocker's channel buttons come here without script (`with=code`, `channel`, `trial=1`).
 */
export function signInPage(
  url: URL,
  error?: string,
  email = (url.searchParams.get('email') ?? '').trim().slice(0, 200),
  status = error ? 401 : 200,
): PageResult {
  return loginPageResult(
    {
      email,
      returnTo: safeReturnPath(url.searchParams.get('return')),
      withCode: url.searchParams.get('with') === 'code',
      codeChannel: url.searchParams.get(CODE_FORM_FIELDS.channel) === 'mobile' ? 'mobile' : 'email',
      trial: url.searchParams.get(CODE_FORM_FIELDS.trial) === '1',
      ...(error ? { error } : {}),
    },
    status,
  );
}

/** The sign-in page as an answer (also the one-time code form's, with its refusal: codeSignInForm.tsx). */
export function loginPageResult(props: LoginPageProps, status: number): PageResult {
  return {
    status,
    maxAge: 0,
    head: { title: `Sign in | ${publication.name}`, robots: 'noindex' },
    body: <LoginPage {...props} />,
  };
}

/** What a sign-in post needs besides its form. */
export interface SignInRequest {
  url: URL;
  form: URLSearchParams;
  /** The reader's address (for the backend's per-address limit). */
  clientAddress: string;
  /** The signed session cookie (`Secure` when the site's origin is https). */
  sessions: SessionCookies;
}

/** POST /login: the backend checks the password; the site keeps the token in its own cookie. */
export async function signIn(
  { url, form, clientAddress, sessions }: SignInRequest,
  content: ContentClient,
): Promise<PageResult> {
  const email = (form.get('email') ?? '').trim().slice(0, 200);
  const password = form.get('password') ?? '';
  const returnTo = safeReturnPath(form.get('return'));
  const withReturn = new URL(url);
  withReturn.searchParams.set('return', returnTo);
  if (!email || !password) return signInPage(withReturn, 'Please enter your e-mail and password.', email);
  const session = await content.readers.login(email, password, clientAddress);
  if ('refused' in session) {
    if (session.refused === 'tooMany')
      return signInPage(
        withReturn,
        'Too many sign-in attempts. Please wait a few minutes and try again.',
        email,
        429,
      );
    // Hardening (issue 26.4): the backend's own words, shared with it; the code path signs in.
    if (session.refused === 'codeRequired') return signInPage(withReturn, passwordPausedText, email, 403);
    return signInPage(withReturn, 'Wrong e-mail or password.', email);
  }
  return { ...redirectTo(returnTo), setCookie: sessions.cookieFor(session.token) };
}

/** POST /logout: ends the session at the backend and clears the cookie. */
export async function signOut(
  headers: IncomingHttpHeaders,
  content: ContentClient,
  readers: ReaderSessions,
  sessions: SessionCookies,
): Promise<PageResult> {
  const token = sessions.tokenOf(headers);
  if (token) {
    readers.forget(token);
    await content.readers.logout(token).catch(() => undefined);
  }
  return { ...redirectTo('/'), setCookie: sessions.cleared() };
}
