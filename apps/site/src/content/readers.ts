import { type ContentHttp, ContentUnavailable, parsed, type Refused, refusedOf } from './http.ts';
import {
  type CodeChallenge,
  codeChallengeSchema,
  codeSignInSchema,
  loginResponseSchema,
  type SessionUser,
  sessionResponseSchema,
} from './schemas.ts';

/** A sign-in: the session, or why the backend refused it (a wrong password, or too many tries). */
/** `codeRequired`: the account's password sign-in is paused (Hardening, issue 26.4); a one-time code signs in. */
export type SignInResult =
  | { token: string; user: SessionUser }
  | { refused: 'wrong' | 'tooMany' | 'codeRequired' };

/** AB-09 one-time code sign-in: the session, or the backend's refusal. */
export type CodeSignInResult =
  | { token: string; user: SessionUser; trialStarted: boolean }
  | { refused: Refused };

/** The backend's readers (`/auth/…`): sessions, sign-ins and sign-outs. Nothing here is kept. */
export class ReadersClient {
  readonly #http: ContentHttp;

  constructor(http: ContentHttp) {
    this.#http = http;
  }

  /** The reader behind a session token, or null when it is not (or no longer) valid. */
  async session(token: string): Promise<SessionUser | null> {
    const response = await this.#http.call(
      '/auth/session',
      { headers: { authorization: `Bearer ${token}` } },
      'the session',
    );
    if (response.status === 401) return null;
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} for the session`);
    return parsed(sessionResponseSchema, await response.json().catch(() => null), 'session').user;
  }

  /** Signs a reader in; the token goes into the site's own cookie. Null for wrong credentials. */
  async login(email: string, password: string, clientAddress: string): Promise<SignInResult> {
    const response = await this.#http.postJson(
      '/auth/login',
      { email, password },
      { 'x-forwarded-for': clientAddress },
    );
    if (response.status === 401 || response.status === 400) return { refused: 'wrong' };
    if (response.status === 429) return { refused: 'tooMany' };
    if (response.status === 403) return { refused: 'codeRequired' };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a sign-in`);
    const body = parsed(loginResponseSchema, await response.json().catch(() => null), 'sign-in');
    return { token: body.session, user: body.user };
  }

  /** AB-09: sends a one-time sign-in code to an e-mail address or mobile number. */
  async requestSignInCode(
    request: { channel: string; address: string },
    clientAddress: string,
  ): Promise<{ challenge: CodeChallenge } | { refused: Refused }> {
    const response = await this.#http.postJson('/auth/code', request, { 'x-forwarded-for': clientAddress });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a code request`);
    return {
      challenge: parsed(codeChallengeSchema, await response.json().catch(() => null), 'code request'),
    };
  }

  /** AB-09: signs in with a one-time code (and starts the trial when asked and eligible). */
  async verifySignInCode(
    request: { challengeId: string; code: string; startTrial: boolean },
    clientAddress: string,
  ): Promise<CodeSignInResult> {
    const response = await this.#http.postJson('/auth/code/verify', request, {
      'x-forwarded-for': clientAddress,
    });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} to a code sign-in`);
    const body = parsed(codeSignInSchema, await response.json().catch(() => null), 'code sign-in');
    return { token: body.session, user: body.user, trialStarted: body.trial?.started === true };
  }

  async logout(token: string): Promise<void> {
    await this.#http.forward('POST', '/auth/logout', '', { headers: { authorization: `Bearer ${token}` } });
  }
}
