import type { IncomingMessage } from 'node:http';

/** Reads a request body up to `limit` bytes; more is refused rather than buffered. */
export async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
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
 * reader out or post in their name (the cookie is SameSite=Lax as well).
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The reader's address as this server sees it; passed on so the backend can rate-limit per reader. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? '127.0.0.1';
}

/** Only site paths: never another host, a protocol-relative `//host`, or a backslash trick. */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  return raw.slice(0, 500);
}
