import type { MissedStory } from '@newsroom/machines';
import { showsPrimeMissedStories } from '@newsroom/rules/paywall';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';

// AB-17, the browser's side of "Prime stories you missed": the site's /api/prime-reads/missed
// passes the call on with the reader's session (the cookie never leaves the site), and its answer
// is read here as untrusted: the display rule is checked again, every story's fields are checked,
// unsafe addresses drop the story (or only its picture), and the list is capped.

/** The backend answers at most this many (`top` 1–20); the site asks no more. */
export const MISSED_TOP_MAX = 20;
const MSID = /^[1-9]\d{0,19}$/;
const TITLE_MAX = 300;

export interface MissedQuery {
  /** Stories to show at most. */
  count: number;
  /** The story on the page: never offered as missed, whether or not its read is recorded yet. */
  currentMsid?: string | null;
}

/**
 * The stories to show from the backend's answer `{ show, count, data: [{ msid, url, img, title }] }`,
 * or none when the rule does not hold: `show` must be true and `count` (the Prime ids recorded)
 * more than 3 — both, so neither a stale nor a hostile answer shows the widget early. Throws on an
 * answer of the wrong shape (the widget's failure, logged).
 */
export function readMissedStories(body: unknown, query: MissedQuery): MissedStory[] {
  if (typeof body !== 'object' || body === null) throw new Error('missed stories: not an object');
  const { show, count, data } = body as { show?: unknown; count?: unknown; data?: unknown };
  if (typeof show !== 'boolean' || typeof count !== 'number' || !Array.isArray(data))
    throw new Error('missed stories: malformed answer');
  if (!show || !showsPrimeMissedStories(count)) return [];
  const stories: MissedStory[] = [];
  const seen = new Set<string>();
  for (const item of data.slice(0, MISSED_TOP_MAX)) {
    if (stories.length >= query.count) break;
    const story = readStory(item);
    if (!story || story.msid === query.currentMsid || seen.has(story.msid)) continue;
    seen.add(story.msid);
    stories.push(story);
  }
  return stories;
}

function readStory(item: unknown): MissedStory | null {
  if (typeof item !== 'object' || item === null) return null;
  const { msid, url, img, title } = item as Record<string, unknown>;
  const id = typeof msid === 'number' ? String(msid) : msid;
  if (typeof id !== 'string' || !MSID.test(id)) return null;
  if (typeof title !== 'string' || title.trim() === '') return null;
  const href = safeHref(url);
  // A story link goes to a page: a site path or the web, never mailto.
  if (!href || !(href.startsWith('/') || /^https?:/i.test(href))) return null;
  const src = safeMediaUrl(img);
  const text = title.trim();
  return {
    msid: id,
    url: href,
    title: text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text,
    ...(src ? { img: pictureAt(src, 'storyListThumbnail') } : {}),
  };
}

/** Asks the site (and through it the backend) for the signed-in Prime reader's missed stories. */
export async function loadMissedStories(
  query: MissedQuery,
  fetchImpl: typeof fetch = fetch,
): Promise<MissedStory[]> {
  // One more than shown: the story on the page may be among them.
  const top = Math.min(MISSED_TOP_MAX, Math.max(1, Math.floor(query.count)) + 1);
  const response = await fetchImpl(`/api/prime-reads/missed?top=${top}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    // An answer left unread keeps its connection busy.
    await response.body?.cancel();
    throw new Error(`missed stories: ${response.status}`);
  }
  return readMissedStories(await response.json(), query);
}

/** The spec (§8): a failed widget fetch is logged; the widget renders nothing. */
export function logMissedStoriesFailure(error: unknown): void {
  console.error('Prime stories you missed: not loaded', error);
}
