import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { IslandsRendered, LayoutError, type LayoutFault } from '@newsroom/composer';
import { LayoutStore } from '@newsroom/composer/layout/store';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { SiteEnv } from '../config/env.ts';
import { ContentClient, ContentUnavailable } from '../content/client.ts';
import type { Log } from '../layout/regions.tsx';
import { previewLayoutPage, previewRenderPage } from '../preview/previewPages.tsx';
import { matchRoute, pageKindOf } from '../routes/match.ts';
import { widgetContracts } from '../widgets/registry.ts';
import { type Assets, documentEnd, documentStart, type Head } from './document.ts';
import { readPageContext, type SiteSwitches, variantKey } from './pageContext.ts';
import { buildPage, failedPage, notFoundPage, unavailablePage } from './pages.tsx';
import { sessionToken } from './session.ts';
import { TtlCache } from './ttlCache.ts';

const PREVIEW = { layout: '/_preview/layout', render: '/_preview/render' } as const;

/** A page ready to send: status, head, body tree and how a CDN may cache it. */
export interface PageResult {
  status: number;
  head: Head;
  body: ReactElement;
  /** Seconds a shared cache may keep it; 0 for never. */
  maxAge: number;
  redirect?: string;
}

export interface AppOptions {
  env: SiteEnv;
  assets: Assets;
  log?: Log;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Development: reload layouts on change, keep the last good ones and show faults on pages. */
  watchLayouts?: boolean;
}

interface CachedPage {
  status: number;
  maxAge: number;
  html: Buffer;
}

export interface App {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Renders a path without the page cache; for the benchmark and tests. */
  render(path: string, headers?: IncomingMessage['headers']): Promise<{ status: number; html: string }>;
  layouts: LayoutStore;
  content: ContentClient;
  /** Stops watching layouts. */
  close(): void;
}

/** Builds the site: validates every layout first and refuses to start with a broken one. */
export async function createApp(options: AppOptions): Promise<App> {
  const { env, assets } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const now = options.now ?? (() => new Date());
  const site: SiteSwitches = env.site;
  const layouts = new LayoutStore(env.layoutsDir, widgetContracts);
  const faults = await layouts.reload();
  if (faults.length > 0 && !options.watchLayouts) throw new LayoutError(faults);

  const content = new ContentClient({
    baseUrl: env.contentApiUrl,
    timeoutMs: env.contentTimeoutMs,
    listCacheSeconds: env.listCacheSeconds,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const pages = new TtlCache<CachedPage>(env.pageCacheSeconds * 1000, 2000);
  const stopWatching = options.watchLayouts
    ? layouts.watch((now: readonly LayoutFault[]) => {
        pages.clear();
        log(
          now.length > 0
            ? `layouts: ${now.length} fault(s); pages keep the last good layout`
            : 'layouts: reloaded',
        );
      })
    : () => {};
  // Faults are shown on pages only in development; production refused to start with any.
  const notices = (): readonly LayoutFault[] => (options.watchLayouts ? layouts.faults : []);

  async function produce(url: URL, headers: IncomingMessage['headers']): Promise<PageResult> {
    const route = matchRoute(url.pathname);
    const context = readPageContext(pageKindOf(route), url, headers, now(), site);
    const deps = { url, context, content, layouts, log, widgetDeadlineMs: env.widgetDeadlineMs };
    if (url.pathname === PREVIEW.layout || url.pathname === PREVIEW.render) {
      if (!(await mayPreview(headers))) return notFoundPage();
      return url.pathname === PREVIEW.layout ? previewLayoutPage(deps) : previewRenderPage(deps);
    }
    return buildPage(route, deps);
  }

  /** ED-03: open in development; in production only for a signed-in editor. */
  async function mayPreview(headers: IncomingMessage['headers']): Promise<boolean> {
    if (options.watchLayouts) return true;
    const token = sessionToken(headers);
    const user = token ? await content.session(token).catch(() => null) : null;
    return Boolean(user?.roles.includes('editor'));
  }

  return {
    layouts,
    content,
    close: stopWatching,
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
          .end('Method not allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://site.local');
      const context = readPageContext(pageKindOf(matchRoute(url.pathname)), url, req.headers, now(), site);
      const key = `${url.pathname}${url.search}|${variantKey(context)}`;
      const cached = pages.get(key);
      if (cached) {
        sendCached(req, res, cached, 'HIT');
        return;
      }
      const page = await produceSafely(() => produce(url, req.headers), log);
      if (page.redirect) {
        res
          .writeHead(page.status, {
            location: page.redirect,
            'cache-control': `public, max-age=${page.maxAge}`,
          })
          .end();
        return;
      }
      const isHead = req.method === 'HEAD';
      const html = await stream(page, assets, notices(), isHead ? null : res, log, (status) =>
        res.writeHead(status, pageHeaders(page.maxAge, 'MISS')),
      );
      if (isHead) res.end();
      if (page.status === 200 && page.maxAge > 0) pages.set(key, { status: 200, maxAge: page.maxAge, html });
    },
    async render(path, headers = {}) {
      const url = new URL(path, 'http://site.local');
      const page = await produceSafely(() => produce(url, headers), log);
      const html = await stream(page, assets, notices(), null, log, () => {});
      return { status: page.status, html: html.toString('utf8') };
    },
  };
}

async function produceSafely(produce: () => Promise<PageResult>, log: Log): Promise<PageResult> {
  try {
    return await produce();
  } catch (error) {
    if (error instanceof ContentUnavailable) {
      log(`503: ${error.message}`);
      return unavailablePage();
    }
    log(`500: ${(error as Error).stack ?? String(error)}`);
    return failedPage();
  }
}

function pageHeaders(maxAge: number, cache: 'HIT' | 'MISS'): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}` : 'no-store',
    vary: 'Cookie, X-Reader-Geo, X-Device-Type, User-Agent',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-page-cache': cache,
  };
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, cache: 'HIT'): void {
  res.writeHead(page.status, {
    ...pageHeaders(page.maxAge, cache),
    'content-length': String(page.html.length),
  });
  res.end(req.method === 'HEAD' ? undefined : page.html);
}

/**
 * Streams the document: the head at once, React's body as it renders, then the closing tags
 * (with the island runtime only if an island was rendered). Resolves with the whole page.
 */
function stream(
  page: PageResult,
  assets: Assets,
  faults: readonly LayoutFault[],
  res: ServerResponse | null,
  log: Log,
  writeHead: (status: number) => void,
): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const seen = new Set<string>();
    const send = (chunk: Buffer) => {
      chunks.push(chunk);
      res?.write(chunk);
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        send(Buffer.from(chunk));
        done();
      },
      final(done) {
        send(Buffer.from(documentEnd(assets, seen.size > 0)));
        res?.end();
        done();
        resolve(Buffer.concat(chunks));
      },
    });
    const tree = <IslandsRendered value={seen}>{page.body}</IslandsRendered>;
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady() {
        writeHead(page.status);
        send(Buffer.from(documentStart(page.head, assets, faults)));
        pipe(sink);
      },
      onShellError(error) {
        log(`render failed: ${(error as Error).stack ?? String(error)}`);
        const body = Buffer.from(
          '<!doctype html><title>Error</title><p>Sorry, this page could not be shown.</p>',
        );
        if (res)
          res
            .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
            .end(body);
        resolve(body);
      },
      onError(error) {
        log(`render error: ${(error as Error).message}`);
      },
    });
  });
}
