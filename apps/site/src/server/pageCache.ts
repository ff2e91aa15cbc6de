import { LRUCache } from 'lru-cache';

/** A rendered page as the cache keeps it. */
export interface CachedPage {
  status: number;
  /** Seconds a shared cache may keep it. */
  maxAge: number;
  /**
   * The HTML cut where its CSP nonce was: a hit joins the pieces with the new response's own
   * nonce (no decoding, no search), so every answer has a nonce of its own.
   */
  pieces: readonly Buffer[];
  /** Anonymous pages may sit in shared caches (CDN); signed-in readers' only in their browser. */
  shared: boolean;
}

/** Cuts rendered HTML at every occurrence of its nonce (random, so it is nowhere else). */
export function cutAtNonce(html: Buffer, nonce: string): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce, 0, 'latin1'); at >= 0; at = html.indexOf(nonce, from, 'latin1')) {
    pieces.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

/** The cached HTML with `nonce` where the old one was. */
export function joinWithNonce(pieces: readonly Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) parts.push(glue);
    parts.push(piece);
  }
  return Buffer.concat(parts);
}

export type Lookup =
  | { state: 'fresh'; page: CachedPage; ageSeconds: number }
  /** Past its freshness, kept to stand in when the backend fails (stale-if-error). */
  | { state: 'stale'; page: CachedPage; ageSeconds: number }
  | { state: 'miss' };

interface Entry {
  page: CachedPage;
  storedAt: number;
  freshUntil: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  freshSeconds: number;
  staleIfErrorSeconds: number;
  now?: () => number;
}

/**
 * The site's page cache: bounded by the bytes of HTML it holds (least recently used go first),
 * each page fresh for `freshSeconds`, then kept `staleIfErrorSeconds` longer only to stand in
 * for a page the backend failed to give. Expired entries are swept by `sweep()`, which the app
 * runs on a timer, so memory falls back after a flood of one-off pages.
 */
export class PageCache {
  readonly #lru: LRUCache<string, Entry>;
  readonly #freshMs: number;
  readonly #now: () => number;

  constructor(options: PageCacheOptions) {
    this.#now = options.now ?? Date.now;
    this.#freshMs = options.freshSeconds * 1000;
    const keepMs = this.#freshMs + options.staleIfErrorSeconds * 1000;
    this.#lru = new LRUCache<string, Entry>({
      maxSize: Math.max(1, Math.floor(options.maxBytes)),
      // The HTML and its key; the entry's own bookkeeping is small and roughly constant.
      sizeCalculation: (entry, key) =>
        entry.page.pieces.reduce((bytes, piece) => bytes + piece.length, 0) + key.length * 2 + 256,
      ttl: Math.max(1, keepMs),
      ttlResolution: 0,
      perf: { now: this.#now },
    });
  }

  get enabled(): boolean {
    return this.#freshMs > 0;
  }

  lookup(key: string): Lookup {
    const entry = this.#lru.get(key);
    if (!entry) return { state: 'miss' };
    const ageSeconds = Math.floor((this.#now() - entry.storedAt) / 1000);
    return { state: this.#now() < entry.freshUntil ? 'fresh' : 'stale', page: entry.page, ageSeconds };
  }

  store(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    const storedAt = this.#now();
    this.#lru.set(key, { page, storedAt, freshUntil: storedAt + this.#freshMs });
  }

  /** Drops every entry past its stale-if-error life. */
  sweep(): void {
    this.#lru.purgeStale();
  }

  clear(): void {
    this.#lru.clear();
  }

  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  get size(): number {
    return this.#lru.size;
  }
}

/**
 * The key of a page: its path, only the query parameters the page reads (sorted, so their order
 * does not matter), and the reader variant it was rendered for. `/?utm_source=x` and `/` are one
 * page; a flood of junk parameters cannot fill the cache or push the popular pages out.
 */
export function pageCacheKey(url: URL, readKeys: ReadonlySet<string>, variant: string): string {
  const kept = [...url.searchParams]
    .filter(([name]) => readKeys.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
  return `${url.pathname}${query}|${variant}`;
}
