import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);

interface StaticFile {
  path: string;
  type: string;
  size: number;
  gzip?: Buffer;
  immutable: boolean;
}

/**
 * Serves the built client: hashed files under /assets/ forever-cached, the rest for an hour.
 * Text files are gzipped once at start, so serving them costs no CPU per request.
 */
export async function staticFiles(
  root: string,
): Promise<(req: IncomingMessage, res: ServerResponse) => boolean> {
  const files = new Map<string, StaticFile>();
  for (const path of await walk(root)) {
    const rel = relative(root, path).split(sep).join('/');
    if (rel.startsWith('.vite/')) continue;
    const ext = extname(path);
    const info = await stat(path);
    const file: StaticFile = {
      path,
      type: TYPES[ext] ?? 'application/octet-stream',
      size: info.size,
      immutable: rel.startsWith('assets/'),
    };
    if (COMPRESSIBLE.has(ext)) file.gzip = gzipSync(await readFile(path), { level: 9 });
    files.set(`/${rel}`, file);
  }
  return (req, res) => {
    const path = decodedPath(req.url);
    const file = path === undefined ? undefined : files.get(path);
    if (!file) return false;
    const gzip =
      file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? file.gzip : undefined;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': String(gzip ? gzip.length : file.size),
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (gzip) res.end(gzip);
    else createReadStream(file.path).pipe(res);
    return true;
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** The request's path, percent-decoded; undefined when it cannot be decoded (no file has it). */
function decodedPath(target: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(target ?? '/', 'http://static.invalid').pathname);
  } catch {
    return undefined;
  }
}
