// Starts the website. Production (default) serves the build in dist/; `--dev` runs Vite in
// middleware mode with the source. Settings: PORT (4000), HOST (127.0.0.1), CONTENT_API_URL,
// LAYOUTS_DIR, PAGE_CACHE_SECONDS, LIST_CACHE_SECONDS (see src/config/env.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Entry from '../src/server/entry.tsx';
import { builtAssets } from './assets.ts';
import { staticFiles } from './static.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(siteDir, '..', '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

function reportStartFailure(entry: typeof Entry, error: unknown): never {
  if (error instanceof entry.LayoutError) {
    console.error('site: refusing to start, the layouts have faults:');
    for (const fault of error.faults) console.error(entry.formatFault(fault));
  } else {
    console.error('site: could not start:', error);
  }
  process.exit(1);
}

async function production(): Promise<Handler> {
  const clientDir = join(siteDir, 'dist', 'client');
  const entry = (await import(
    pathToFileURL(join(siteDir, 'dist', 'server', 'entry.js')).href
  )) as typeof Entry;
  const env = entry.readSiteEnv(process.env, { layoutsDir: join(repoRoot, 'layouts') });
  const app = await entry
    .createApp({ env, assets: await builtAssets(clientDir) })
    .catch((error: unknown) => reportStartFailure(entry, error));
  const serveStatic = await staticFiles(clientDir);
  return (req, res) => {
    if (serveStatic(req, res)) return;
    app.handle(req, res).catch((error: unknown) => {
      console.error('site: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Sorry, this page could not be shown.');
    });
  };
}

async function development(): Promise<Handler> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root: siteDir, server: { middlewareMode: true }, appType: 'custom' });
  const shell = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const devHead = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
  const assets = { styles: ['/src/styles/index.css'], islandRuntime: '/src/client/islands.ts', devHead };
  // One app per version of the server code: kept across requests (its layout watcher applies
  // layout edits at once), replaced when Vite reloads a changed module.
  let current: { entry: typeof Entry; app: Promise<Entry.App> } | undefined;
  const appFor = (entry: typeof Entry) => {
    if (current?.entry !== entry) {
      void current?.app.then((app) => app.close());
      const env = entry.readSiteEnv(process.env, { layoutsDir: join(repoRoot, 'layouts') });
      current = { entry, app: entry.createApp({ env, assets, watchLayouts: true }) };
    }
    return current.app;
  };
  return (req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        const entry = (await vite.ssrLoadModule('/src/server/entry.tsx')) as typeof Entry;
        await (await appFor(entry)).handle(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Development error:\n${(error as Error).message}`);
      }
    });
  };
}

const handler = await (dev ? development() : production());
const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  handler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`site listening on http://${host}:${port} (${dev ? 'development' : 'production'})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
