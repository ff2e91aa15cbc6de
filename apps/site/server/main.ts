// Starts the website. Production (default) serves the build in dist/; `--dev` runs Vite in
// middleware mode with the source. Settings: PORT (4000), HOST (127.0.0.1), SITE_ORIGIN (required
// in production), CONTENT_API_URL, LAYOUTS_DIR, PAGE_CACHE_SECONDS... (see src/lib/env.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Entry from '../src/server/entry.tsx';
import { builtAssets, devWebFonts } from './assets.ts';
import { staticFiles } from './static.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(siteDir, '..', '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
/** Development may go without SITE_ORIGIN: the address it serves is the origin. */
const devOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

function reportStartFailure(entry: typeof Entry, error: unknown): never {
  if (error instanceof entry.LayoutError) {
    console.error('site: refusing to start, the layouts have faults:');
    for (const fault of error.faults) console.error(entry.formatFault(fault));
  } else if (error instanceof entry.SiteSettingError) {
    console.error(`site: refusing to start: ${error.message}`);
  } else {
    console.error('site: could not start:', error);
  }
  process.exit(1);
}

function readEnv(entry: typeof Entry): Entry.SiteEnv {
  try {
    return entry.readSiteEnv(process.env, {
      layoutsDir: join(repoRoot, 'layouts'),
      ...(dev ? { origin: devOrigin } : {}),
    });
  } catch (error) {
    return reportStartFailure(entry, error);
  }
}

async function production(): Promise<Handler> {
  // React picks its production build from NODE_ENV when first loaded; without it every page
  // renders through the development build (about 3x slower, with extra checks).
  process.env.NODE_ENV ??= 'production';
  const clientDir = join(siteDir, 'dist', 'client');
  const entry = (await import(
    pathToFileURL(join(siteDir, 'dist', 'server', 'entry.js')).href
  )) as typeof Entry;
  const env = readEnv(entry);
  if (!process.env.SITE_SECRET) {
    console.warn('site: SITE_SECRET is not set; anonymous reader ids last until this process stops');
  }
  const app = await entry
    .createApp({ env, assets: await builtAssets(clientDir) })
    .catch((error: unknown) => reportStartFailure(entry, error));
  const serveStatic = staticFiles(clientDir);
  return (req, res) => {
    // The build's files live under these paths only; pages go straight to the site, and a
    // page in the page cache is sent there and then.
    if (!isBuiltFilePath(req.url ?? '/')) {
      return app.tryCachedPage(req, res) ? Promise.resolve() : app.handle(req, res);
    }
    return new Promise<void>((resolve, reject) => {
      // A built file is sent by sirv (the promise settles when the answer closes); a path it does
      // not have is the site's (a 404 page).
      res.once('close', resolve);
      serveStatic(req, res, () => {
        app.handle(req, res).then(resolve, reject);
      });
    });
  };
}

async function development(): Promise<Handler> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root: siteDir, server: { middlewareMode: true }, appType: 'custom' });
  const shell = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const devHead = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
  const assets = {
    styles: ['/src/styles/index.css'],
    islandRuntime: '/src/islands/boot.ts',
    webFonts: devWebFonts(siteDir),
    devHead,
  };
  // One app per version of the server code: kept across requests (its layout watcher applies
  // layout edits at once), replaced when Vite reloads a changed module.
  let current: { entry: typeof Entry; app: Promise<Entry.App> } | undefined;
  const appFor = (entry: typeof Entry) => {
    if (current?.entry !== entry) {
      void current?.app.then((app) => app.close());
      current = { entry, app: entry.createApp({ env: readEnv(entry), assets, watchLayouts: true }) };
    }
    return current.app;
  };
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      vite.middlewares(req, res, async () => {
        try {
          const entry = (await vite.ssrLoadModule('/src/server/entry.tsx')) as typeof Entry;
          await (await appFor(entry)).handle(req, res);
          resolve();
        } catch (error) {
          vite.ssrFixStacktrace(error as Error);
          reject(error);
        }
      });
      res.once('close', resolve);
    });
}

/** Where the client build's files are served from (vite.config.ts outDir, public/). */
function isBuiltFilePath(target: string): boolean {
  return target.startsWith('/assets/') || target.startsWith('/static/') || target.startsWith('/favicon.');
}

/** A target that cannot be read as an address (`/%ff`, `/assets/%E0%A4%A`): refused with 400. */
function isReadableTarget(target: string | undefined): boolean {
  if (!target?.startsWith('/')) return false;
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    .end(text);
}

const handler = await (dev ? development() : production());
const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (!isReadableTarget(req.url)) {
    plain(res, 400, 'Bad request: this address cannot be read.');
    return;
  }
  // Every failure stays with its request: logged once, answered 500, and the server goes on.
  handler(req, res).catch((error: unknown) => {
    console.error(`site: ${req.method} ${req.url} failed:`, error);
    plain(res, 500, 'Sorry, this page could not be shown.');
  });
});
// A client that sends its headers or body too slowly, or nothing at all, is cut off.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 65_000;
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  // Malformed requests Node's parser refuses before any handler runs.
  if (socket.writable && error.code !== 'ECONNRESET') {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  } else socket.destroy();
});
server.listen(port, host, () => {
  console.log(`site listening on http://${host}:${port} (${dev ? 'development' : 'production'})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
