import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../payments/provider.ts';
import type { PhotoService } from '../photos/photo-service.ts';
import type { PaywallSettings } from '../routes/paywall-rule.ts';
import type { ReaderRow } from '../store/readers.ts';
import type { Database } from '../store/schema.ts';
import type { Fields } from './body.ts';
import type { RateLimits } from './rate-limit.ts';

/** What every handler gets: the store, the request's query and headers, and path parameters. */
export interface RouteContext {
  db: Kysely<Database>;
  publicUrl: string;
  photos: PhotoService;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  /** As received: HEAD reaches GET handlers too. */
  method: string;
  /** Epoch milliseconds; injected so tests can move time. */
  now: () => number;
  limits: RateLimits;
  /** Whether the session cookie carries `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** The reader's address: the right-most X-Forwarded-For entry that is not a trusted proxy (http/client-address.ts). */
  clientAddress: string;
  /**
   * The anonymous reader id the site issued in its own HttpOnly cookie and passes on in
   * `X-Anonymous-Reader`; believed only from a trusted proxy (the site), so a client talking to
   * the backend directly cannot choose one. Null when not signed in through the site.
   */
  anonymousReader: string | null;
  /**
   * X-02, Hardening (issue 26.3): the page view a tracker batch belongs to, as the site names it
   * in `X-Analytics-View` once it has checked the page's signed view token; believed only from a
   * trusted proxy, like the anonymous reader. Null otherwise: such a batch counts nothing.
   */
  analyticsView: { id: string; expiresMs: number } | null;
  /** SHA-256 of the presented session token (bearer or cookie), null when none was presented. */
  sessionTokenHash: string | null;
  /**
   * The request body's fields (form-encoded or JSON), read once, at most `limit` bytes (the
   * write's own, from @newsroom/rules/body-limits; else the largest of any write).
   */
  body(limit?: number): Promise<Fields>;
  /** The request body as one JSON document of any shape, at most `limit` bytes (http/body.ts). */
  json(limit: number): Promise<unknown>;
  /** The request body's bytes as sent, at most `limit` (PS-04 signed confirmations). */
  rawBody(limit: number): Promise<Buffer>;
  /** PS-04: the payment provider paid plans are bought through. */
  payments: PaymentProvider;
  /** AB-08 adaptive paywall rule settings. */
  paywall: PaywallSettings;
  /** AB-09: one-time sign-in codes go into the answer as `devCode` (SHOW_ONE_TIME_CODES). */
  showOneTimeCodes: boolean;
  /** The signed-in reader or null; a presented token that names no live session is a 401. */
  reader(): Promise<ReaderRow | null>;
  /** Whom rate limits count against: `reader:{id}` when signed in, else `ip:{address}`. */
  client(): Promise<string>;
}

/** A handler's answer; the server turns it into bytes on the wire. */
export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers: Record<string, string> }
  | { kind: 'bytes'; status: number; body: Buffer | null; headers: Record<string, string> };

export type Handler = (context: RouteContext) => Promise<Reply>;

/** Content changes within minutes, so lists and articles may be cached briefly by a CDN. */
export const contentCaching = { 'cache-control': 'public, max-age=30' };

export function contentJson(body: unknown): Reply {
  return { kind: 'json', status: 200, body, headers: contentCaching };
}

/** Answers that change with every write or depend on who asks: never stored by any cache. */
export function freshJson(body: unknown, headers: Record<string, string> = {}): Reply {
  return { kind: 'json', status: 200, body, headers: { 'cache-control': 'no-store', ...headers } };
}
