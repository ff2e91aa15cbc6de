// Signing a reader in through the site's own form (POST /login), as a browser does, for the
// load, bench and e2e code that needs a signed-in reader. The site signs its session cookie
// (Hardening, issue 26.7): a cookie made from a backend token by hand is an anonymous reader.

/** The site's session cookie (apps/site/src/server/session.ts). */
export const SESSION_COOKIE = 'ledger_session';

export interface SiteSession {
  /** The Cookie header a browser would send back: `ledger_session=<token>.<signature>`. */
  cookie: string;
  /** The backend's session token inside it (for calls to the backend as this reader). */
  token: string;
}

/** Signs in at `siteUrl` (the site or the edge in front of it); throws unless the site set the cookie. */
export async function signInAtSite(siteUrl: string, email: string, password: string): Promise<SiteSession> {
  const answer = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, return: '/' }),
    redirect: 'manual',
  });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const value = cookie.startsWith(`${SESSION_COOKIE}=`) ? cookie.slice(SESSION_COOKIE.length + 1) : '';
  const token = value.split('.')[0] ?? '';
  if (answer.status !== 303 || !token)
    throw new Error(`sign-in of ${email} at ${siteUrl} answered ${answer.status} without a session cookie`);
  return { cookie, token };
}
