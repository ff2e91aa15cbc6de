import { BookmarkSignInError } from '@newsroom/machines';

// AR-10 the browser's side of the bookmark: the site's /api/bookmarks passes each call on to the
// backend with the reader's session (the cookie never leaves the site). A 401 means "sign in".

async function call(init: RequestInit & { query?: string }): Promise<unknown> {
  const response = await fetch(`/api/bookmarks${init.query ?? ''}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!response.ok) {
    // An answer left unread stays open in the browser (the page never goes network-idle).
    await response.body?.cancel();
    if (response.status === 401) throw new BookmarkSignInError();
    throw new Error(`bookmarks: ${response.status} ${response.statusText}`);
  }
  return response.json();
}

/** Whether the story is among the reader's bookmarks (the spec's list, read at searchResult[0].data). */
export async function checkSaved(msid: string): Promise<boolean> {
  const body = (await call({ method: 'GET', query: `?msid=${encodeURIComponent(msid)}` })) as {
    searchResult?: { data?: { msid?: unknown }[] }[];
  };
  const data = body?.searchResult?.[0]?.data;
  if (!Array.isArray(data)) throw new Error('bookmarks: malformed answer');
  return data.some((item) => item?.msid === msid);
}

export async function saveBookmark(msid: string): Promise<void> {
  await call({ method: 'POST', body: JSON.stringify({ msid, action: 'add' }) });
}

export async function removeBookmark(msid: string): Promise<void> {
  await call({ method: 'POST', body: JSON.stringify({ msid, action: 'remove' }) });
}

/** The spec: bookmark failures are logged, nothing else. */
export function logBookmarkFailure(error: unknown): void {
  console.error('Bookmark failed', error);
}
