import { createHash } from 'node:crypto';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { z } from 'zod';
import {
  type CommentAuthor,
  checkAnonymousAuthor,
  checkId,
  checkIdempotencyKey,
  checkLocation,
  checkMessage,
  checkOptionalText,
  checkUid,
} from '../content/comment-rules.ts';
import { toComment } from '../content/comment-thread.ts';
import { formatIst } from '../content/ist-time.ts';
import type { VoteAnswer } from '../contract.ts';
import type { Fields } from '../http/body.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { numericId, oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler, type Reply, type RouteContext } from '../http/reply.ts';
import {
  findComment,
  findKeyedComment,
  type NewComment,
  recordVote,
  storeComment,
} from '../store/comment-writes.ts';
import { articleExists } from '../store/comments.ts';

// Comment writes (AR-03, AR-04, AR-07) with the spec's field names: form-encoded posts of the
// new-comment payload, replies on their own path with parentid and rootid, and votes.

const feedtypeQuery = z.object({ feedtype: oneOf(['json'] as const).optional() });

/** Fields of the spec's payload that the API accepts but does not use, capped so junk is refused. */
const passThroughFields = ['check_twitter', 'userid', 'loggedstatus', 'configid', 'appkey'] as const;

/** `POST /post_comment.cms?feedtype=json`: a new thread. */
export const postComment: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.comment);
  if ((fields.parentid ?? '').trim() !== '' || (fields.rootid ?? '').trim() !== '') {
    throw badRequest('parentid', 'replies go to /post_reply.cms');
  }
  return post(context, fields, null);
};

/** `POST /post_reply.cms?feedtype=json`: the new-comment payload plus parentid and rootid. */
export const postReply: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.reply);
  const parentId = checkId(fields, 'parentid');
  const rootId = checkId(fields, 'rootid');
  return post(context, fields, { parentId, rootId });
};

async function post(
  context: RouteContext,
  fields: Fields,
  reply: { parentId: number; rootId: number } | null,
): Promise<Reply> {
  parseQuery(feedtypeQuery, context.query);
  const { db } = context;
  const reader = await context.reader();

  // Field checks first, in form order (replies: parentid and rootid before them); no article or
  // comment is looked up, and nothing written, until every field has passed.
  const msid = articleId(fields);
  const text = checkMessage(fields);
  // A signed-in reader comments under the session's name and e-mail, whatever the form says.
  const author: CommentAuthor = reader
    ? { name: reader.first_name, email: reader.email, location: checkLocation(fields) }
    : checkAnonymousAuthor(fields);
  const uid = checkUid(fields.uid);
  for (const name of passThroughFields) checkOptionalText(fields, name, 200);
  const key = checkIdempotencyKey(context.headers['idempotency-key'], fields);

  if (!(await articleExists(db, msid))) throw notFound('msid', `no article ${msid}`);
  if (reply) await checkThread(context, msid, reply);

  const requestHash = hashRequest([
    msid,
    reply?.parentId ?? null,
    text,
    author.name,
    author.email,
    author.location,
  ]);
  // A retry of a stored post is answered from the store and costs no rate limit.
  if (key) {
    const earlier = await findKeyedComment(db, key.key, requestHash);
    if (earlier) return answerStored(context, earlier, key.param);
  }

  const client = await context.client();
  await enforceRateLimit(context.limits.posts, client, 'comments');
  const newComment: NewComment = {
    msid,
    parentId: reply?.parentId ?? null,
    rootId: reply?.rootId ?? null,
    ...author,
    text,
    createdAt: formatIst(context.now()),
    readerId: reader?.id ?? null,
    uid,
    client,
    idempotencyKey: key?.key ?? null,
    requestHash,
  };
  return answerStored(context, await storeComment(db, newComment), key?.param ?? 'clientid');
}

/** `msid` (or `ArticleID`, its twin in the payload); when both come they must agree. */
function articleId(fields: Fields): number {
  const hasMsid = (fields.msid ?? '').trim() !== '';
  const hasArticleId = (fields.ArticleID ?? '').trim() !== '';
  if (!hasMsid && !hasArticleId) throw badRequest('msid', 'is required');
  const msid = hasMsid ? checkId(fields, 'msid') : checkId(fields, 'ArticleID');
  if (hasMsid && hasArticleId && checkId(fields, 'ArticleID') !== msid) {
    throw badRequest('ArticleID', 'must match msid');
  }
  return msid;
}

/** The parent must be a comment on this article, and rootid its thread's first comment. */
async function checkThread(
  context: RouteContext,
  msid: number,
  reply: { parentId: number; rootId: number },
): Promise<void> {
  const parent = await findComment(context.db, reply.parentId);
  if (!parent) throw notFound('parentid', `no comment ${reply.parentId}`);
  if (parent.msid !== msid)
    throw badRequest('parentid', `comment ${reply.parentId} is not on article ${msid}`);
  const root = parent.root_id ?? parent.id;
  if (reply.rootId !== root) throw badRequest('rootid', `must be ${root}, the first comment of the thread`);
}

function answerStored(
  context: RouteContext,
  stored: Awaited<ReturnType<typeof storeComment>>,
  keyParam: string,
): Reply {
  if (stored.outcome === 'key-conflict') {
    throw new HttpError(409, keyParam, 'was already used for a different comment');
  }
  const headers: Record<string, string> =
    stored.outcome === 'replayed' ? { 'idempotent-replayed': 'true' } : {};
  return freshJson(toComment(stored.comment, context.publicUrl), headers);
}

function hashRequest(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const voteFields = z.object({
  opinionid: numericId(),
  typeid: oneOf(['100', '101'] as const).transform((value) => (value === '100' ? 100 : 101) as 100 | 101),
  rateid: oneOf(['1'] as const),
});

/**
 * `POST /rate_comment.cms` (form: opinionid, typeid 100|101, rateid=1): one counted vote per
 * comment per reader. A signed-in reader votes once per comment per account. An anonymous vote
 * counts once per comment per voter (the site's anonymous reader id, passed on in
 * X-Anonymous-Reader and believed only from a trusted proxy, else the address) and once per
 * comment per address: a client can get new ids (load a page, or send none), not new addresses.
 * Never a value the browser chooses, so a `uid` field, once the voter, is ignored. A POST, so the
 * site's Origin check covers it.
 */
export const rateComment: Handler = async (context) => {
  const vote = parseQuery(voteFields, new URLSearchParams(await context.body(BODY_LIMITS.ids)));
  const reader = await context.reader();
  const address = reader ? null : context.clientAddress;
  const voter = reader
    ? `reader:${reader.id}`
    : context.anonymousReader
      ? `anon:${context.anonymousReader}`
      : `ip:${context.clientAddress}`;
  const comment = await findComment(context.db, vote.opinionid);
  if (!comment) throw notFound('opinionid', `no comment ${vote.opinionid}`);
  await enforceRateLimit(context.limits.votes, await context.client(), 'votes');
  const outcome = await recordVote(context.db, {
    commentId: comment.id,
    voter,
    address,
    typeid: vote.typeid,
    createdAt: formatIst(context.now()),
  });
  const answer: VoteAnswer = outcome.counted
    ? { counted: true, opinionid: String(comment.id), AC_A_C: outcome.agree, AC_D_C: outcome.disagree }
    : { counted: false, reason: 'already voted' };
  return freshJson(answer);
};
