import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

/**
 * A counter several caches watch: `bump()` empties all of them at their next use (issue 18: the
 * backend reported an editorial change, so every kept list and story may be out of date).
 */
export class CacheGeneration {
  #current = 0;
  get current(): number {
    return this.#current;
  }
  bump(): void {
    this.#current++;
  }
}

/**
 * A bounded, time-limited cache of backend answers (lists, configs, reader sessions) on
 * lru-cache: at most `max` entries, each kept `ttlMs`; concurrent misses for one key share one
 * load, and a failed load is not kept. A ttl of 0 turns caching off (every call loads).
 */
export class LoadingCache<V extends {}> {
  readonly #lru: LRUCache<string, V, Load<V>> | null;
  readonly #generation: CacheGeneration | undefined;
  #seen: number;

  constructor(options: { max: number; ttlMs: number; now?: () => number; generation?: CacheGeneration }) {
    this.#generation = options.generation;
    this.#seen = options.generation?.current ?? 0;
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
    if (this.#generation && this.#generation.current !== this.#seen) {
      this.#seen = this.#generation.current;
      this.#lru.clear();
    }
    const value = await this.#lru.fetch(key, { context: load });
    // fetch() answers undefined only when the load was aborted; load again rather than guess.
    return value === undefined ? load() : value;
  }

  delete(key: string): void {
    this.#lru?.delete(key);
  }
}
