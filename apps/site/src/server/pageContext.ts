import type { IncomingHttpHeaders } from 'node:http';
import type { PageKind } from '@newsroom/composer';
import { istClock } from '../lib/istTime.ts';

export type ReaderTier = 'anonymous' | 'loggedIn' | 'prime';
export type Geo = 'IN' | 'other';

/**
 * Everything a page may vary by (DESIGN.md: tier, geo, hour). Personal state — font size, vote
 * memory, nudges — stays in the browser so that this is all a cached page depends on.
 */
export interface PageContext {
  kind: PageKind;
  path: string;
  query: Readonly<Record<string, string>>;
  reader: { tier: ReaderTier; geo: Geo };
  hour: number;
  weekday: number;
}

/** The CDN (or a test) tells the reader's country in this header; without it we assume India. */
export const GEO_HEADER = 'x-reader-geo';

export function readPageContext(
  kind: PageKind,
  url: URL,
  headers: IncomingHttpHeaders,
  now: Date,
): PageContext {
  const country = String(headers[GEO_HEADER] ?? 'IN').toUpperCase();
  return {
    kind,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    reader: { tier: 'anonymous', geo: country === 'IN' ? 'IN' : 'other' },
    ...istClock(now),
  };
}

/** The part of the context a rendered page may differ by: the page cache keys on it. */
export function variantKey(context: PageContext): string {
  return `${context.reader.tier}|${context.reader.geo}|${context.hour}`;
}
