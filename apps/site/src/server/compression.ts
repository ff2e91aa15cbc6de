import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const OFFERED: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to answer in (Accept-Encoding, q-values and all; negotiator). Among encodings the
 * client rates equally ours decide: brotli first, it is the smaller.
 */
export function preferredEncoding(req: IncomingMessage): Encoding {
  const accept = req.headers['accept-encoding'] ?? '';
  const known = decided.get(accept);
  if (known) return known;
  // @types/negotiator predates negotiator 1.x's `preferred` option.
  const negotiator = new Negotiator(req) as Negotiator & {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const [best] = negotiator.encodings([...OFFERED], { preferred: [...OFFERED] });
  const encoding = (best as Encoding | undefined) ?? 'identity';
  // Browsers send a handful of distinct headers; a flood of made-up ones only refills the memo.
  if (decided.size >= 100) decided.clear();
  decided.set(accept, encoding);
  return encoding;
}

/** Accept-Encoding headers already decided: every cached page asks, and the answers repeat. */
const decided = new Map<string, Encoding>();

/**
 * Streamed HTML: brotli at quality 5 and gzip at level 6 cost about a millisecond for a page, so
 * compressing as React renders keeps the first bytes early. `flush()` pushes the head out at once.
 */
export function streamingCompressor(
  encoding: Exclude<Encoding, 'identity'>,
): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        },
      })
    : zlib.createGzip({ level: 6 });
}

/**
 * The same settings as the stream, for a whole body at once: a cached page asked for in an
 * encoding whose copy is still being made (the few milliseconds after it was stored).
 */
export function compressNow(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A whole body compressed as hard as is worth it for something sent many times (a cached page):
 * brotli quality 9, gzip level 9. zlib's async calls run on libuv's thread pool, off the event loop.
 */
export function compressForReuse(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}
