import type { IncomingMessage, ServerResponse } from 'node:http';
import { LayoutError, type LayoutFault, type PageKind } from '@newsroom/composer';
import { type LayoutSource, LayoutStore } from '@newsroom/composer/layout/store';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import type { ReactElement } from 'react';
import { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';
import { MARKET_STATS_QUERY_KEYS } from '../content/markets/marketStatsQuery.ts';
import { answerEditorCall } from '../editor/editorApi.ts';
import { layoutEditorPage } from '../editor/editorPage.tsx';
import { LAYOUT_EDITOR_API, LAYOUT_EDITOR_PATH } from '../editor/editorPaths.ts';
import { DRAFT_BODY_LIMIT, readDraft, withDraftLayout } from '../editor/preview/draftPreview.tsx';
import { previewLayoutPage, previewRenderPage } from '../editor/preview/previewPages.tsx';
import { followLayoutVersions } from '../layout/layoutVersions.ts';
import type { Log } from '../layout/regions.tsx';
import { type SiteEnv, SiteSettingError } from '../lib/env.ts';
import { readPageContext, variantKey } from '../lib/pageContext.ts';
import type { PageResult } from '../lib/pageResult.tsx';
import { anonymousReader, type Reader } from '../lib/reader.ts';
import { FORM_BODY_LIMIT, isSameOrigin, locationOf, readBody } from '../lib/requests.ts';
import { HOME_PATH } from '../lib/returnPath.ts';
import { matchRoute, pageKindOf, type Route } from '../lib/routes/match.ts';
import { ARTICLE_TAB_KEYS, HOME_TAB_KEYS } from '../lib/routes/tabQuery.ts';
import { ANALYTICS_REPORT_PATH, analyticsReportPage } from '../pages/analytics-report/reportPage.tsx';
import { buildPage } from '../pages/buildPage.tsx';
import { CODE_FORM_PATHS } from '../pages/CodeSignInPage.tsx';
import { failedPage, notFoundPage, statusPage, unavailablePage } from '../pages/kit/statusPages.tsx';
import { MAIL_PAGE_PATH, mailPage } from '../pages/mail/mailPage.tsx';
import { NEWSLETTER_CONFIRM_PATH, newsletterConfirmPage } from '../pages/newsletter-confirm/confirmPage.tsx';
import { PLANS_PATHS, plansPage } from '../pages/plans/plans.tsx';
import { GATE_QUERY_KEYS } from '../paywall/gate.ts';
import { PROVIDER_PATH } from '../widgets/grandmasters/provider.ts';
import { providerLogin } from '../widgets/grandmasters/providerLogin.ts';
import { widgetContracts } from '../widgets/registry.ts';
import { answerAdRoute, isAdPath } from './adRoutes.ts';
import { AFFILIATE_REDIRECT_PATH, redirectToShop } from './affiliateRedirect.ts';
import { checkBeacon } from './analyticsBeacon.ts';
import { AnalyticsViews } from './analyticsView.ts';
import { AnonymousReaders } from './anonymousReader.ts';
import { proxyApiCall } from './apiProxy.ts';
import { signIn, signInPage, signOut } from './auth.tsx';
import { followChanges } from './changeFollower.ts';
import { CHART_PATH, proxyChart } from './chartProxy.ts';
import { chromeFactsFor } from './chromeFacts.ts';
import { clientAddressResolver } from './clientAddress.ts';
import { CODE_PATHS, handleCodeSignIn } from './codeSignIn.ts';
import { requestCodeByForm, verifyCodeByForm } from './codeSignInForm.tsx';
import { compressForReuse, preferredEncoding, streamingCompressor } from './compression.ts';
import type { Assets } from './document.ts';
import { answerMarketCall, MARKET_API_PREFIX } from './marketApi.ts';
import { proxyMedia } from './mediaProxy.ts';
import {
  answerNoScriptPost,
  NO_SCRIPT_FORMS,
  type NoScriptAnswer,
  type NoScriptForm,
  noScriptFormAt,
} from './noScriptForms/index.ts';
import { type CachedPage, PageCache, pageCacheKey } from './pageCache.ts';
import { pageHeaders, sendCachedPage } from './pageResponse.ts';
import { proxyPicture } from './pictureProxy.ts';
import { ReaderSessions } from './readers.ts';
import { baseSecurityHeaders, newNonce, pageSecurityHeaders } from './security.ts';
import { SessionCookies } from './session.ts';
import { readSiteSwitches, SWITCHES_OFF } from './siteSwitches.ts';
import { pageTree, streamPage } from './streamPage.tsx';
import { SUBSCRIBE_RETURN_PATH, subscribe, subscribePage, subscribeReturn } from './subscribe.tsx';

export type { PageResult } from '../lib/pageResult.tsx';

const PREVIEW = { layout: '/_preview/layout', render: '/_preview/render' } as const;
/** Pages that are personal or gated by role: never in the page cache, whoever asks. */
const UNCACHED_PATHS: ReadonlySet<string> = new Set([
  ANALYTICS_REPORT_PATH,
  LAYOUT_EDITOR_PATH,
  PREVIEW.layout,
  PREVIEW.render,
  '/login',
  '/subscribe',
  SUBSCRIBE_RETURN_PATH,
  NEWSLETTER_CONFIRM_PATH,
  // Issue 27: one page per story (`msid`), which the cache key would not tell apart.
  MAIL_PAGE_PATH,
  ...PLANS_PATHS,
  // Issue 27: a form's path answers only its post; never a page to keep.
  ...NO_SCRIPT_FORMS.map((form) => form.path),
]);
/** The query a paged list reads (AB-15, AB-16, the opinions page, AB-12's screener pages, HM-12 section pages). */
const PAGE_QUERY_KEYS: readonly string[] = ['page'];
/** AB-04: the query a company page reads (its news page, its chart's period). */
const COMPANY_QUERY_KEYS: readonly string[] = ['page', 'period'];
/** Issue 27: an article's gate (AB-08) and its widgets' chosen tabs. */
const ARTICLE_QUERY_KEYS: readonly string[] = [...GATE_QUERY_KEYS, ...ARTICLE_TAB_KEYS];
/** What the pages that refuse a value read (their refusals are 404s, never another page's copy). */
const REFUSED_QUERY_KEYS: readonly string[] = [...COMPANY_QUERY_KEYS, ...HOME_TAB_KEYS, ...ARTICLE_TAB_KEYS];

/**
 * The query a page reads itself, beyond its layout's conditions. A refused value is a 404 of
 * its own (a not-found page keys on what the pages that refuse read), never a page from the cache.
 */
function ownQueryKeys(route: Route): readonly string[] {
  switch (route.kind) {
    case 'opinions':
    case 'author':
    case 'topic':
    case 'screener':
    case 'category':
      return PAGE_QUERY_KEYS;
    case 'company':
      return COMPANY_QUERY_KEYS;
    case 'notFound':
      return REFUSED_QUERY_KEYS;
    case 'marketStats':
      return MARKET_STATS_QUERY_KEYS;
    case 'home':
      return HOME_TAB_KEYS;
    case 'article':
      return ARTICLE_QUERY_KEYS;
    default:
      return [];
  }
}
/** Form posts of the site's own pages; AB-18's `/p/r` is the masterclass provider's form. */
const FORM_POSTS: ReadonlySet<string> = new Set([
  '/login',
  CODE_FORM_PATHS.request,
  CODE_FORM_PATHS.verify,
  '/logout',
  '/subscribe',
  PROVIDER_PATH,
]);

/**
 * A form post's body limit: sign-in carries a password as long as the backend reads, the code
 * forms what the backend's code calls read (issue 26.6: the same derived limits).
 */
function formBodyLimit(path: string): number {
  if (path === '/login') return BODY_LIMITS.signIn;
  if (path === CODE_FORM_PATHS.request || path === CODE_FORM_PATHS.verify) return BODY_LIMITS.code;
  return FORM_BODY_LIMIT;
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

export interface App {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * Answers a request from the page cache at once, with no promise and no URL object, when its
   * page is there and fresh (the common case for readers who are not signed in); false when the
   * request must go the whole way through `handle`.
   */
  tryCachedPage(req: IncomingMessage, res: ServerResponse): boolean;
  /** Renders a path without the page cache; for the benchmark and tests. */
  render(path: string, headers?: IncomingMessage['headers']): Promise<{ status: number; html: string }>;
  /**
   * The React tree `render` renders for a path, its data loaded: the benchmark renders it again
   * and again with renderToString, React's own limit for that page.
   */
  tree(path: string, headers?: IncomingMessage['headers']): Promise<{ status: number; tree: ReactElement }>;
  layouts: LayoutStore;
  content: ContentClient;
  pageCache: PageCache;
  /** Stops watching layouts and sweeping the page cache. */
  close(): void;
}

/** Builds the site: validates every layout first and refuses to start with a broken one. */
export async function createApp(options: AppOptions): Promise<App> {
  const { env, assets } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const now = options.now ?? (() => new Date());
  const https = env.origin.startsWith('https:');
  const formTargets = env.paymentPageOrigin ? [env.paymentPageOrigin] : [];
  const layouts = new LayoutStore(env.layoutsDir, widgetContracts);
  const faults = await layouts.reload();
  if (faults.length > 0 && !options.watchLayouts) throw new LayoutError(faults);

  const content = new ContentClient({
    baseUrl: env.contentApiUrl,
    timeoutMs: env.contentTimeoutMs,
    listCacheSeconds: env.listCacheSeconds,
    articleCacheSeconds: env.articleCacheSeconds,
    switchCacheSeconds: env.switchCacheSeconds,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const pageCache = new PageCache({
    maxBytes: env.pageCacheBytes,
    freshSeconds: env.pageCacheSeconds,
    staleIfErrorSeconds: env.staleIfErrorSeconds,
    now: options.now ? () => now().getTime() : Date.now,
  });
  const sweeper = setInterval(() => pageCache.sweep(), Math.max(1, env.pageCacheSeconds) * 1000);
  sweeper.unref();
  // Issue 18, purge on publish: an editorial change anywhere turns every kept page stale and
  // drops the kept stories and lists (a page shows many lists; exact tracking would cost more
  // than re-rendering the few hot pages, and a missed one would be wrong).
  const changeFollower = followChanges({
    changes: (since) => content.editorial.changes(since),
    purge: () => {
      content.forgetEditorialAnswers();
      pageCache.expireAll();
    },
    everyMs: env.changePollSeconds * 1000,
    settleMs: env.contentTimeoutMs + 500,
    log,
  });
  // Hardening (issue 26.7): the session cookie is signed; one the site did not sign costs no backend call.
  const sessions = new SessionCookies(env.secret, https);
  const readers = new ReaderSessions(content, sessions, 30);
  const anonymousReaders = new AnonymousReaders(env.secret, https);
  /**
   * AR-07 / AR-08, Hardening (issue 26.3): the anonymous reader id comes with a page the reader
   * loaded (rendered or from the page cache), and only then; an API call never mints one.
   */
  const giveReaderId = (req: IncomingMessage, res: ServerResponse, reader: Reader) => {
    if (!reader.token && anonymousReaders.idOf(req.headers) === null)
      res.setHeader('set-cookie', anonymousReaders.issue().setCookie);
  };
  const analyticsViews = new AnalyticsViews(env.secret);
  const viewToken = (places: ReadonlySet<string>) => analyticsViews.issue(places, now().getTime());
  let clientAddressOf: (req: IncomingMessage) => string;
  try {
    clientAddressOf = clientAddressResolver(env.trustedProxies);
  } catch (error) {
    throw new SiteSettingError(`TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  // ED-04: production follows the versions editors save in the backend (development, the files).
  const following = options.watchLayouts
    ? null
    : followLayoutVersions({
        layouts,
        versions: content.layouts,
        everyMs: env.layoutRefreshSeconds * 1000,
        log,
        changed: () => pageCache.clear(),
      });
  await following?.ready;
  const stopWatching = options.watchLayouts
    ? layouts.watch((now: readonly LayoutFault[]) => {
        pageCache.clear();
        log(
          now.length > 0
            ? `layouts: ${now.length} fault(s); pages keep the last good layout`
            : 'layouts: reloaded',
        );
      })
    : () => {};
  // Faults are shown on pages only in development; production refused to start with any.
  const notices = (): readonly LayoutFault[] => (options.watchLayouts ? layouts.faults : []);

  /** The page-cache key of a path for a reader (null: never cached). */
  function pageKeyOf(
    path: { pathname: string; search: string },
    headers: IncomingMessage['headers'],
    reader: Reader,
  ): string | null {
    if (!pageCache.enabled || UNCACHED_PATHS.has(path.pathname)) return null;
    const route = matchRoute(path.pathname, path.search);
    return pageCacheKey(path, readKeys(route, pageKindOf(route)), variantKey(headers, now(), reader));
  }

  /**
   * The query parameters a route's page reads: its layout's conditions (an article's premium
   * layout's too, AB-10) and the page's own. Only these key the page cache, so junk parameters
   * share one entry while a refused or different value of a read one is never another page's copy.
   */
  function readKeys(route: Route, kind: PageKind): ReadonlySet<string> {
    const layoutKeys = layouts.queryKeys(kind);
    const own = ownQueryKeys(route);
    if (route.kind !== 'article' && own.length === 0) return layoutKeys;
    const premiumKeys = route.kind === 'article' ? layouts.queryKeys('article-premium') : [];
    return new Set([...layoutKeys, ...premiumKeys, ...own]);
  }

  /**
   * The page for a request, with `incomplete` set when the backend failed some of its parts;
   * `layoutSource` is the layouts it is laid out by (the store, or an editor's draft over it).
   */
  async function produce(
    url: URL,
    headers: IncomingMessage['headers'],
    reader: Reader,
    layoutSource: LayoutSource = layouts,
  ): Promise<PageResult> {
    if (url.pathname === '/login') return signInPage(url);
    if (url.pathname === '/subscribe') return subscribePage(url, reader);
    if (url.pathname === SUBSCRIBE_RETURN_PATH)
      return subscribeReturn(url, headers, content, readers, sessions);
    if (PLANS_PATHS.has(url.pathname)) return plansPage(url, reader, content, env.origin);
    if (url.pathname === NEWSLETTER_CONFIRM_PATH) return newsletterConfirmPage(url, content);
    if (url.pathname === MAIL_PAGE_PATH) return mailPage(url, content, env.origin);
    const route = matchRoute(url.pathname, url.search);
    const kind = pageKindOf(route);
    const read = readKeys(route, kind);
    const contextUrl = new URL(url);
    for (const name of [...contextUrl.searchParams.keys()]) {
      if (!read.has(name) && !url.pathname.startsWith('/_preview/')) contextUrl.searchParams.delete(name);
    }
    // HM-07, HM-09: the home page's switches, read for each page made (the page cache keeps it 30 s).
    const previewing = url.pathname === PREVIEW.layout || url.pathname === PREVIEW.render;
    const site =
      kind === 'home' || previewing
        ? await readSiteSwitches(content, log, env.widgetDeadlineMs)
        : SWITCHES_OFF;
    const requested = now();
    const context = readPageContext(kind, contextUrl, headers, requested, site, reader);
    let incomplete = false;
    const deps = {
      url,
      now: requested,
      context,
      content,
      layouts: layoutSource,
      log,
      widgetDeadlineMs: env.widgetDeadlineMs,
      origin: env.origin,
      sessionToken: reader.token,
      missing: () => {
        incomplete = true;
      },
    };
    if (url.pathname === LAYOUT_EDITOR_PATH) {
      // ED-04: editors only, decided from the session on every request (never cached).
      const isEditor = reader.user?.roles.includes('editor') === true;
      return (
        layoutEditorPage(url, { token: reader.token, isEditor }, options.watchLayouts === true) ??
        notFoundPage()
      );
    }
    if (url.pathname === ANALYTICS_REPORT_PATH) {
      // editors only, decided from the session on every request (never cached).
      const report = await analyticsReportPage(deps, reader.user?.roles.includes('editor') === true, now());
      return report ?? notFoundPage();
    }
    if (previewing) {
      // ED-03: open in development; in production only for a signed-in editor, checked on every
      // request (these pages never enter the page cache).
      if (!options.watchLayouts && !reader.user?.roles.includes('editor')) return notFoundPage();
      const preview = await (url.pathname === PREVIEW.layout
        ? previewLayoutPage(deps)
        : previewRenderPage(deps));
      return { ...preview, maxAge: 0 };
    }
    const page = await buildPage(route, deps);
    return incomplete ? { ...page, incomplete: true } : page;
  }

  /**
   * Sends a page: a redirect, or the streamed document, compressed as the reader accepts it.
   * Resolves with the HTML it sent (uncompressed) and whether the page turned out incomplete (its
   * own parts, or the chrome's, failed at the backend).
   */
  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    result: PageResult,
    reader: Reader,
    nonce: string,
    /** The path the chrome's links speak of (sign-in's return); the request's own by default. */
    chromePath?: string,
  ): Promise<{ html: Buffer | null; incomplete: boolean }> {
    let page = result;
    // Added to, not replacing, a reader cookie the page branch may have set already.
    if (page.setCookie) res.appendHeader('set-cookie', page.setCookie);
    if (page.redirect) {
      const cacheControl = page.maxAge > 0 ? `public, max-age=${page.maxAge}` : 'no-store';
      res
        .writeHead(page.status, {
          ...baseSecurityHeaders(https),
          location: locationOf(page.redirect, env.origin),
          'cache-control': cacheControl,
        })
        .end();
      return { html: null, incomplete: false };
    }
    const path = chromePath ?? new URL(req.url ?? '/', env.origin).pathname;
    const chrome = await chromeFactsFor(content, reader, path, log, () => {
      page = { ...page, incomplete: true };
    });
    const encoding = preferredEncoding(req);
    const html = await streamPage({
      page,
      assets,
      faults: notices(),
      chrome,
      nonce,
      log,
      viewToken,
      start: (status) => {
        const storable = status === 200 && page.maxAge > 0 && !page.incomplete;
        res.writeHead(status, {
          ...pageHeaders({
            maxAge: page.maxAge,
            incomplete: page.incomplete,
            shared: reader.tier === 'anonymous',
            state: 'MISS',
            staleIfErrorSeconds: env.staleIfErrorSeconds,
            requestHeaders: req.headers,
          }),
          ...pageSecurityHeaders(nonce, https, formTargets),
          ...(storable ? { etag: etagOf(nonce) } : {}),
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        });
        if (req.method === 'HEAD') {
          res.end();
          return null;
        }
        if (encoding === 'identity') return res;
        const compressor = streamingCompressor(encoding);
        compressor.pipe(res);
        res.once('close', () => compressor.destroy());
        return compressor;
      },
      fail: (body) => {
        if (res.headersSent) res.destroy();
        else
          res
            .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
            .end(body);
      },
    });
    return { html, incomplete: page.incomplete === true };
  }

  /** Keeps a page for the next readers; its compressed copies follow, made off the event loop. */
  function keep(key: string, html: Buffer, nonce: string, page: PageResult, reader: Reader): void {
    const cached: CachedPage = {
      status: 200,
      maxAge: page.maxAge,
      shared: reader.tier === 'anonymous',
      nonce,
      etag: etagOf(nonce),
      bodies: { identity: html },
    };
    pageCache.store(key, cached);
    void Promise.all([compressForReuse(html, 'br'), compressForReuse(html, 'gzip')]).then(
      ([br, gzip]) => {
        cached.bodies.br = br;
        cached.bodies.gzip = gzip;
      },
      (error: unknown) => log(`page cache: could not compress ${key}: ${(error as Error).message}`),
    );
  }

  // Sign-in and sign-out answers are about to change who reads: they are sent as to anyone.
  async function handleFormPost(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!isSameOrigin(req, env.origin)) {
      res
        .writeHead(403, { ...baseSecurityHeaders(https), 'content-type': 'text/plain; charset=utf-8' })
        .end('Requests from other sites are refused.');
      return;
    }
    const text = await readBody(req, formBodyLimit(url.pathname));
    const nonce = newNonce();
    if (text === null) {
      res.setHeader('connection', 'close');
      const tooLarge = statusPage(413, 'Too much to send', 'That form was larger than any form of ours.');
      await respond(req, res, tooLarge, anonymousReader, nonce);
      return;
    }
    const form = new URLSearchParams(text);
    const codeForm = { form, headers: req.headers, clientAddress: clientAddressOf(req), sessions };
    const page = await produceSafely(
      () =>
        url.pathname === '/login'
          ? signIn({ url, form, clientAddress: clientAddressOf(req), sessions }, content)
          : url.pathname === CODE_FORM_PATHS.request
            ? requestCodeByForm(codeForm, content)
            : url.pathname === CODE_FORM_PATHS.verify
              ? verifyCodeByForm(codeForm, content, readers)
              : url.pathname === '/subscribe'
                ? subscribe(
                    {
                      url,
                      form,
                      headers: req.headers,
                      origin: env.origin,
                      paymentPageOrigin: env.paymentPageOrigin,
                      sessions,
                    },
                    content,
                    readers,
                  )
                : url.pathname === PROVIDER_PATH
                  ? providerLogin(form, clientAddressOf(req), content, ({ status, message }) =>
                      statusPage(
                        status,
                        'We could not sign you in to Grandmasters',
                        `${message} You can still open Grandmasters at /etgrandmasters.`,
                      ),
                    )
                  : signOut(req.headers, content, readers, sessions),
      log,
    );
    await respond(req, res, page, anonymousReader, nonce);
  }

  /**
   * Issue 27: a write posted as a plain form (no script), answered like its island's `/api/` call
   * (noScriptForms/): the reader's own identity to the backend, then the outcome page, never cached.
   */
  async function handleNoScriptPost(
    req: IncomingMessage,
    res: ServerResponse,
    form: NoScriptForm,
  ): Promise<void> {
    const reader = await readers.of(req.headers);
    const caller = {
      reader,
      // As for the API proxy (issue 26.3): a post never mints an id; without one, the address counts.
      anonymousId: reader.token ? null : anonymousReaders.idOf(req.headers),
      clientAddress: clientAddressOf(req),
    };
    let answer: NoScriptAnswer;
    try {
      answer = await answerNoScriptPost({ req, siteOrigin: env.origin, caller, content }, form);
    } catch (error) {
      log(`500: ${(error as Error).stack ?? String(error)}`);
      answer = { page: failedPage(), back: HOME_PATH };
    }
    if (answer.closeConnection) res.setHeader('connection', 'close');
    // Signing in from the outcome page comes back to the page the form was on, not to the form's path.
    await respond(req, res, answer.page, reader, newNonce(), answer.back);
  }

  /**
   * ED-04: `POST /_preview/render`, the layout editor's unsaved draft laid out for the preview
   * frame. Editors only, in development too (its one caller, the editor, is), decided from the
   * session; from this site's own pages only. A draft too large or refused by the layout check is
   * a page of its faults in words; nothing is written or cached.
   */
  async function previewDraft(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const reader = await readers.of(req.headers);
    const nonce = newNonce();
    if (!isSameOrigin(req, env.origin)) {
      res
        .writeHead(403, { ...baseSecurityHeaders(https), 'content-type': 'text/plain; charset=utf-8' })
        .end('Requests from other sites are refused.');
      return;
    }
    if (!reader.user?.roles.includes('editor')) {
      await respond(req, res, notFoundPage(), reader, nonce);
      return;
    }
    const draft = readDraft(await readBody(req, DRAFT_BODY_LIMIT));
    if (!draft.ok) {
      // The rest of a body past the limit is not read: the connection goes with the answer.
      if (draft.page.status === 413) res.setHeader('connection', 'close');
      await respond(req, res, draft.page, reader, nonce);
      return;
    }
    const draftLayouts = withDraftLayout(layouts, draft.kind, draft.layout);
    const page = await produceSafely(() => produce(url, req.headers, reader, draftLayouts), log);
    await respond(req, res, page, reader, nonce);
  }

  return {
    layouts,
    content,
    pageCache,
    close() {
      stopWatching();
      following?.stop();
      clearInterval(sweeper);
      changeFollower.stop();
    },
    tryCachedPage(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const target = req.url ?? '/';
      const query = target.indexOf('?');
      const path = {
        pathname: query < 0 ? target : target.slice(0, query),
        search: query < 0 ? '' : target.slice(query),
      };
      if (
        path.pathname.startsWith('/api/') ||
        path.pathname.startsWith('/photos/') ||
        path.pathname.startsWith('/media/') ||
        path.pathname === CHART_PATH ||
        isAdPath(path.pathname) ||
        path.pathname === AFFILIATE_REDIRECT_PATH
      )
        return false;
      const reader = readers.of(req.headers);
      if (reader instanceof Promise) return false;
      // The path as sent: a key only an already-normalised path can have (the full path
      // normalises with the URL parser and stores under that), so a hit is always the same page.
      const key = pageKeyOf(path, req.headers, reader);
      const cached = key ? pageCache.lookup(key) : null;
      if (cached?.state !== 'fresh') return false;
      giveReaderId(req, res, reader);
      sendCachedPage(req, res, cached.page, 'HIT', cached.ageSeconds, {
        https,
        staleIfErrorSeconds: env.staleIfErrorSeconds,
      });
      return true;
    },
    async handle(req, res) {
      const url = new URL(req.url ?? '/', env.origin);
      if (url.pathname.startsWith('/photos/') && (req.method === 'GET' || req.method === 'HEAD')) {
        await proxyPicture(req, res, url, content, baseSecurityHeaders(https));
        return;
      }
      if (url.pathname.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) {
        // VD-01: the video page's clips and captions, from the site's own origin.
        await proxyMedia(req, res, url, content, baseSecurityHeaders(https));
        return;
      }
      if (url.pathname === CHART_PATH) {
        // AB-04: the backend's price chart, from the site's own origin.
        await proxyChart(req, res, url, content, baseSecurityHeaders(https));
        return;
      }
      if (url.pathname === CODE_PATHS.request || url.pathname === CODE_PATHS.verify) {
        // AB-09 one-time code sign-in: the site sets its own session cookie on success.
        await handleCodeSignIn(req, res, url, {
          content,
          readers,
          clientAddress: clientAddressOf(req),
          siteOrigin: env.origin,
          sessions,
          answerHeaders: baseSecurityHeaders(https),
        });
        return;
      }
      if (isAdPath(url.pathname)) {
        // AB-23 the house ad path: serves, impressions, the creatives' frames and clicks.
        await answerAdRoute(req, res, url, {
          content,
          reader: await readers.of(req.headers),
          clientAddress: clientAddressOf(req),
          siteOrigin: env.origin,
          https,
          styles: assets.styles,
          answerHeaders: baseSecurityHeaders(https),
          log,
        });
        return;
      }
      if (url.pathname === AFFILIATE_REDIRECT_PATH) {
        // AB-19 the product card's link: to the shop, tagged and counted; never elsewhere.
        await redirectToShop(req, res, url, {
          content,
          clientAddress: clientAddressOf(req),
          answerHeaders: baseSecurityHeaders(https),
          log,
        });
        return;
      }
      if (url.pathname.startsWith(LAYOUT_EDITOR_API)) {
        await answerEditorCall(req, res, url, {
          reader: await readers.of(req.headers),
          content,
          layouts,
          layoutsDir: env.layoutsDir,
          siteOrigin: env.origin,
          development: options.watchLayouts === true,
          changed: () => pageCache.clear(),
          answerHeaders: baseSecurityHeaders(https),
        });
        return;
      }
      if (url.pathname.startsWith(MARKET_API_PREFIX)) {
        await answerMarketCall(req, res, url, {
          markets: content.markets,
          reader: await readers.of(req.headers),
          answerHeaders: baseSecurityHeaders(https),
          log,
        });
        return;
      }
      if (url.pathname.startsWith('/api/')) {
        const reader = await readers.of(req.headers);
        const answerHeaders = baseSecurityHeaders(https);
        // Hardening (issue 26.3): an API call never mints an id (a script dropping its cookies
        // would be a new reader on every call); a reader without one is counted by address.
        const anonymousId = reader.token ? null : anonymousReaders.idOf(req.headers);
        await proxyApiCall(req, res, url, content, {
          reader,
          anonymousId,
          clientAddress: clientAddressOf(req),
          siteOrigin: env.origin,
          answerHeaders,
          checkBeacon: (text) => checkBeacon(text, analyticsViews, now().getTime()),
        });
        return;
      }
      if (req.method === 'POST' && url.pathname === PREVIEW.render) {
        await previewDraft(req, res, url);
        return;
      }
      const noScriptForm = req.method === 'POST' ? noScriptFormAt(url.pathname) : undefined;
      if (noScriptForm) {
        await handleNoScriptPost(req, res, noScriptForm);
        return;
      }
      if (req.method === 'POST' && FORM_POSTS.has(url.pathname)) {
        await handleFormPost(req, res, url);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(405, {
            ...baseSecurityHeaders(https),
            allow: 'GET, HEAD',
            'content-type': 'text/plain; charset=utf-8',
          })
          .end('Method not allowed');
        return;
      }
      // An anonymous reader is known at once: a page-cache hit then waits on nothing.
      const known = readers.of(req.headers);
      const reader = known instanceof Promise ? await known : known;
      giveReaderId(req, res, reader);
      const key = pageKeyOf(url, req.headers, reader);
      const cached = key ? pageCache.lookup(key) : { state: 'miss' as const };
      const cachedOptions = { https, staleIfErrorSeconds: env.staleIfErrorSeconds };
      if (cached.state === 'fresh') {
        sendCachedPage(req, res, cached.page, 'HIT', cached.ageSeconds, cachedOptions);
        return;
      }
      const page = await produceSafely(() => produce(url, req.headers, reader), log);
      // stale-if-error: the backend failed this page, but a good copy from minutes ago stands in.
      if (cached.state === 'stale' && (page.status >= 500 || page.incomplete)) {
        log(`page cache: ${url.pathname} served stale (${cached.ageSeconds} s) while the backend fails`);
        sendCachedPage(req, res, cached.page, 'STALE', cached.ageSeconds, cachedOptions);
        return;
      }
      const nonce = newNonce();
      const { html, incomplete } = await respond(req, res, page, reader, nonce);
      if (key && html && page.status === 200 && page.maxAge > 0 && !incomplete) {
        keep(key, html, nonce, page, reader);
      }
    },
    async render(path, headers = {}) {
      const url = new URL(path, env.origin);
      const reader = await readers.of(headers);
      const page = await produceSafely(() => produce(url, headers, reader), log);
      const html = await streamPage({
        page,
        assets,
        faults: notices(),
        chrome: await chromeFactsFor(content, reader, url.pathname, log),
        nonce: newNonce(),
        log,
        viewToken,
        start: () => null,
        fail: () => {},
      });
      return { status: page.status, html: html.toString('utf8') };
    },
    async tree(path, headers = {}) {
      const url = new URL(path, env.origin);
      const reader = await readers.of(headers);
      const page = await produceSafely(() => produce(url, headers, reader), log);
      const chrome = await chromeFactsFor(content, reader, url.pathname, log);
      return { status: page.status, tree: pageTree(page, chrome, new Set()) };
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

/** A stored page's ETag: its nonce names that one rendering. */
function etagOf(nonce: string): string {
  return `"p-${nonce}"`;
}
