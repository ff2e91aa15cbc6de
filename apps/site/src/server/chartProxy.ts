import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';
import { CHART_PATH, CHART_PERIODS, STOCK_SYMBOL } from '../lib/routes/chart.ts';
import { isRefusal, oneOf, type QueryRefusal, wholeNumber } from './marketApi.ts';

export { CHART_PATH };

/** What a chart answer may carry on to the browser; nothing else of the backend's crosses. */
const PASSED_ON = ['cache-control', 'etag', 'content-security-policy'] as const;

/** The backend's chart query, rebuilt from checked values only (`v`, the page's version, stays here). */
function chartQueryOf(params: URLSearchParams): URLSearchParams | QueryRefusal {
  const type = oneOf(params, 'type', ['stock'] as const);
  const exchange = oneOf(params, 'exchange', ['nse', 'bse'] as const);
  const height = wholeNumber(params, 'height', 60, 400, 110);
  const width = wholeNumber(params, 'width', 120, 1200, 320);
  const whitebg = oneOf(params, 'whitebg', ['0', '1'] as const);
  const period = oneOf(params, 'period', CHART_PERIODS);
  for (const value of [type, exchange, height, width, whitebg, period]) if (isRefusal(value)) return value;
  const symbols = params.getAll('symbol');
  const [symbol = ''] = symbols;
  if (symbols.length !== 1 || !STOCK_SYMBOL.test(symbol))
    return { param: 'symbol', message: 'symbol must be an NSE symbol or a BSE code.' };
  return new URLSearchParams({
    type: type as string,
    symbol,
    exchange: exchange as string,
    height: String(height),
    width: String(width),
    whitebg: whitebg as string,
    period: period as string,
  });
}

/**
 * AB-04 `GET /renderchart.cms?type=stock&symbol=&exchange=&height=&width=&whitebg=&period=`: the
 * backend's price chart (an SVG) from the site's own origin. Each parameter is checked here and
 * only those go on; the SVG comes back with the backend's own `Content-Security-Policy` (nothing
 * in it may run or load) and `nosniff`, and only when it is an SVG.
 */
export async function proxyChart(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  content: ContentClient,
  answerHeaders: Record<string, string>,
): Promise<void> {
  const plain = (status: number, text: string, extra: Record<string, string> = {}): void => {
    res
      .writeHead(status, {
        ...answerHeaders,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        ...extra,
      })
      .end(text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(405, 'Method not allowed', { allow: 'GET, HEAD' });
  const query = chartQueryOf(url.searchParams);
  if (isRefusal(query)) {
    res
      .writeHead(400, {
        ...answerHeaders,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify({ error: query }));
    return;
  }
  const conditional = req.headers['if-none-match'];
  try {
    const answer = await content.forward('GET', CHART_PATH, `?${query}`, {
      headers: typeof conditional === 'string' ? { 'if-none-match': conditional } : {},
    });
    if (answer.status === 304) {
      await answer.body?.cancel();
      res.writeHead(304, { ...answerHeaders, ...passedOn(answer) }).end();
      return;
    }
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.ok || !type.startsWith('image/svg+xml')) {
      await answer.body?.cancel();
      return plain(answer.status === 404 ? 404 : 502, 'This chart cannot be drawn just now.');
    }
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(200, {
      ...answerHeaders,
      ...passedOn(answer),
      'content-type': 'image/svg+xml; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    plain(502, 'This chart cannot be drawn just now.');
  }
}

function passedOn(answer: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // A chart always says what may run in it: nothing.
  headers['content-security-policy'] ??= "default-src 'none'; style-src 'unsafe-inline'";
  return headers;
}
