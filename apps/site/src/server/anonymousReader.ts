import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';

/** The site's own HttpOnly cookie naming an anonymous reader: `<id>.<signature>`. */
export const ANONYMOUS_READER_COOKIE = 'ledger_reader';
/** The header the backend believes from the site (and only from it) for that reader. */
export const ANONYMOUS_READER_HEADER = 'x-anonymous-reader';
const ONE_YEAR = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Anonymous readers (AR-07 votes, AR-08 mail caps): an id the site makes, signed with the site's
 * secret, so the backend can count "one per reader" without trusting a value the browser chose.
 * Issued only with a page (HTML) the reader loaded, never by an API call (Hardening, issue 26.3):
 * a call without the cookie names no reader and the backend counts it by address. A client that
 * drops its cookies and loads a page again still gets a new id, so the backend counts anonymous
 * votes and mail per address as well.
 */
export class AnonymousReaders {
  readonly #secret: string;
  readonly #secure: boolean;

  constructor(secret: string, secure: boolean) {
    this.#secret = secret;
    this.#secure = secure;
  }

  /** The reader's id when their cookie carries one the site signed, else null. */
  idOf(headers: IncomingHttpHeaders): string | null {
    const value = parseCookie(String(headers.cookie ?? ''))[ANONYMOUS_READER_COOKIE];
    const [id, signature, ...rest] = (value ?? '').split('.');
    if (!id || !signature || rest.length > 0 || !ID.test(id)) return null;
    const expected = Buffer.from(this.#sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** A new id and the Set-Cookie that gives it to the browser. */
  issue(): { id: string; setCookie: string } {
    const id = randomBytes(16).toString('base64url');
    const setCookie = stringifySetCookie({
      name: ANONYMOUS_READER_COOKIE,
      value: `${id}.${this.#sign(id)}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.#secure,
      path: '/',
      maxAge: ONE_YEAR,
    });
    return { id, setCookie };
  }

  #sign(id: string): string {
    return createHmac('sha256', this.#secret)
      .update(`anonymous-reader:${id}`)
      .digest('base64url')
      .slice(0, 32);
  }
}
