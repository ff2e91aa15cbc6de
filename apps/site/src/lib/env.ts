/** Settings read once at start; every one but SITE_ORIGIN has a default that works on a fresh checkout. */
export interface SiteEnv {
  contentApiUrl: string;
  layoutsDir: string;
  /**
   * The public origin readers use (`https://www.example.com`): canonical links, JSON-LD, the
   * `Secure` cookie flag and HSTS follow it. Required in production; `./dev start` sets it.
   */
  origin: string;
  /**
   * Key for what the site signs (the anonymous reader id). SITE_SECRET in production, so ids
   * survive restarts and agree across instances; random per process when unset.
   */
  secret: string;
  /** Whose X-Forwarded-For the site believes (a CDN or load balancer): proxy-addr's trust list. */
  trustedProxies: readonly string[];
  /**
   * Seconds a rendered page and a backend list or anonymous article answer stay fresh; a page
   * rendered from an answer at the end of its time is kept its own time: together under the
   * 60 s promise (30 + 25).
   */
  pageCacheSeconds: number;
  listCacheSeconds: number;
  articleCacheSeconds: number;
  /** HM-08, HM-09: seconds the editors' switches (live TV, the countdown) are kept (CONFIG_SWITCH_CACHE_SECONDS, 5). */
  switchCacheSeconds: number;
  /**
   * ED-04: seconds between asks for the layout versions editors saved in the backend
   * (LAYOUT_REFRESH_SECONDS, 3): how soon a save reaches every instance. Production only.
   */
  layoutRefreshSeconds: number;
  /**
   * Issue 18: seconds between asks for the backend's editorial changes (CHANGE_POLL_SECONDS, 5;
   * 0 switches purging off). A change then leaves this site's caches within this time.
   */
  changePollSeconds: number;
  /** Most bytes of rendered HTML the page cache holds (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** How long past its freshness a page may stand in for one the backend failed to give. */
  staleIfErrorSeconds: number;
  /** How long one widget's data may take before the widget is left out. */
  widgetDeadlineMs: number;
  /** How long the article itself may take before the page is a 503. */
  contentTimeoutMs: number;
  /**
   * PS-04: the payment provider's origin when it is not on https (PAYMENT_PAGE_ORIGIN; the demo
   * provider's, `./dev start` sets it): the site's forms may lead there, and POST /subscribe
   * sends readers only there or to https pages.
   */
  paymentPageOrigin: string | null;
}

/** A setting that cannot work: the server prints the message on one line and does not start. */
export class SiteSettingError extends Error {
  override name = 'SiteSettingError';
}

export function readSiteEnv(
  env: NodeJS.ProcessEnv,
  defaults: { layoutsDir: string; origin?: string; secret?: string },
): SiteEnv {
  const secret = env.SITE_SECRET ?? defaults.secret ?? randomSecret();
  if (secret.length < 32) throw new SiteSettingError('SITE_SECRET must be at least 32 characters');
  return {
    contentApiUrl: (env.CONTENT_API_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, ''),
    layoutsDir: env.LAYOUTS_DIR ?? defaults.layoutsDir,
    origin: originOf(env.SITE_ORIGIN ?? defaults.origin),
    secret,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    pageCacheSeconds: numberOr(env.PAGE_CACHE_SECONDS, 30),
    listCacheSeconds: numberOr(env.LIST_CACHE_SECONDS, 25),
    articleCacheSeconds: numberOr(env.ARTICLE_CACHE_SECONDS, 25),
    switchCacheSeconds: numberOr(env.CONFIG_SWITCH_CACHE_SECONDS, 5),
    layoutRefreshSeconds: numberOr(env.LAYOUT_REFRESH_SECONDS, 3),
    changePollSeconds: numberOr(env.CHANGE_POLL_SECONDS, 5),
    pageCacheBytes: numberOr(env.PAGE_CACHE_MB, 64) * 1024 * 1024,
    staleIfErrorSeconds: numberOr(env.STALE_IF_ERROR_SECONDS, 600),
    widgetDeadlineMs: numberOr(env.WIDGET_DEADLINE_MS, 800),
    contentTimeoutMs: numberOr(env.CONTENT_TIMEOUT_MS, 3000),
    paymentPageOrigin: paymentOriginOf(env.PAYMENT_PAGE_ORIGIN),
  };
}

function paymentOriginOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // said below
  }
  throw new SiteSettingError('PAYMENT_PAGE_ORIGIN must be an http(s) origin, e.g. http://127.0.0.1:4010');
}

function originOf(raw: string | undefined): string {
  if (!raw) {
    throw new SiteSettingError(
      'SITE_ORIGIN must be set to the public origin readers use, e.g. SITE_ORIGIN=https://www.example.com',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteSettingError(`SITE_ORIGIN is not an absolute URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteSettingError(`SITE_ORIGIN must be http or https: ${raw}`);
  }
  return url.origin;
}

function randomSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}

function numberOr(raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
