import { MARKET_API_PREFIX } from '../../../lib/routes/marketApiPath.ts';

/**
 * The islands' way to market data: `GET /api/markets/{call}` on the site itself (the answer the
 * site parsed from the backend; no schema code in the browser). A refusal or failure is an error,
 * which the widget's machine turns into its `failed` state or a skipped refresh.
 */
export async function fetchMarket<T>(
  call: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(`${MARKET_API_PREFIX}${call}?${new URLSearchParams(query)}`, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`market call ${call} answered ${response.status}`);
  return (await response.json()) as T;
}
