import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { IslandsRendered, LayoutError, type LayoutFault } from '@newsroom/composer';
import { LayoutStore } from '@newsroom/composer/layout/store';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { SiteEnv } from '../config/env.ts';
import { ContentClient, ContentUnavailable } from '../content/client.ts';
import type { Log } from '../layout/regions.tsx';
import { ChromeContext, type ChromeFacts } from '../pages/readerTier.ts';
import { previewLayoutPage, previewRenderPage } from '../preview/previewPages.tsx';
import { matchRoute, pageKindOf } from '../routes/match.ts';
import { widgetContracts } from '../widgets/registry.ts';
import { proxyApiCall } from './apiProxy.ts';
import { signIn, signInPage, signOut } from './auth.tsx';
import { chromeFactsFor } from './chromeFacts.ts';
import { type Assets, documentEnd, documentStart, type Head } from './document.ts';
import { readPageContext, type SiteSwitches, variantKey } from './pageContext.ts';
import { buildPage, failedPage, notFoundPage, unavailablePage } from './pages.tsx';
import { type Reader, ReaderSessions } from './readers.ts';
import { isSameOrigin } from './requests.ts';
import { subscribe, subscribePage } from './subscribe.tsx';
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
  /** A cookie to set with the answer (sign-in, sign-out). */
  setCookie?: string;
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
  /** Anonymous pages may sit in shared caches (CDN); signed-in readers' only in their browser. */
  shared: boolean;
}

/** Sign-in and sign-out answers are about to change who reads: send them as to anyone. */
const anonymousFor = (_page: PageResult): Reader => ({
  tier: 'anonymous',
  trialEligible: false,
  firstTimeEligible: false,
  token: null,
  user: null,
});

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
  const readers = new ReaderSessions(content, 30);
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

  async function produce(url: URL, headers: IncomingMessage['headers'], reader: Reader): Promise<PageResult> {
    if (url.pathname === '/login') return signInPage(url);
    if (url.pathname === '/subscribe') return subscribePage(url, reader);
    const route = matchRoute(url.pathname, url.search);
    const context = readPageContext(pageKindOf(route), url, headers, now(), site, reader);
    const deps = {
      url,
      context,
      content,
      layouts,
      log,
      widgetDeadlineMs: env.widgetDeadlineMs,
      sessionToken: reader.token,
    };
    if (url.pathname === PREVIEW.layout || url.pathname === PREVIEW.render) {
      // ED-03: open in development; in production only for a signed-in editor.
      if (!options.watchLayouts && !reader.user?.roles.includes('editor')) return notFoundPage();
      return url.pathname === PREVIEW.layout ? previewLayoutPage(deps) : previewRenderPage(deps);
    }
    return buildPage(route, deps);
  }

  /** Sends a page: a redirect, or the streamed document; cacheable pages go into the page cache. */
  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    page: PageResult,
    reader: Reader,
    cacheKey: string | null,
  ): Promise<void> {
    const cookie: Record<string, string> = page.setCookie ? { 'set-cookie': page.setCookie } : {};
    if (page.redirect) {
      const cacheControl = page.maxAge > 0 ? `public, max-age=${page.maxAge}` : 'no-store';
      res.writeHead(page.status, { location: page.redirect, 'cache-control': cacheControl, ...cookie }).end();
      return;
    }
    const isHead = req.method === 'HEAD';
    const shared = reader.tier === 'anonymous';
    const path = new URL(req.url ?? '/', 'http://site.local').pathname;
    const html = await stream(
      page,
      assets,
      notices(),
      await chromeFactsFor(content, reader, path, log),
      isHead ? null : res,
      log,
      (status) => res.writeHead(status, { ...pageHeaders(page.maxAge, 'MISS', shared), ...cookie }),
    );
    if (isHead) res.end();
    if (cacheKey && page.status === 200 && page.maxAge > 0) {
      pages.set(cacheKey, { status: 200, maxAge: page.maxAge, html, shared });
    }
  }

  return {
    layouts,
    content,
    close: stopWatching,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://site.local');
      if (url.pathname.startsWith('/api/')) {
        await proxyApiCall(req, res, url, content, await readers.of(req.headers));
        return;
      }
      if (req.method === 'POST' && ['/login', '/logout', '/subscribe'].includes(url.pathname)) {
        if (!isSameOrigin(req)) {
          res
            .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
            .end('Requests from other sites are refused.');
          return;
        }
        const page = await produceSafely(
          () =>
            url.pathname === '/login'
              ? signIn(req, url, content)
              : url.pathname === '/subscribe'
                ? subscribe(req, url, content, readers)
                : signOut(req, content, readers),
          log,
        );
        await respond(req, res, page, anonymousFor(page), null);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
          .end('Method not allowed');
        return;
      }
      const reader = await readers.of(req.headers);
      const context = readPageContext(
        pageKindOf(matchRoute(url.pathname, url.search)),
        url,
        req.headers,
        now(),
        site,
        reader,
      );
      const key = `${url.pathname}${url.search}|${variantKey(context, reader)}`;
      const cached = pages.get(key);
      if (cached) {
        sendCached(req, res, cached, 'HIT');
        return;
      }
      const page = await produceSafely(() => produce(url, req.headers, reader), log);
      await respond(req, res, page, reader, key);
    },
    async render(path, headers = {}) {
      const url = new URL(path, 'http://site.local');
      const reader = await readers.of(headers);
      const page = await produceSafely(() => produce(url, headers, reader), log);
      const html = await stream(
        page,
        assets,
        notices(),
        await chromeFactsFor(content, reader, url.pathname, log),
        null,
        log,
        () => {},
      );
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

function pageHeaders(maxAge: number, cache: 'HIT' | 'MISS', shared: boolean): Record<string, string> {
  const scope = shared ? 'public' : 'private';
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control':
      maxAge > 0 ? `${scope}, max-age=${maxAge}, stale-while-revalidate=${maxAge}` : 'no-store',
    vary: 'Cookie, X-Reader-Geo, X-Device-Type, User-Agent',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-page-cache': cache,
  };
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, cache: 'HIT'): void {
  res.writeHead(page.status, {
    ...pageHeaders(page.maxAge, cache, page.shared),
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
  chrome: ChromeFacts,
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
    const tree = (
      <IslandsRendered value={seen}>
        <ChromeContext value={chrome}>{page.body}</ChromeContext>
      </IslandsRendered>
    );
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
