import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Kysely } from 'kysely';
import { analyticsReport, recordAnalyticsEvents } from './analytics/routes.ts';
import { clearedSessionCookie, hashSessionToken } from './auth/session-token.ts';
import { type CricketSettings, defaultCricketSettings } from './cricket/fixtures.ts';
import { type Fields, readFields, readJsonDocument, readRawBody } from './http/body.ts';
import { createClientAddressResolver, defaultTrustedProxies } from './http/client-address.ts';
import { presentedSessionToken } from './http/credentials.ts';
import { HttpError } from './http/http-error.ts';
import { createRateLimits, defaultRateSettings, type RateSettings } from './http/rate-limit.ts';
import type { Reply } from './http/reply.ts';
import { createRouter, type Route } from './http/router.ts';
import { mailRoutes } from './mail/routes.ts';
import { marketRoutes } from './markets/routes.ts';
import { checkoutRoutes } from './payments/checkout-routes.ts';
import { confirmationRoutes } from './payments/confirmation-route.ts';
import { createDemoProvider } from './payments/demo/demo-provider.ts';
import { demoPayRoutes } from './payments/demo/routes.ts';
import { createPhotoService, type PhotoSettings } from './photos/photo-service.ts';
import { promoRoutes } from './promos/routes.ts';
import { listAbuseReports, reportAbuse } from './routes/abuse.ts';
import { adRoutes } from './routes/ads.ts';
import { affiliateRoutes } from './routes/affiliate.ts';
import { assistantRoutes } from './routes/assistant.ts';
import { getSession, login, logout, subscribe } from './routes/auth.ts';
import { bookmarkRoutes } from './routes/bookmarks.ts';
import { changeRoutes } from './routes/changes.ts';
import { postComment, postReply, rateComment } from './routes/comment-writes.ts';
import { getComments } from './routes/comments.ts';
import { configRoutes } from './routes/config.ts';
import { cricketRoutes } from './routes/cricket.ts';
import { getHealth } from './routes/health.ts';
import { layoutRoutes } from './routes/layouts.ts';
import { liveBlogRoutes } from './routes/liveblog.ts';
import { mediaRoutes } from './routes/media.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { paywallRoutes } from './routes/paywall.ts';
import { defaultPaywallSettings, type PaywallSettings } from './routes/paywall-rule.ts';
import { getPhoto } from './routes/photos.ts';
import { pollRoutes } from './routes/poll.ts';
import { getBenefits } from './routes/prime-benefits.ts';
import { getPlans } from './routes/prime-plans.ts';
import { getMissedPrimeStories, postPrimeRead } from './routes/prime-reads.ts';
import { handleRequest } from './routes/request.ts';
import { signInCodeRoutes } from './routes/sign-in-codes.ts';
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
  /** Painter threads, their queue and the picture cache (photos/photo-service.ts). */
  photos?: PhotoSettings;
  /** How long a client may take over its request; the defaults suit production, tests shorten them. */
  timeouts?: Partial<ClientTimeouts>;
  /** AB-08 adaptive paywall rule; each one left out keeps its default. */
  paywall?: Partial<PaywallSettings>;
  /** AB-09: answer each one-time sign-in code as `devCode` too (demo and development only). */
  showOneTimeCodes?: boolean;
  /** HM-07 the simulated cricket feed's pace and daily start; each one left out keeps its default. */
  cricket?: Partial<CricketSettings>;
  /** PS-04 the payment provider's settings; left out, a secret of this process's own (tests). */
  payments?: Partial<PaymentSettings>;
}

/** PS-04: how paid plans are paid for (the demo provider until a real one plugs in). */
export interface PaymentSettings {
  /** Shared with the provider: confirmations are signed with it (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where readers reach the demo provider's pages; this backend's own address when left out. */
  demoPageOrigin?: string;
  /** Where the demo provider POSTs confirmations; this backend's `/pay/confirmations` when left out. */
  confirmationUrl?: string;
}

export interface ClientTimeouts {
  /** To send its request line and headers (slow-header clients). */
  headersMs: number;
  /** To send its whole request, body included (slow-body clients). */
  requestMs: number;
  /** How often connections are checked against the two limits above. */
  checkEveryMs: number;
  /** Of silence on a connection, either way (a client that stopped reading its answer). */
  idleMs: number;
}

/**
 * Readers' requests are small (the largest body is 64 KiB), so 10 s for headers and 30 s for the
 * whole request leave room for a bad mobile connection while a client that trickles bytes to hold
 * connections open is cut off; Node's own defaults are 60 s and 5 minutes.
 */
export const defaultClientTimeouts: ClientTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkEveryMs: 1_000,
  idleMs: 60_000,
};

const staticRoutes: Route[] = [
  { method: 'GET', path: '/health', handler: getHealth },
  { method: 'GET', path: '/request', handler: handleRequest },
  { method: 'GET', path: '/comments', handler: getComments },
  { method: 'GET', path: '/photos/:file', handler: getPhoto },
  { method: 'POST', path: '/post_comment.cms', handler: postComment },
  { method: 'POST', path: '/post_reply.cms', handler: postReply },
  { method: 'POST', path: '/rate_comment.cms', handler: rateComment },
  { method: 'POST', path: '/report_abuse.cms', handler: reportAbuse },
  { method: 'GET', path: '/moderation/reports', handler: listAbuseReports },
  { method: 'POST', path: '/analytics/events', handler: recordAnalyticsEvents },
  { method: 'GET', path: '/analytics/report', handler: analyticsReport },
  { method: 'POST', path: '/auth/login', handler: login },
  { method: 'POST', path: '/auth/logout', handler: logout },
  { method: 'GET', path: '/auth/session', handler: getSession },
  { method: 'POST', path: '/auth/subscribe', handler: subscribe },
  { method: 'GET', path: '/plans', handler: getPlans },
  { method: 'GET', path: '/benefits', handler: getBenefits },
  { method: 'POST', path: '/prime-reads', handler: postPrimeRead },
  { method: 'GET', path: '/prime-reads/missed', handler: getMissedPrimeStories },
  // HM-08, HM-09: editors' configuration, read by widgets and changed by editors.
  ...configRoutes,
  ...layoutRoutes,
  ...changeRoutes,
  ...mailRoutes,
  ...bookmarkRoutes,
  ...pollRoutes,
  ...newsletterRoutes,
  ...paywallRoutes,
  ...signInCodeRoutes,
  ...marketRoutes,
  ...liveBlogRoutes,
  ...mediaRoutes,
  // AB-23 house ads and AB-19 the affiliate redirect.
  ...adRoutes,
  ...affiliateRoutes,
  ...promoRoutes,
  ...assistantRoutes,
  // PS-04: paid plans through the payment provider.
  ...checkoutRoutes,
  ...confirmationRoutes,
];

/** The content API as a Node HTTP server; the caller decides where it listens. */
export function createContentApi(options: ContentApiOptions): http.Server {
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? Date.now;
  // PS-04: the demo provider's pages and its deliveries default to this backend's own address,
  // known once it listens.
  const ownAddress = () => listeningUrl(server);
  const webhookSecret = options.payments?.webhookSecret ?? randomBytes(32).toString('base64url');
  const demoPageOrigin = options.payments?.demoPageOrigin?.replace(/\/+$/, '');
  const confirmationUrl = options.payments?.confirmationUrl;
  const payments = createDemoProvider({
    db: options.db,
    secret: webhookSecret,
    pageOrigin: () => demoPageOrigin ?? ownAddress(),
    now,
  });
  const route = createRouter([
    ...staticRoutes,
    ...cricketRoutes({ ...defaultCricketSettings, ...options.cricket }),
    ...demoPayRoutes({
      secret: webhookSecret,
      confirmationUrl: () => confirmationUrl ?? `${ownAddress()}/pay/confirmations`,
      now,
      log,
    }),
  ]);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const photos = createPhotoService(options.db, options.photos);
  const limits = createRateLimits({ ...defaultRateSettings, ...options.rateLimits }, now, options.db);
  const paywall = { ...defaultPaywallSettings, ...options.paywall };
  const clientAddressOf = createClientAddressResolver(options.trustedProxies ?? defaultTrustedProxies);
  const secureCookies = publicUrl.startsWith('https:');
  /** Pages of this origin may write with the backend's cookie (http/credentials.ts). */
  const ownOrigin = new URL(publicUrl).origin;

  const timeouts = { ...defaultClientTimeouts, ...options.timeouts };
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (request, response) => {
      answer(request)
        .catch((error: unknown) => {
          if (error instanceof HttpError) {
            return errorReply(error.status, error.param, error.message, error.headers);
          }
          log(
            `${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
          );
          return errorReply(500, null, 'internal error');
        })
        .then((reply) => send(response, reply))
        .catch((error: unknown) => {
          // Even writing the answer failed (e.g. a header Node refuses): drop this connection,
          // never the process.
          log(`${request.method} ${request.url} could not be answered: ${String(error)}`);
          response.destroy();
        });
    },
  );
  server.keepAliveTimeout = 5_000;
  server.timeout = timeouts.idleMs;
  server.on('clientError', answerClientError);
  // The painter threads end with the server.
  server.on('close', () => void photos.close());
  return server;

  async function answer(request: IncomingMessage): Promise<Reply> {
    const url = parseRequestUrl(request.url ?? '/');
    const match = route(request.method ?? 'GET', url.pathname);
    if (match.found === 'nothing') throw new HttpError(404, 'path', `no route ${url.pathname}`);
    if (match.found === 'wrong-method') {
      throw new HttpError(405, 'method', `${request.method} is not allowed here`, {
        allow: match.allow.join(', '),
      });
    }
    const token = match.sessionless
      ? null
      : presentedSessionToken(request.headers, { writes: match.writes, ownOrigin });
    const sessionTokenHash = token === null ? null : hashSessionToken(token);
    const clientAddress = clientAddressOf(request.socket.remoteAddress, request.headers);
    const fromSite = clientAddressOf.trusts(request.socket.remoteAddress);
    const anonymousReader = fromSite ? anonymousReaderOf(request.headers[anonymousReaderHeader]) : null;
    const analyticsView = fromSite ? analyticsViewOf(request.headers[analyticsViewHeader]) : null;
    let body: Promise<Fields> | undefined;
    let json: Promise<unknown> | undefined;
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
      analyticsView,
      sessionTokenHash,
      body: (limit) => {
        body ??= readFields(request, limit);
        return body;
      },
      json: (limit) => {
        json ??= readJsonDocument(request, limit);
        return json;
      },
      rawBody: (limit) => readRawBody(request, limit),
      payments,
      paywall,
      showOneTimeCodes: options.showOneTimeCodes === true,
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

/**
 * A request Node could not parse, or one too slow or too large: a short plain answer (400, or 408
 * and 431 where they fit) and the connection closed, as Node does by default, but ending the
 * connection gracefully so the client can read why.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? '408 Request Timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** `http://host:port` of a listening server; a wildcard address is reached on the loopback one. */
function listeningUrl(server: http.Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the content API is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The header the site passes its anonymous reader id in (see RouteContext.anonymousReader). */
export const anonymousReaderHeader = 'x-anonymous-reader';

function anonymousReaderOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

/** The header the site names a checked page view in: `{view id}.{expiry, epoch seconds}`. */
export const analyticsViewHeader = 'x-analytics-view';

function analyticsViewOf(value: string | string[] | undefined): { id: string; expiresMs: number } | null {
  const match = typeof value === 'string' ? /^([A-Za-z0-9_-]{22})\.(\d{1,12})$/.exec(value) : null;
  return match ? { id: match[1]!, expiresMs: Number(match[2]) * 1000 } : null;
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
