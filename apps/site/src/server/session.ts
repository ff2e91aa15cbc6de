import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';

/** The site's own session cookie: it holds the backend's session token (HttpOnly, set at sign-in). */
export const SESSION_COOKIE = 'ledger_session';
/** The signature's length in base64url characters (192 bits); the edge's shape check names it too. */
export const SESSION_SIGNATURE_LENGTH = 32;
const THIRTY_DAYS = 30 * 24 * 60 * 60;
/** The backend's tokens are 43 characters (32 random bytes); the bounds leave room, the signature decides. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The session cookie, `<backend token>.<signature>`, signed with the site's secret (Hardening,
 * issue 26.7). A cookie the site did not sign is an anonymous reader, decided here without asking
 * the backend: a client can make up any number of cookies, and each one used to cost a session
 * lookup (and an edge cache bypass). The edge checks the cookie's shape only (nginx/edge.conf.template);
 * the signature is checked here, so a forged cookie of the right shape costs at most a page from
 * the site's own cache.
 */
export class SessionCookies {
  readonly #secret: string;
  readonly #secure: boolean;

  constructor(secret: string, secure: boolean) {
    this.#secret = secret;
    this.#secure = secure;
  }

  /** The backend token of a cookie the site signed, else null. */
  tokenOf(headers: IncomingHttpHeaders): string | null {
    const value = parseCookie(String(headers.cookie ?? ''))[SESSION_COOKIE];
    const [token, signature, ...rest] = (value ?? '').split('.');
    if (!token || !signature || rest.length > 0 || !TOKEN.test(token)) return null;
    const expected = Buffer.from(this.#sign(token));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }

  /** The Set-Cookie that signs a reader in with this backend token. */
  cookieFor(token: string): string {
    return `${SESSION_COOKIE}=${this.valueFor(token)}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${THIRTY_DAYS}${this.#secure ? '; Secure' : ''}`;
  }

  /** The Set-Cookie that signs a reader out. */
  cleared(): string {
    return `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`;
  }

  /** The cookie's value for a token (what a browser sends back). */
  valueFor(token: string): string {
    return `${token}.${this.#sign(token)}`;
  }

  #sign(token: string): string {
    return createHmac('sha256', this.#secret)
      .update(`session:${token}`)
      .digest('base64url')
      .slice(0, SESSION_SIGNATURE_LENGTH);
  }
}
