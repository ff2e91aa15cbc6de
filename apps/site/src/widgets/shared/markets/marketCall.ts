/**
 * An island's market call: `GET /api/markets/{call}` on the site (server/marketApi.ts), which
 * answers the data it has already checked. A refusal or failure is an Error naming the call, for
 * the widget's machine to report (the spec: logged, the widget unchanged).
 */
export async function marketCall<T>(call: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const path = `/api/markets/${call}${search ? `?${search}` : ''}`;
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} from ${path}`);
  return (await response.json()) as T;
}
