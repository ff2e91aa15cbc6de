import { LRUCache } from 'lru-cache';

/** A rendered page as the cache keeps it: the bytes as sent, in each encoding once it is made. */
export interface CachedPage {
  status: number;
  /** Seconds a shared cache may keep it. */
  maxAge: number;
  /** Anonymous pages may sit in shared caches (CDN); signed-in readers' only in their browser. */
  shared: boolean;
  /**
   * The CSP nonce the page was rendered with. A cached copy is the same response sent again (as a
   * CDN's would be), so its nonce and its bytes stay as they are: nothing is re-encoded per hit.
   */
  nonce: string;
  /** Names this copy for conditional requests (If-None-Match). */
  etag: string;
  /** The HTML; brotli and gzip copies are added once made (off the event loop, after storing). */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  /** Headers of a copy, by how it is sent, made on first use (pageResponse.ts). */
  headers?: Map<string, Readonly<Record<string, string>>>;
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
      // The HTML, room for its brotli and gzip copies (well under half of it together), the key;
      // the entry's own bookkeeping is small and roughly constant.
      sizeCalculation: (entry, key) =>
        Math.ceil(entry.page.bodies.identity.length * 1.5) + key.length * 2 + 256,
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

  /**
   * Makes every page stale at once (issue 18: the backend reported an editorial change). The
   * next reader of each gets it rendered anew, while the old copy still stands in should the
   * backend fail meanwhile (stale-if-error).
   */
  expireAll(): void {
    for (const entry of this.#lru.values()) entry.freshUntil = 0;
  }

  /** Drops every entry past its stale-if-error life. */
  sweep(): void {
    this.#lru.purgeStale();
  }

  clear(): void {
    this.#lru.clear();
  }

  /** The keys held, most recently used first (tests, diagnostics). */
  keys(): IterableIterator<string> {
    return this.#lru.keys();
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
export function pageCacheKey(
  path: { pathname: string; search: string },
  readKeys: ReadonlySet<string>,
  variant: string,
): string {
  if (path.search === '' || readKeys.size === 0) return `${path.pathname}|${variant}`;
  const kept = [...new URLSearchParams(path.search)]
    .filter(([name]) => readKeys.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
  return `${path.pathname}${query}|${variant}`;
}
