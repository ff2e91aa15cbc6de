/**
 * Hardening (issue 26.1): where a reader goes back to after signing in, subscribing or a
 * provider's page. Every return path the site uses — a Location header, a rendered link, a JSON
 * answer — is a `ReturnPath`, and only `safeReturnPath` makes one, so a page or an answer cannot
 * take an unchecked string (the pages' props say so in their types).
 */
declare const checked: unique symbol;
/** A path on this site: one `/`, then neither `/` nor `\`, as the URL parser serialises it. */
export type ReturnPath = string & { readonly [checked]: true };

export const HOME_PATH = '/' as ReturnPath;

/** Longer return paths fall back to the home page (a Location header has to stay small). */
export const RETURN_PATH_MAX_LENGTH = 1000;

const BASE = 'http://return.invalid';

/**
 * The URL parser drops tabs and line breaks, treats `\` as `/` and folds dot segments, so
 * `/%09/evil.example`, `/\evil.example` and `/.//evil.example` can all come out naming another
 * host. The check is therefore made on the parser's own serialisation — the very string that is
 * written into the header, the link or the answer — and not on what was sent: it must begin with a
 * single `/` that no `/` or `\` follows (`//host` and `/\host` are protocol-relative to a
 * browser). The serialisation is percent-encoded, so it is always a valid Location header.
 */
export function safeReturnPath(raw: string | null | undefined): ReturnPath {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== BASE) return HOME_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSingleSlashPath(path) && path.length <= RETURN_PATH_MAX_LENGTH ? (path as ReturnPath) : HOME_PATH;
}

function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}
