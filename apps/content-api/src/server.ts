import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { clearedSessionCookie, hashSessionToken, presentedToken } from './auth/session-token.ts';
import { type Fields, readFields } from './http/body.ts';
import { createClientAddressResolver, defaultTrustedProxies } from './http/client-address.ts';
import { HttpError } from './http/http-error.ts';
import { createRateLimits, defaultRateSettings, type RateSettings } from './http/rate-limit.ts';
import type { Reply } from './http/reply.ts';
import { createRouter } from './http/router.ts';
import { mailRoutes } from './mail/routes.ts';
import { createPhotoService } from './photos/photo-service.ts';
import { listAbuseReports, reportAbuse } from './routes/abuse.ts';
import { getSession, login, logout, subscribe } from './routes/auth.ts';
import { bookmarkRoutes } from './routes/bookmarks.ts';
import { postComment, postReply, rateComment } from './routes/comment-writes.ts';
import { getComments } from './routes/comments.ts';
import { getConfig } from './routes/config.ts';
import { getHealth } from './routes/health.ts';
import { getPhoto } from './routes/photos.ts';
import { handleRequest } from './routes/request.ts';
import { findSessionReader, type ReaderRow } from './store/readers.ts';
import type { Database } from './store/schema.ts';

export interface ContentApiOptions {
  db: Kysely<Database>;
  /** Origin written into picture URLs, e.g. http://127.0.0.1:4010 */
  publicUrl: string;
  log?: (message: string) => void;
  /** The clock (epoch ms) for sessions, rate limits and comment times; tests inject one. */
  now?: () => number;
  /** Per-client limits; each one left out keeps its default. */
  rateLimits?: Partial<RateSettings>;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed; default 127.0.0.1 and ::1. */
  trustedProxies?: readonly string[];
}

const route = createRouter([
  { method: 'GET', path: '/health', handler: getHealth },
  { method: 'GET', path: '/request', handler: handleRequest },
  { method: 'GET', path: '/comments', handler: getComments },
  { method: 'GET', path: '/config', handler: getConfig },
  { method: 'GET', path: '/photos/:file', handler: getPhoto },
  { method: 'POST', path: '/post_comment.cms', handler: postComment },
  { method: 'POST', path: '/post_reply.cms', handler: postReply },
  { method: 'POST', path: '/rate_comment.cms', handler: rateComment },
  { method: 'POST', path: '/report_abuse.cms', handler: reportAbuse },
  { method: 'GET', path: '/moderation/reports', handler: listAbuseReports },
  { method: 'POST', path: '/auth/login', handler: login },
  { method: 'POST', path: '/auth/logout', handler: logout },
  { method: 'GET', path: '/auth/session', handler: getSession },
  { method: 'POST', path: '/auth/subscribe', handler: subscribe },
  ...mailRoutes,
  ...bookmarkRoutes,
]);

/** The content API as a Node HTTP server; the caller decides where it listens. */
export function createContentApi(options: ContentApiOptions): http.Server {
  const log = options.log ?? ((message: string) => console.error(message));
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const photos = createPhotoService(options.db);
  const now = options.now ?? Date.now;
  const limits = createRateLimits({ ...defaultRateSettings, ...options.rateLimits }, now);
  const clientAddressOf = createClientAddressResolver(options.trustedProxies ?? defaultTrustedProxies);
  const secureCookies = publicUrl.startsWith('https:');

  return http.createServer((request, response) => {
    answer(request).then(
      (reply) => send(response, reply),
      (error: unknown) => {
        if (error instanceof HttpError) {
          send(response, errorReply(error.status, error.param, error.message, error.headers));
          return;
        }
        log(
          `${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        send(response, errorReply(500, null, 'internal error'));
      },
    );
  });

  async function answer(request: IncomingMessage): Promise<Reply> {
    const url = parseRequestUrl(request.url ?? '/');
    const match = route(request.method ?? 'GET', url.pathname);
    if (match.found === 'nothing') throw new HttpError(404, 'path', `no route ${url.pathname}`);
    if (match.found === 'wrong-method') {
      throw new HttpError(405, 'method', `${request.method} is not allowed here`, {
        allow: match.allow.join(', '),
      });
    }
    const token = presentedToken(request.headers);
    const sessionTokenHash = token === null ? null : hashSessionToken(token);
    const clientAddress = clientAddressOf(request.socket.remoteAddress, request.headers);
    const anonymousReader = clientAddressOf.trusts(request.socket.remoteAddress)
      ? anonymousReaderOf(request.headers[anonymousReaderHeader])
      : null;
    let body: Promise<Fields> | undefined;
    let reader: Promise<ReaderRow | null> | undefined;
    const readerOnce = () => {
      reader ??= findReader(sessionTokenHash);
      return reader;
    };
    return match.handler({
      db: options.db,
      publicUrl,
      photos,
      query: url.searchParams,
      headers: request.headers,
      params: match.params,
      method: request.method ?? 'GET',
      now,
      limits,
      secureCookies,
      clientAddress,
      anonymousReader,
      sessionTokenHash,
      body: () => {
        body ??= readFields(request);
        return body;
      },
      reader: readerOnce,
      client: async () => {
        const signedIn = await readerOnce();
        return signedIn ? `reader:${signedIn.id}` : `ip:${clientAddress}`;
      },
    });
  }

  async function findReader(tokenHash: string | null): Promise<ReaderRow | null> {
    if (tokenHash === null) return null;
    const found = await findSessionReader(options.db, tokenHash, now());
    if (found) return found;
    throw new HttpError(401, 'session', 'Your session has ended; please sign in again.', {
      'set-cookie': clearedSessionCookie(secureCookies),
    });
  }
}

/** The header the site passes its anonymous reader id in (see RouteContext.anonymousReader). */
export const anonymousReaderHeader = 'x-anonymous-reader';

function anonymousReaderOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

/** Joined as text, so a path such as `//x` stays a path instead of naming a host. */
function parseRequestUrl(target: string): URL {
  try {
    return new URL(`http://content-api.local${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    throw new HttpError(400, 'path', 'not a valid request target');
  }
}

function errorReply(
  status: number,
  param: string | null,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  return {
    kind: 'json',
    status,
    body: { error: { param, message } },
    headers: { 'cache-control': 'no-store', ...headers },
  };
}

function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const body = reply.kind === 'json' ? Buffer.from(JSON.stringify(reply.body)) : reply.body;
  const contentType = reply.kind === 'json' ? { 'content-type': 'application/json; charset=utf-8' } : {};
  response.writeHead(reply.status, {
    ...contentType,
    ...reply.headers,
    ...(body ? { 'content-length': String(body.length) } : {}),
  });
  response.end(body ?? undefined);
}
