import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { notFound } from '../http/http-error.ts';
import { oneOf, wholeNumber, zeroOrOne } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import type { Handler } from '../http/reply.ts';
import { marketCaching } from './answers.ts';
import { dateOfDay, type Session, sessionAt, tickTime } from './calendar.ts';
import { anyCaseOneOf, exchange, stockSymbol } from './params.ts';
import { dailyCloses, type Exchange, intradayPrices, quoteAt } from './simulation.ts';
import { type Company, loadCompanyDirectory } from './store.ts';
import { escapeXml } from './xml.ts';

// AB-04 price chart: `GET /renderchart.cms?type=stock&symbol=&exchange=&height=&whitebg=`, an
// SVG line chart drawn here from the simulated prices: the session minute by minute (default),
// or daily closes of a week, a month or a year. Every text in it is escaped.

const chartQuery = z.object({
  type: oneOf(['stock'] as const),
  symbol: stockSymbol,
  exchange,
  height: wholeNumber(60, 400).default(110),
  width: wholeNumber(120, 1200).default(320),
  whitebg: zeroOrOne().default(false),
  period: anyCaseOneOf(['1d', '1w', '1m', '1y'] as const).default('1d'),
});

export interface ChartSeries {
  title: string;
  /** The prices to draw, oldest first. */
  prices: number[];
  /** The line the change is measured from (the previous close, or the first price). */
  base: number;
  firstLabel: string;
  lastLabel: string;
}

const sessionsOf = { '1w': 5, '1m': 21, '1y': 250 } as const;

export function chartSeries(
  company: Company,
  on: Exchange,
  session: Session,
  period: '1d' | '1w' | '1m' | '1y',
): ChartSeries {
  const title = `${company.shortName} (${on.toUpperCase()})`;
  if (period === '1d') {
    const prices = intradayPrices(company.instrument, on, session);
    const quote = quoteAt(company.instrument, on, session);
    return {
      title,
      prices,
      base: quote.previousClose,
      firstLabel: formatIst(tickTime(session.day, 0)).slice(11, 16),
      lastLabel: formatIst(session.quotedAt).slice(11, 16),
    };
  }
  const closes = dailyCloses(company.instrument, on, session, sessionsOf[period]);
  const prices = closes.map((entry) => entry.close);
  return {
    title,
    prices,
    base: prices[0] as number,
    firstLabel: dateOfDay((closes[0] as { day: number }).day),
    lastLabel: dateOfDay(session.day),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** Labels are 10 px type: two closer than this print over each other. */
const LABEL_HEIGHT = 11;

/** The chart as an SVG document, `width` × `height` pixels. */
export function renderChartSvg(
  series: ChartSeries,
  width: number,
  height: number,
  whiteBackground: boolean,
): string {
  const left = 4;
  const right = 58;
  const top = 6;
  const bottom = 16;
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = Math.max(1, height - top - bottom);
  const prices = series.prices.length > 0 ? series.prices : [series.base];
  let low = Math.min(series.base, ...prices);
  let high = Math.max(series.base, ...prices);
  if (high - low < 0.01) {
    high += 0.5;
    low -= 0.5;
  }
  const x = (index: number) =>
    left + (prices.length === 1 ? plotWidth : (index / (prices.length - 1)) * plotWidth);
  const y = (price: number) => top + ((high - price) / (high - low)) * plotHeight;
  const last = prices[prices.length - 1] as number;
  const up = last >= series.base;
  const colour = up ? '#1a7f37' : '#c62828';
  const points = prices.map((price, index) => `${round1(x(index))},${round1(y(price))}`).join(' ');
  const text = (tx: number, ty: number, anchor: string, value: string) =>
    `<text x="${round1(tx)}" y="${round1(ty)}" text-anchor="${anchor}" font-family="Arial, sans-serif" font-size="10" fill="#555">${escapeXml(value)}</text>`;
  const baseY = round1(y(series.base));
  // The last price is labelled where the line ends; the high and low labels give way to it when
  // they would print over it (a session closing at its high).
  const lastY = round1(y(last)) + 3;
  const highY = top + 8;
  const lowY = top + plotHeight;
  const clear = (labelY: number) => Math.abs(labelY - lastY) >= LABEL_HEIGHT;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${series.title} price chart`)}">`,
    `<title>${escapeXml(series.title)}</title>`,
    whiteBackground ? `<rect width="${width}" height="${height}" fill="#ffffff"/>` : '',
    `<line x1="${left}" y1="${baseY}" x2="${left + plotWidth}" y2="${baseY}" stroke="#999" stroke-width="0.5" stroke-dasharray="3 3"/>`,
    `<polyline fill="none" stroke="${colour}" stroke-width="1.5" stroke-linejoin="round" points="${points}"/>`,
    clear(highY) ? text(width - 2, highY, 'end', high.toFixed(2)) : '',
    clear(lowY) ? text(width - 2, lowY, 'end', low.toFixed(2)) : '',
    text(width - 2, lastY, 'end', last.toFixed(2)),
    text(left, height - 3, 'start', series.firstLabel),
    text(left + plotWidth, height - 3, 'end', series.lastLabel),
    '</svg>',
  ]
    .filter(Boolean)
    .join('\n');
}

export const renderChart: Handler = async (context) => {
  const query = parseQuery(chartQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const company = directory.bySymbol.get(query.symbol);
  if (!company) throw notFound('symbol', `no listed company ${query.symbol}`);
  const session = sessionAt(context.now());
  const svg = renderChartSvg(
    chartSeries(company, query.exchange, session, query.period),
    query.width,
    query.height,
    query.whitebg,
  );
  return {
    kind: 'bytes',
    status: 200,
    body: Buffer.from(svg, 'utf8'),
    headers: {
      ...marketCaching,
      'content-type': 'image/svg+xml; charset=utf-8',
      'x-content-type-options': 'nosniff',
      // Opened directly, the drawing still runs nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    },
  };
};
