import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Session tokens: 32 random bytes, sent to the reader once; the store keeps only their SHA-256.
// A caller presents the token as `Authorization: Bearer …` (the site, which keeps its own cookie)
// or in the `ledger_session` cookie (a browser talking to the API directly).

export const sessionCookieName = 'ledger_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header (what the site sends), or null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The token of the `ledger_session` cookie (a browser talking to the API directly), or null. */
export function cookieToken(headers: IncomingHttpHeaders): string | null {
  return readCookie(headers.cookie, sessionCookieName);
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value.length > 0 ? value : null;
  }
  return null;
}

export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${sessionCookieName}=${token}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${sessionLifetimeMs / 1000}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${sessionCookieName}=`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
