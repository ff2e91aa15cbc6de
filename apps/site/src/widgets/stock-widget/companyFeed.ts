import type { CompanyFeed, ExchangeQuote } from '../../content/markets/schemas.ts';

// AB-04, the browser's side of the stock widget: another company's feed comes from the site's own
// /api/markets/company-feed (the site asks the backend with the reader's session and answers the
// parsed feed), read here as untrusted all the same: a feed of the wrong shape or for another
// company is a failure, logged as the spec says, and the widget keeps what it had.

const ID = /^\d{1,12}$/;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isQuote(value: unknown): value is ExchangeQuote {
  if (typeof value !== 'object' || value === null) return false;
  const quote = value as Record<string, unknown>;
  return (
    ['ltp', 'change', 'pchange', 'open', 'high', 'low', 'prevclose'].every((key) => isNumber(quote[key])) &&
    (quote.color === 'up' || quote.color === 'down') &&
    isText(quote.symbol, 40) &&
    isText(quote.updatetime, 40)
  );
}

/** The feed of `companyId` from the site's answer, or an error saying what was wrong with it. */
export function readCompanyFeed(body: unknown, companyId: string): CompanyFeed {
  if (typeof body !== 'object' || body === null) throw new Error('company feed: not an object');
  const feed = body as Record<string, unknown>;
  if (feed.companyid !== companyId) throw new Error('company feed: for another company');
  if (!isQuote(feed.nse) || !isQuote(feed.bse)) throw new Error('company feed: malformed quote');
  if (
    !isText(feed.companyname, 200) ||
    !isText(feed.companyshortname, 120) ||
    !isText(feed.showsr, 10) ||
    !isText(feed.stockscore, 10) ||
    !isText(feed.surl, 400) ||
    (feed.marketstatus !== 'OPEN' && feed.marketstatus !== 'CLOSED') ||
    (feed.primeuser !== 0 && feed.primeuser !== 1) ||
    !Array.isArray(feed.widget)
  )
    throw new Error('company feed: malformed');
  return body as CompanyFeed;
}

/** Asks the site for a company's feed (the reader's session goes along as the site's cookie). */
export async function fetchCompanyFeed(
  companyId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CompanyFeed> {
  if (!ID.test(companyId)) throw new Error('company feed: not a company id');
  const response = await fetchImpl(`/api/markets/company-feed?companyid=${companyId}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    // An answer left unread keeps its connection busy.
    await response.body?.cancel();
    throw new Error(`company feed: ${response.status}`);
  }
  return readCompanyFeed(await response.json(), companyId);
}

/** Spec §8: a failed fetch is logged with these words; the widget keeps what it had. */
export function logStockFailure(companyId: string, error: unknown): void {
  console.error('Error fetching stock data:', companyId, error);
}
