import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READER_TOKEN } from './testing/fakeReaders.ts';
import { sessionCookieHeader, startTestSite, type TestSite } from './testing/testSite.ts';

// Page experience: pages arrive compressed as the reader's browser accepts them, cached pages
// too, and the headers a CDN keys on are only the normalised edge headers.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as they came over the wire (fetch would undo the compression). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${site.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const decode = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

describe('compressed pages', () => {
  it('streams brotli or gzip when asked, and plain HTML otherwise', async () => {
    site = await startTestSite();
    const plain = await get('/', { 'x-reader-geo': 'IN' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toMatch(/^<!doctype html>/);
    // Pages rendered afresh (another path each time), so the streamed compression is what is tested.
    for (const [path, accept, expected] of [
      ['/markets', 'gzip, deflate, br', 'br'],
      ['/wealth', 'gzip', 'gzip'],
      ['/tech', 'br;q=0.5, gzip;q=0.9', 'gzip'],
      ['/industry', 'identity', undefined],
    ] as const) {
      const answer = await get(path, { 'accept-encoding': accept });
      expect(answer.headers['x-page-cache'], path).toBe('MISS');
      expect(answer.headers['content-encoding'], path).toBe(expected);
      expect(answer.headers.vary, path).toMatch(/^Accept-Encoding, /);
      expect(decode(answer), path).toMatch(/^<!doctype html>.*<\/html>$/s);
      if (expected) expect(answer.body.length, path).toBeLessThan(decode(answer).length / 3);
    }
  });

  it('serves a cached page in the encoding asked for, made once, and 304 to a browser that has it', async () => {
    site = await startTestSite();
    const first = await get('/');
    expect(first.headers['x-page-cache']).toBe('MISS');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"p-[\w-]{24}"$/);
    // At once (compressed on the spot) and once the stored copies are made.
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    await vi.waitFor(() => {
      const entry = site.app.pageCache.lookup([...site.app.pageCache.keys()][0]!);
      expect(entry.state === 'fresh' && entry.page.bodies.br && entry.page.bodies.gzip).toBeTruthy();
    });
    for (const accept of ['br', 'gzip', '']) {
      const hit = await get('/', accept ? { 'accept-encoding': accept } : {});
      expect(hit.headers['x-page-cache']).toBe('HIT');
      expect(hit.headers.etag).toBe(etag);
      expect(decode(hit)).toBe(first.body.toString());
    }
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('page-cache hits', () => {
  it('are answered at once for the path as sent, and the parser’s reading of any other spelling', async () => {
    site = await startTestSite();
    const first = await get('/markets');
    expect(first.headers['x-page-cache']).toBe('MISS');
    const again = await get('/markets');
    expect(again.headers['x-page-cache']).toBe('HIT');
    // Dot segments and a fragment-free query: the same page once the URL parser has read it.
    for (const spelling of ['/tech/../markets', '/./markets?utm_source=x']) {
      const other = await get(spelling);
      expect(other.headers['x-page-cache'], spelling).toBe('HIT');
      expect(other.body.toString(), spelling).toBe(first.body.toString());
    }
  });
});

describe('the CDN contract', () => {
  it('lets an anonymous page vary only on the edge’s normalised headers, never on cookies', async () => {
    site = await startTestSite();
    const edge = await get('/', { 'x-device-type': 'mobile', 'x-reader-geo': 'IN', cookie: 'ab=1' });
    expect(edge.headers.vary).toBe('Accept-Encoding, X-Reader-Geo, X-Device-Type');
    expect(edge.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=600',
    );
    // No edge in front: the device was read from User-Agent, so the page says so.
    const direct = await get('/markets', { 'user-agent': 'Mozilla/5.0 (iPhone)' });
    expect(direct.headers.vary).toBe('Accept-Encoding, X-Reader-Geo, X-Device-Type, User-Agent');
  });

  it('keeps a signed-in reader’s page private, varying on Cookie', async () => {
    site = await startTestSite();
    const signedIn = await get('/', { cookie: sessionCookieHeader(READER_TOKEN) });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toBe('Accept-Encoding, Cookie');
  });
});
