import { z } from 'zod';
import { nestComments } from '../content/comment-thread.ts';
import type { CommentsPage } from '../contract.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import { articleExists, countComments, listReplies, listThreads } from '../store/comments.ts';

export const commentsPageSize = 25;

const commentsQuery = z.object({
  msid: numericId(),
  pagenum: wholeNumber(1, 100_000).default(1),
  size: wholeNumber(1, 100).default(commentsPageSize),
});

/**
 * `GET /comments`: a header, then one page of threads, each with every reply nested in CHILD.
 * Pages count threads, so a conversation is never split across pages (AR-02). Never cached
 * (`no-store`): a reader who just posted must see the comment on the next read.
 */
export const getComments: Handler = async (context) => {
  const query = parseQuery(commentsQuery, context.query);
  const { db } = context;
  if (!(await articleExists(db, query.msid))) throw notFound('msid', `no article ${query.msid}`);
  const [counts, threads] = await Promise.all([
    countComments(db, query.msid),
    listThreads(db, query.msid, { offset: (query.pagenum - 1) * query.size, limit: query.size }),
  ]);
  const replies = await listReplies(
    db,
    threads.map((thread) => thread.id),
  );
  const page: CommentsPage = [
    { totalcount: counts.total, cmt_c: counts.threads },
    ...nestComments(threads, replies, context.publicUrl),
  ];
  return freshJson(page);
};
