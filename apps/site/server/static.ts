import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Next in line when no built file has the path (the site's own pages). */
type Next = () => void;

/**
 * Serves the built client with sirv: the brotli or gzip copy the build made beside each text file
 * when the browser takes it (build/precompress.ts), ETag and 304, hashed files under /assets/ kept
 * a year as immutable, the rest (favicon, logo) an hour. Anything else goes on to the site.
 */
export function staticFiles(root: string): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  return sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    dev: false,
    // Paths like /photos/1.png are the site's; only files that are there are served.
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
