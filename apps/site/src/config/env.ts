/** Settings read once at start; every one has a default that works on a fresh checkout. */
export interface SiteEnv {
  contentApiUrl: string;
  layoutsDir: string;
  /** Seconds a rendered page and a backend list stay fresh; together under the 60 s promise. */
  pageCacheSeconds: number;
  listCacheSeconds: number;
  /** How long one widget's data may take before the widget is left out. */
  widgetDeadlineMs: number;
  /** How long the article itself may take before the page is a 503. */
  contentTimeoutMs: number;
  /** HM-09 live TV switches (home_status, rhs_slot) until the backend serves site configuration. */
  site: { liveTvStatus: string; liveTvSlot: string };
}

export function readSiteEnv(env: NodeJS.ProcessEnv, defaults: { layoutsDir: string }): SiteEnv {
  return {
    contentApiUrl: (env.CONTENT_API_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, ''),
    layoutsDir: env.LAYOUTS_DIR ?? defaults.layoutsDir,
    pageCacheSeconds: numberOr(env.PAGE_CACHE_SECONDS, 30),
    listCacheSeconds: numberOr(env.LIST_CACHE_SECONDS, 25),
    widgetDeadlineMs: numberOr(env.WIDGET_DEADLINE_MS, 800),
    contentTimeoutMs: numberOr(env.CONTENT_TIMEOUT_MS, 3000),
    site: { liveTvStatus: env.LIVETV_HOME_STATUS ?? '', liveTvSlot: env.LIVETV_RHS_SLOT ?? '' },
  };
}

function numberOr(raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
