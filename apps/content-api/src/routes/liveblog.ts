import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { storyUrl } from '../content/story-item.ts';
import { withAbsolutePictures } from '../content/story-tree.ts';
import type { StoryNode } from '../contract.ts';
import type { LiveBlogUpdate } from '../contract-story-kinds.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { freshJson, type Handler, type Reply, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { findArticle } from '../store/articles.ts';
import {
  countLiveBlogUpdates,
  insertLiveBlogUpdate,
  type LiveBlogUpdateRow,
  listLiveBlogUpdates,
} from '../store/liveblog.ts';
import { loadSectionDirectory } from '../store/sections.ts';

// The live blog page: its updates, newest first (`type=liveblog`), and editors posting new ones
// (`POST /liveblog/updates`). A reader's open page asks every 30 s for the updates after the
// newest it holds (docs/decisions.md), so the answer is kept by caches for a few seconds only.

const liveCaching = { 'cache-control': 'public, max-age=5' };

const liveBlogQuery = z.object({
  msid: numericId(),
  /** Only updates newer than this update id (what a page already shows). */
  after: wholeNumber(0, 2_147_483_647).optional(),
  top: wholeNumber(1, 200).default(100),
  platform,
});

function toUpdate(row: LiveBlogUpdateRow, publicUrl: string): LiveBlogUpdate {
  return {
    id: String(row.id),
    time: row.posted_at,
    title: row.title,
    storyJSON: withAbsolutePictures(JSON.parse(row.body_json) as StoryNode, publicUrl),
  };
}

async function liveBlogOf(context: RouteContext, msid: number) {
  const row = await findArticle(context.db, msid);
  if (row?.kind !== 'liveblog') throw notFound('msid', `no live blog ${msid}`);
  return row;
}

/** `type=liveblog&msid={id}[&after={updateId}][&top={1..200}]`: the blog's updates, newest first. */
export async function getLiveBlog(context: RouteContext): Promise<Reply> {
  const query = parseQuery(liveBlogQuery, context.query);
  const row = await liveBlogOf(context, query.msid);
  const [sections, updates, count] = await Promise.all([
    loadSectionDirectory(context.db),
    listLiveBlogUpdates(context.db, row.msid, {
      ...(query.after !== undefined ? { after: query.after } : {}),
      limit: query.top,
    }),
    countLiveBlogUpdates(context.db, row.msid),
  ]);
  return {
    kind: 'json',
    status: 200,
    headers: liveCaching,
    body: {
      searchResult: [
        {
          msid: String(row.msid),
          title: row.title,
          url: storyUrl(row, sections),
          updated: row.updated_at,
          count,
          data: updates.map((update) => toUpdate(update, context.publicUrl)),
        },
      ],
    },
  };
}

/** What an editor may post: a title and text of bounded length (paragraphs split at blank lines). */
export const LIVE_BLOG_LIMITS = { title: 140, text: 2_000, paragraphs: 10 } as const;

const postFields = z.object({
  msid: numericId(),
  title: z
    .string()
    .trim()
    .max(LIVE_BLOG_LIMITS.title, `must be at most ${LIVE_BLOG_LIMITS.title} characters`)
    .default(''),
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(LIVE_BLOG_LIMITS.text, `must be at most ${LIVE_BLOG_LIMITS.text} characters`),
  /** An editor's retry sends the same key: stored once. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
    .optional(),
});

/** Control characters (line breaks and tabs aside, in the text) have no place in an update. */
const CONTROL = /\p{Cc}/u;

/**
 * `POST /liveblog/updates` (form or JSON: msid, text, optional title and key): an editor's update,
 * newest on the blog at once. Only signed-in editors post (the session decides, 401 / 403).
 */
export const postLiveBlogUpdate: Handler = async (context) => {
  const fields = await context.body();
  const reader = await context.reader();
  if (!reader) throw new HttpError(401, 'session', 'Please sign in to post an update.');
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors post live updates.');
  const post = parseQuery(postFields, new URLSearchParams(fields));
  if (CONTROL.test(post.title)) throw new HttpError(400, 'title', 'must not contain control characters');
  if (CONTROL.test(post.text.replace(/[\r\n\t]/g, ''))) {
    throw new HttpError(400, 'text', 'must not contain control characters');
  }
  const paragraphs = post.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (paragraphs.length > LIVE_BLOG_LIMITS.paragraphs) {
    throw new HttpError(400, 'text', `must be at most ${LIVE_BLOG_LIMITS.paragraphs} paragraphs`);
  }
  const row = await liveBlogOf(context, post.msid);
  const body: StoryNode = {
    node: 'root',
    child: paragraphs.map((paragraph) => ({
      node: 'element',
      tag: 'p',
      child: [{ node: 'text', text: paragraph }],
    })),
  };
  const { row: stored, created } = await insertLiveBlogUpdate(context.db, {
    msid: row.msid,
    postedAt: formatIst(context.now()),
    title: post.title,
    bodyJson: JSON.stringify(body),
    postedBy: reader.id,
    requestKey: post.key ?? null,
  });
  const answer = freshJson({ created, update: toUpdate(stored, context.publicUrl) });
  return created ? { ...answer, status: 201 } : answer;
};

export const liveBlogRoutes: Route[] = [
  { method: 'POST', path: '/liveblog/updates', handler: postLiveBlogUpdate },
];
