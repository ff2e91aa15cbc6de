import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { deviceFromEdge } from '../lib/pageContext.ts';
import { compressNow, type Encoding, preferredEncoding } from './compression.ts';
import type { CachedPage } from './pageCache.ts';
import { pageSecurityHeaders } from './security.ts';

export type CacheState = 'HIT' | 'MISS' | 'STALE';

export interface PageHeaderFacts {
  /** Seconds a shared cache may keep the page; 0: never. */
  maxAge: number;
  incomplete?: boolean | undefined;
  /** An anonymous reader's page, the same for everyone with the same geo and device. */
  shared: boolean;
  state: CacheState;
  staleIfErrorSeconds: number;
  /** The request, for what the page varied on. */
  requestHeaders: IncomingHttpHeaders;
}

/**
 * How a page may be cached (the CDN contract, README "In front of the site").
 *
 * An anonymous page is `public`: a shared cache keeps it `s-maxage` seconds, may serve it while it
 * revalidates or while the site fails, and keys it on the normalised edge headers only (geo and
 * device; User-Agent too when no edge set the device, since the device was then read from it). The
 * browser itself revalidates every time (`max-age=0`), so a reader who signs in never sees their
 * own browser's copy of the signed-out page. A signed-in reader's page is `private` and varies on
 * Cookie. Pages with missing parts, error pages and stale stand-ins are stored nowhere.
 */
export function pageHeaders(facts: PageHeaderFacts): Record<string, string> {
  const { maxAge, shared, state, staleIfErrorSeconds } = facts;
  const storable = maxAge > 0 && !facts.incomplete && state !== 'STALE';
  const cacheControl = !storable
    ? 'no-store'
    : shared
      ? `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge}, stale-if-error=${staleIfErrorSeconds}`
      : 'private, no-cache';
  const device = deviceFromEdge(facts.requestHeaders) ? 'X-Device-Type' : 'X-Device-Type, User-Agent';
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    vary: shared ? `Accept-Encoding, X-Reader-Geo, ${device}` : 'Accept-Encoding, Cookie',
    'x-page-cache': state,
  };
}

/** Whether If-None-Match names this ETag (`*`, a list, weak or strong). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A cached page sent again as it was rendered: its bytes in the encoding the reader takes (the
 * compressed copies are made once, after storing; until they are there, compressed on the spot),
 * its nonce, its ETag (a revalidating browser gets 304). Nothing is rendered or searched per hit.
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  cached: CachedPage,
  state: 'HIT' | 'STALE',
  ageSeconds: number,
  options: { https: boolean; staleIfErrorSeconds: number },
): void {
  const requested = preferredEncoding(req);
  const ready = requested === 'identity' || cached.bodies[requested] !== undefined;
  const body =
    requested === 'identity'
      ? cached.bodies.identity
      : (cached.bodies[requested] ?? compressNow(cached.bodies.identity, requested));
  const headers = cachedHeaders(cached, req.headers, state, requested, options);
  if (state === 'HIT' && matchesEtag(req.headers['if-none-match'], cached.etag)) {
    res.writeHead(304, { ...headers, age: String(ageSeconds) }).end();
    return;
  }
  // The length of a copy compressed on the spot is its own; stored copies' is in the headers.
  const length = ready ? {} : { 'content-length': String(body.length) };
  res.writeHead(cached.status, { ...headers, ...length, age: String(ageSeconds) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The headers of a cached page sent a given way (state, encoding, whether an edge set the
 * device), made once per page and kept with it: a hit only adds its Age.
 */
function cachedHeaders(
  cached: CachedPage,
  requestHeaders: IncomingHttpHeaders,
  state: 'HIT' | 'STALE',
  encoding: Encoding,
  options: { https: boolean; staleIfErrorSeconds: number },
): Readonly<Record<string, string>> {
  const edge = deviceFromEdge(requestHeaders) !== null;
  const ready = encoding === 'identity' || cached.bodies[encoding] !== undefined;
  const id = `${state}|${encoding}|${edge}|${ready}`;
  cached.headers ??= new Map();
  const known = cached.headers.get(id);
  if (known) return known;
  const body = encoding === 'identity' ? cached.bodies.identity : cached.bodies[encoding];
  const headers: Record<string, string> = {
    ...pageHeaders({
      maxAge: cached.maxAge,
      shared: cached.shared,
      state,
      staleIfErrorSeconds: options.staleIfErrorSeconds,
      requestHeaders,
    }),
    ...pageSecurityHeaders(cached.nonce, options.https),
    etag: cached.etag,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    ...(body ? { 'content-length': String(body.length) } : {}),
  };
  // Until the compressed copies are made the headers are not kept (the length is not known).
  if (ready) cached.headers.set(id, headers);
  return headers;
}
