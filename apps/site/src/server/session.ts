import type { IncomingHttpHeaders } from 'node:http';

/** The site's own session cookie: it holds the backend's session token (HttpOnly, set at sign-in). */
export const SESSION_COOKIE = 'ledger_session';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function sessionToken(headers: IncomingHttpHeaders): string | null {
  const cookies = String(headers.cookie ?? '');
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
    }
  }
  return null;
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${THIRTY_DAYS}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`;
}
