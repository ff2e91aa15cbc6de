import { listResponseSchema, type StoryItem } from '../../content/schemas.ts';

/**
 * HM-02: the Latest News tab's list, asked of the backend through the site's /api pass-through
 * with the spec's query (type=getdata, searchtype=metadata, metatype=latestnewsflag,
 * solrtypeid=1001, platform=web) and read as untrusted: the site's own StoryItem schema keeps the
 * good items and drops the rest. A refusal or failure is an Error (the machine logs it).
 */
export const LATEST_NEWS_QUERY = {
  type: 'getdata',
  searchtype: 'metadata',
  metatype: 'latestnewsflag',
  solrtypeid: '1001',
  platform: 'web',
} as const;

export async function fetchLatestNews(count: number, fetchImpl: typeof fetch = fetch): Promise<StoryItem[]> {
  const query = new URLSearchParams({ ...LATEST_NEWS_QUERY, top: String(count) });
  const response = await fetchImpl(`/api/request?${query}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`latest news: ${response.status}`);
  }
  const parsed = listResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(`latest news: malformed answer: ${parsed.error.issues[0]?.message}`);
  return parsed.data.searchResult[0]!.data.slice(0, count);
}

export function logLatestNewsFailure(error: unknown): void {
  console.error('Error fetching latest news:', error);
}
