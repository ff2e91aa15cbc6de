import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

/**
 * A bounded, time-limited cache of backend answers (lists, configs, reader sessions) on
 * lru-cache: at most `max` entries, each kept `ttlMs`; concurrent misses for one key share one
 * load, and a failed load is not kept. A ttl of 0 turns caching off (every call loads).
 */
export class LoadingCache<V extends {}> {
  readonly #lru: LRUCache<string, V, Load<V>> | null;

  constructor(options: { max: number; ttlMs: number; now?: () => number }) {
    this.#lru =
      options.ttlMs > 0
        ? new LRUCache<string, V, Load<V>>({
            max: options.max,
            ttl: options.ttlMs,
            // Exact expiry: lru-cache otherwise reuses one clock reading for a millisecond.
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  async getOrLoad(key: string, load: Load<V>): Promise<V> {
    if (!this.#lru) return load();
    const value = await this.#lru.fetch(key, { context: load });
    // fetch() answers undefined only when the load was aborted; load again rather than guess.
    return value === undefined ? load() : value;
  }

  delete(key: string): void {
    this.#lru?.delete(key);
  }
}
