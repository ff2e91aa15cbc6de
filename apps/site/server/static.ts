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
    // Each request looks its file up on disk (sirv's `dev` lookup) rather than in a list made at
    // start: a deploy that replaces the built files under a running process left the list naming
    // files that were gone, and sirv's read stream has no error handler, so one request for such a
    // file stopped the process (ENOENT). A stat per asset request costs next to nothing.
    dev: true,
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
