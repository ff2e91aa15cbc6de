import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { numericId, wholeNumber } from '../http/params.ts';
import { parseDocument, parseQuery } from '../http/query.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { changesSince, latestChangeId, retitleStory } from '../store/content-changes.ts';

// Issue 18, purge on publish. `GET /changes?since=` is what each site instance polls to drop the
// pages it cached of a changed story, list or config key; `PUT /story/title` is the editors'
// edit that the purge test makes (the change row is written in the edit's transaction).

/** At most this many changes per answer; a site that is further behind asks again from `last`. */
export const CHANGES_PAGE = 200;

export const ContentChangeAnswer = z.strictObject({
  id: z.number().int().positive(),
  kind: z.enum(['story', 'list', 'config']),
  ref: z.string(),
  at: z.number().int(),
});

/** `last`: the newest id in `changes`, or (when none) the newest the store has. */
export const ChangesAnswer = z.strictObject({
  last: z.number().int().nonnegative(),
  changes: z.array(ContentChangeAnswer),
});
export type ChangesAnswer = z.infer<typeof ChangesAnswer>;

const changesQuery = z.object({ since: wholeNumber(0, 2_147_483_647).optional() });

/**
 * `GET /changes?since=N`: the changes after N, oldest first (at most 200). Without `since` only
 * `last` is answered, where a site instance that just started begins. Never cached.
 */
export const getChanges: Handler = async (context) => {
  const { since } = parseQuery(changesQuery, context.query);
  if (since === undefined) {
    return freshJson({ last: await latestChangeId(context.db), changes: [] } satisfies ChangesAnswer);
  }
  const changes = await changesSince(context.db, since, CHANGES_PAGE);
  const last = changes.at(-1)?.id ?? Math.max(since, 0);
  return freshJson({ last, changes } satisfies ChangesAnswer);
};

/** Titles readers see in lists and on the page: one line, no control characters. */
export const STORY_TITLE_MAX = 200;
const CONTROL = /\p{Cc}/u;

const titleEdit = z.strictObject({
  msid: z.union([z.number().int(), z.string()]).transform(String).pipe(numericId()),
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(STORY_TITLE_MAX, `must be at most ${STORY_TITLE_MAX} characters`)
    .refine((title) => !CONTROL.test(title), 'must be one line without control characters'),
});

export const StoryTitleAnswer = z.strictObject({
  msid: z.string(),
  title: z.string(),
  changeId: z.number().int().positive(),
});

/**
 * `PUT /story/title` (JSON `{ "msid": "…", "title": "…" }`): an editor retitles a story. Signed-in
 * editors only (the session decides: 401, 403); a bad field is a 400 naming it, an unknown story 404.
 */
export const putStoryTitle: Handler = async (context) => {
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in to edit a story.');
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors edit stories.');
  const edit = parseDocument(titleEdit, await context.json(8 * 1024));
  const at = context.now();
  const done = await retitleStory(context.db, {
    msid: edit.msid,
    title: edit.title,
    at,
    updatedAt: formatIst(at),
  });
  if (!done) throw notFound('msid', `no story ${edit.msid}`);
  return freshJson({
    msid: String(edit.msid),
    title: edit.title,
    changeId: done.changeId,
  } satisfies z.infer<typeof StoryTitleAnswer>);
};

export const changeRoutes: Route[] = [
  { method: 'GET', path: '/changes', handler: getChanges },
  { method: 'PUT', path: '/story/title', handler: putStoryTitle },
];
