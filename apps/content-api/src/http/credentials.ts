import type { IncomingHttpHeaders } from 'node:http';
import { bearerToken, cookieToken } from '../auth/session-token.ts';
import { HttpError } from './http-error.ts';

// Which session token, if any, a request presents (Hardening item 13). The bearer token is what
// the site sends on its readers' behalf; no other site's page can set it. The `ledger_session`
// cookie is different: a browser attaches it to every request to this origin, whichever page
// asks. So it counts on reads of the reader's own account, but on a write only when the page
// that sent it is one of the backend's own (its Origin is PUBLIC_URL's). A write carrying the
// cookie from any other Origin is an attack or a mistake, and is refused outright; a write with
// no Origin (a link, a script) simply does not name the reader by cookie.

export function presentedSessionToken(
  headers: IncomingHttpHeaders,
  request: { writes: boolean; ownOrigin: string },
): string | null {
  const bearer = bearerToken(headers);
  if (bearer !== null) return bearer;
  const cookie = cookieToken(headers);
  if (cookie === null || !request.writes) return cookie;
  const origin = headers.origin;
  if (origin === undefined) return null;
  if (origin === request.ownOrigin) return cookie;
  throw new HttpError(403, 'origin', 'Requests from other sites are refused.');
}
