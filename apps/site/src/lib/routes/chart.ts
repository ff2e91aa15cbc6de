// AB-04 price charts: the backend draws them (`/renderchart.cms`, an SVG) and the site passes
// them on from its own origin at the same path (server/chartProxy.ts), so a page's <img> needs
// nothing but the site. One place builds the address, so the page, the widget and the proxy agree.

export const CHART_PATH = '/renderchart.cms';
export const CHART_PERIODS = ['1d', '1w', '1m', '1y'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The stock widget's chart: the spec's height (110) and the article column's width. */
export const WIDGET_CHART = { width: 600, height: 110 } as const;
/** The same on narrow screens (up to 559 px), drawn for a phone's column so its labels stay legible. */
export const WIDGET_CHART_NARROW = { width: 330, height: 110 } as const;
/** Where the narrow charts take over (the site's narrow-screen rules, stock-widget.css). */
export const NARROW_MEDIA = '(max-width: 559px)';
/** The company page's chart. */
export const PAGE_CHART = { width: 640, height: 220 } as const;
/** The company page's chart on narrow screens. */
export const PAGE_CHART_NARROW = { width: 330, height: 160 } as const;

/** An NSE symbol (letters, digits, `&`, `-`) or a BSE code, as the backend takes them. */
export const STOCK_SYMBOL = /^[A-Za-z0-9&-]{1,20}$/;

export interface ChartQuery {
  symbol: string;
  exchange: 'nse' | 'bse';
  width: number;
  height: number;
  period?: ChartPeriod;
  /** Names this minute's chart (the quote's update time), so a refreshed page asks anew. */
  version?: string;
}

/** The chart's site address, or null for a symbol no chart can have. */
export function chartHref(query: ChartQuery): string | null {
  if (!STOCK_SYMBOL.test(query.symbol)) return null;
  const params = new URLSearchParams({
    type: 'stock',
    symbol: query.symbol,
    exchange: query.exchange,
    height: String(query.height),
    width: String(query.width),
    whitebg: '1',
  });
  if (query.period && query.period !== '1d') params.set('period', query.period);
  if (query.version) params.set('v', query.version.replace(/[^0-9T:+-]/g, '').slice(0, 40));
  return `${CHART_PATH}?${params}`;
}
