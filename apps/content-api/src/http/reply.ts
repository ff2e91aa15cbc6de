import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { PhotoService } from '../photos/photo-service.ts';
import type { Database } from '../store/schema.ts';

/** What every handler gets: the store, the request's query and headers, and path parameters. */
export interface RouteContext {
  db: Kysely<Database>;
  publicUrl: string;
  photos: PhotoService;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
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
