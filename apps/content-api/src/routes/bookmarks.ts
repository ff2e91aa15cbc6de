import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { storyUrl } from '../content/story-item.ts';
import type { StoryType } from '../contract.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { parseQuery } from '../http/query.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { findArticle } from '../store/articles.ts';
import { listBookmarks, removeBookmark, saveBookmark } from '../store/bookmarks.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { requireReader } from './auth.ts';

// AR-10 bookmarks (the byline toolbar's "save"): signed-in readers only.

/** At most this many bookmarks per reader; one more is a 409. */
export const maxBookmarksPerReader = 500;

/** A bookmark as listed: the story's id, title and site path, and when it was saved (IST). */
export const BookmarkItem = z.object({
  msid: z.string(),
  title: z.string(),
  url: z.string(),
  type: z.string(),
  savedAt: z.string(),
});

/** `GET /bookmarks`: the spec's Bookmark list call reads `searchResult[0].data`. */
export const BookmarksAnswer = z.object({
  count: z.number(),
  searchResult: z.tuple([z.object({ data: z.array(BookmarkItem) })]),
});

export const BookmarkChangeAnswer = z.object({
  msid: z.string(),
  saved: z.boolean(),
  /** Whether this call changed the store (false when it was already so). */
  changed: z.boolean(),
});

const msidRule = /^[1-9]\d{0,9}$/;

function checkMsid(value: string | undefined, param = 'msid'): number {
  const text = (value ?? '').trim();
  if (text === '') throw badRequest(param, 'is required');
  if (!msidRule.test(text) || Number(text) > 2_147_483_647) throw badRequest(param, 'must be a numeric id');
  return Number(text);
}

const listQuery = z.object({
  // Accepted as the spec's Bookmark list call sends them; they change nothing here.
  type: z.literal('plist', { error: 'must be plist' }).optional(),
  mode: z.literal('hierarchy', { error: 'must be hierarchy' }).optional(),
  multipleparent: z.literal('1', { error: 'must be 1' }).optional(),
  platform: z.enum(['web', 'wap', 'app'], { error: 'must be one of web, wap, app' }).optional(),
  msid: z.string().optional(),
});

/**
 * `GET /bookmarks[?msid=1,2,3]`: the reader's bookmarks, newest first; with `msid` (a comma
 * list of up to 100 ids) only those of the list that are saved, so a page asks "is this saved?".
 */
export const getBookmarks: Handler = async (context) => {
  const reader = await requireReader(context);
  const query = parseQuery(listQuery, context.query);
  let msids: number[] | null = null;
  if (query.msid !== undefined) {
    const parts = query.msid
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length === 0 || parts.length > 100) throw badRequest('msid', 'must list 1 to 100 numeric ids');
    msids = parts.map((part) => checkMsid(part));
  }
  const rows = await listBookmarks(context.db, reader.id, msids, maxBookmarksPerReader);
  const sections = await loadSectionDirectory(context.db);
  const data = rows.map((row) => ({
    msid: String(row.msid),
    title: row.title,
    url: storyUrl(
      { kind: row.kind as StoryType, slug: row.slug, msid: row.msid, section_id: row.sectionId },
      sections,
    ),
    type: row.kind,
    savedAt: formatIst(row.savedAt),
  }));
  return freshJson({ count: data.length, searchResult: [{ data }] });
};

async function change(context: RouteContext, msid: number, save: boolean) {
  const reader = await requireReader(context);
  if (!(await findArticle(context.db, msid))) throw notFound('msid', `no story ${msid}`);
  if (!save) {
    const changed = await removeBookmark(context.db, reader.id, msid);
    return freshJson({ msid: String(msid), saved: false, changed });
  }
  const outcome = await saveBookmark(context.db, {
    readerId: reader.id,
    msid,
    nowMs: context.now(),
    max: maxBookmarksPerReader,
  });
  if (outcome === 'full') {
    throw new HttpError(409, 'msid', `You can save at most ${maxBookmarksPerReader} stories.`);
  }
  return freshJson({ msid: String(msid), saved: true, changed: outcome === 'saved' });
}

/** `POST /bookmarks` (form or JSON): `msid`, and `action` = `add` (default) or `remove`. */
export const postBookmark: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.ids);
  const action = (fields.action ?? 'add').trim();
  if (action !== 'add' && action !== 'remove') throw badRequest('action', 'must be add or remove');
  // The session is checked before the body's content, so an anonymous caller always gets 401.
  await requireReader(context);
  return change(context, checkMsid(fields.msid), action === 'add');
};

/** `DELETE /bookmarks?msid={id}`: the same as POST with `action=remove`. */
export const deleteBookmark: Handler = async (context) => {
  await requireReader(context);
  return change(context, checkMsid(context.query.get('msid') ?? undefined), false);
};

export const bookmarkRoutes: Route[] = [
  { method: 'GET', path: '/bookmarks', handler: getBookmarks },
  { method: 'POST', path: '/bookmarks', handler: postBookmark },
  { method: 'DELETE', path: '/bookmarks', handler: deleteBookmark },
];
