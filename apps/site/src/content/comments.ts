import { z } from 'zod';

/** AR-02: a comment as the site uses it, read from the backend's field names. */
export interface Comment {
  id: string;
  author: string;
  time: string;
  text: string;
  points: number;
  agree: number;
  disagree: number;
  replies: Comment[];
}

export interface CommentPage {
  /** All comments, replies included. */
  total: number;
  /** Threads (top-level comments): what pages count. */
  threads: number;
  comments: Comment[];
}

export const COMMENTS_PAGE_SIZE = 25;
/** Replies deeper than this are not shown: no content can make the page recurse without end. */
const MAX_DEPTH = 30;

const header = z.object({
  totalcount: z.coerce.number().int().min(0),
  cmt_c: z.coerce.number().int().min(0),
});
const count = z.coerce.number().int().min(0).catch(0);

/**
 * Reads the comments answer: an array whose first element is the header, then comments with
 * nested CHILD replies. Null when the answer is not of that form; a malformed comment is skipped.
 */
export function readCommentPage(body: unknown): CommentPage | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const head = header.safeParse(body[0]);
  if (!head.success) return null;
  return {
    total: head.data.totalcount,
    threads: head.data.cmt_c,
    comments: body.slice(1).flatMap((raw) => readComment(raw, 0) ?? []),
  };
}

function readComment(raw: unknown, depth: number): Comment | null {
  if (depth > MAX_DEPTH || typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const id = typeof c._id === 'string' || typeof c._id === 'number' ? String(c._id) : '';
  const text = typeof c.C_T === 'string' ? c.C_T : '';
  if (!id || !text) return null;
  const reward = (c.user_reward ?? {}) as Record<string, unknown>;
  const children = Array.isArray(c.CHILD) ? c.CHILD : [];
  return {
    id,
    author: typeof c.A_D_N === 'string' && c.A_D_N.trim() ? c.A_D_N : 'Reader',
    time: typeof c.C_D === 'string' ? c.C_D : '',
    text,
    points: count.parse(reward.statusPoints),
    agree: count.parse(c.AC_A_C),
    disagree: count.parse(c.AC_D_C),
    replies: children.flatMap((child) => readComment(child, depth + 1) ?? []),
  };
}
