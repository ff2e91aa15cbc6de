import type { IndustryTab } from '@newsroom/machines';
import { INDUSTRY_TAB_TOP, industryTabStories } from '@newsroom/rules/home';
import { listResponseSchema, type StoryItem } from '../../content/schemas.ts';
import { z } from '../../content/zod.ts';

/**
 * HM-06: an industry tab's stories, asked of the backend through the site's /api pass-through
 * with the spec's query (`type=plist`, `top=7`, `msid`, and `mode=hierarchy` for the tabs whose
 * stories are filed below them), read as untrusted: the site's StoryItem schema keeps the good
 * items, the answer must be for the tab asked (`parameters.msid`), ads are skipped, at most 8
 * kept. A refusal or failure is an Error (the machine reports it).
 */
export function industryTabQuery(tab: IndustryTab): URLSearchParams {
  const query = new URLSearchParams({ type: 'plist', top: String(INDUSTRY_TAB_TOP), msid: tab.msid });
  if (tab.hierarchy) query.set('mode', 'hierarchy');
  query.set('platform', 'web');
  return query;
}

/** The answer names the list it is (spec §7 reads `parameters.msid`): a tab shows only its own. */
const echoSchema = z.object({
  parameters: z.object({ msid: z.union([z.string(), z.number()]).transform(String) }).optional(),
});

export async function fetchIndustryTab(
  tab: IndustryTab,
  fetchImpl: typeof fetch = fetch,
): Promise<StoryItem[]> {
  const response = await fetchImpl(`/api/request?${industryTabQuery(tab)}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`industry ${tab.msid}: ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = listResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new Error(`industry ${tab.msid}: malformed answer: ${parsed.error.issues[0]?.message}`);
  const echoed = echoSchema.safeParse(body).data?.parameters?.msid;
  if (echoed !== undefined && echoed !== tab.msid)
    throw new Error(`industry ${tab.msid}: the answer is for ${echoed}`);
  return industryTabStories(parsed.data.searchResult[0]!.data);
}

export function logIndustryTabFailure(error: unknown): void {
  console.error('Error fetching industry news:', error);
}
