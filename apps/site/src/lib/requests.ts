import type { IncomingMessage } from 'node:http';

/** Form posts (sign-in, sign-out, subscribe) are a few fields: more than this is refused, 413. */
export const FORM_BODY_LIMIT = 8 * 1024;

/**
 * Reads a request body up to `limit` bytes; null when it is larger (declared or sent), without
 * buffering the rest. The caller answers 413 and the server closes the connection.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!Number.isFinite(declared) || declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A POST from another site carries a different Origin: refused, so no page elsewhere can sign a
 * reader out or post in their name (the cookie is SameSite=Lax as well). `Origin: null` (sandboxed
 * frames, some redirects) is refused too; no Origin at all is a client that is not a browser.
 */
export function isSameOrigin(req: IncomingMessage, siteOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * A redirect target for the Location header, whatever it came from (a return path, a backend's
 * canonical URL): serialised by the URL parser, so non-ASCII and control characters are
 * percent-encoded and Node never refuses the header.
 */
export function locationOf(target: string, siteOrigin: string): string {
  try {
    const url = new URL(target, siteOrigin);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return '/';
  }
}
