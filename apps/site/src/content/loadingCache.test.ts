import { describe, expect, it } from 'vitest';
import { CacheGeneration, LoadingCache } from './loadingCache.ts';

describe('LoadingCache', () => {
  it('issue 18: forgets everything it kept when its generation is bumped (a purge on publish)', async () => {
    const generation = new CacheGeneration();
    const first = new LoadingCache<string[]>({ max: 10, ttlMs: 60_000, generation });
    const second = new LoadingCache<string[]>({ max: 10, ttlMs: 60_000, generation });
    let loads = 0;
    const load = async () => [`v${++loads}`];
    expect(await first.getOrLoad('k', load)).toEqual(['v1']);
    expect(await second.getOrLoad('k', load)).toEqual(['v2']);
    expect(await first.getOrLoad('k', load)).toEqual(['v1']);
    generation.bump();
    expect(await first.getOrLoad('k', load)).toEqual(['v3']);
    expect(await second.getOrLoad('k', load)).toEqual(['v4']);
    expect(await first.getOrLoad('k', load)).toEqual(['v3']);
  });

  it('loads once for concurrent misses, keeps the value for its ttl, then loads again', async () => {
    let clock = 1_000_000;
    let loads = 0;
    const cache = new LoadingCache<string[]>({ max: 10, ttlMs: 1000, now: () => clock });
    const load = async () => {
      loads += 1;
      return [`v${loads}`];
    };
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(a).toEqual(['v1']);
    expect(b).toBe(a);
    expect(loads).toBe(1);
    clock += 999;
    expect(await cache.getOrLoad('k', load)).toEqual(['v1']);
    clock += 2;
    expect(await cache.getOrLoad('k', load)).toEqual(['v2']);
  });

  it('keeps no failure: the next call loads again', async () => {
    const cache = new LoadingCache<string[]>({ max: 10, ttlMs: 1000 });
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => ['up'])).toEqual(['up']);
  });

  it('holds at most `max` entries, and with a ttl of 0 keeps nothing', async () => {
    const cache = new LoadingCache<string[]>({ max: 2, ttlMs: 1000 });
    let loads = 0;
    const load = async () => [String(++loads)];
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, load);
    expect(await cache.getOrLoad('a', load)).toEqual(['4']);
    const off = new LoadingCache<string[]>({ max: 2, ttlMs: 0 });
    await off.getOrLoad('a', load);
    expect(await off.getOrLoad('a', load)).toEqual(['6']);
  });
});
