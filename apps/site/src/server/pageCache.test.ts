import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, pageCacheKey } from './pageCache.ts';

const page = (html: string): CachedPage => ({
  status: 200,
  maxAge: 30,
  shared: true,
  nonce: 'n0nce',
  etag: '"p-n0nce"',
  bodies: { identity: Buffer.from(html) },
});

describe('page cache (Hardening #7, #8)', () => {
  it('keys on the path, the parameters the page reads (in any order) and the variant', () => {
    const read = new Set(['page', 'adaptive']);
    const key = (path: string) => pageCacheKey(new URL(path, 'https://x.test'), read, 'anon');
    expect(key('/?utm_source=a&fbclid=b')).toBe('/|anon');
    expect(key('/opinions/1.cms?page=2&utm=x&adaptive=1')).toBe(key('/opinions/1.cms?adaptive=1&page=2'));
    expect(key('/opinions/1.cms?page=2')).not.toBe(key('/opinions/1.cms?page=3'));
  });

  it('is fresh for its life, then stale for the stale-if-error window, then gone once swept', () => {
    let now = 1_000_000;
    const cache = new PageCache({
      maxBytes: 1e6,
      freshSeconds: 30,
      staleIfErrorSeconds: 600,
      now: () => now,
    });
    cache.store('a', page('<p>a</p>'));
    expect(cache.lookup('a').state).toBe('fresh');
    now += 31_000;
    expect(cache.lookup('a')).toMatchObject({ state: 'stale', ageSeconds: 31 });
    now += 600_000;
    cache.sweep();
    expect(cache.size).toBe(0);
    expect(cache.lookup('a').state).toBe('miss');
  });

  it('issue 18: turns every page stale at once on a purge, keeping it to stand in while the backend fails', () => {
    let now = 1_000_000;
    const cache = new PageCache({
      maxBytes: 1e6,
      freshSeconds: 30,
      staleIfErrorSeconds: 600,
      now: () => now,
    });
    cache.store('a', page('<p>a</p>'));
    cache.store('b', page('<p>b</p>'));
    now += 1_000;
    cache.expireAll();
    expect(cache.lookup('a')).toMatchObject({ state: 'stale', ageSeconds: 1 });
    expect(cache.lookup('b').state).toBe('stale');
    // A page rendered after the purge is fresh again.
    cache.store('a', page('<p>a, new</p>'));
    expect(cache.lookup('a').state).toBe('fresh');
  });

  it('holds no more bytes than it may, dropping the least recently used first', () => {
    const cache = new PageCache({ maxBytes: 4000, freshSeconds: 30, staleIfErrorSeconds: 0 });
    const body = 'x'.repeat(700);
    for (const key of ['a', 'b', 'c']) cache.store(key, page(body));
    cache.lookup('a');
    cache.store('d', page(body));
    expect(cache.bytes).toBeLessThanOrEqual(4000);
    expect(cache.lookup('a').state).toBe('fresh');
    expect(cache.lookup('b').state).toBe('miss');
  });
});
