import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { z } from 'zod';
import {
  checkFlagUserName,
  checkId,
  checkOptionalText,
  checkReason,
  checkUid,
} from '../content/comment-rules.ts';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { abuseReasons } from '../contract.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import { findComment, listAbuseReports as readReports, storeAbuseReport } from '../store/comment-writes.ts';
import { requireReader } from './auth.ts';

// Abuse reports (AR-05): stored for moderators, listed for editors only.

const digitsOnly = /^\d{1,20}$/;

function optionalDigits(value: string | undefined, name: string): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (!digitsOnly.test(trimmed)) throw badRequest(name, 'must be a numeric id');
  return trimmed;
}

/**
 * `POST /report_abuse.cms` (form-encoded): commentid and reason are required; reasontext with
 * reason `Others`; hostid, channelid, commenterid, username, loggedstatus, ssoid and uid optional.
 * A signed-in reporter is recorded from the session (name, sso id, logged-in flag).
 */
export const reportAbuse: Handler = async (context) => {
  const fields = await context.body(BODY_LIMITS.flag);
  const reader = await context.reader();
  const commentId = checkId(fields, 'commentid');
  const { reason, reasonText } = checkReason(fields);
  const userName = reader ? reader.first_name : checkFlagUserName(fields.username);
  const hostId = optionalDigits(fields.hostid, 'hostid');
  const channelId = optionalDigits(fields.channelid, 'channelid');
  const commenterId = checkOptionalText(fields, 'commenterid', 100);
  const ssoid = reader ? reader.ssoid : checkOptionalText(fields, 'ssoid', 100);
  const uid = checkUid(fields.uid);
  const loggedStatus = (fields.loggedstatus ?? '').trim();
  if (loggedStatus !== '' && loggedStatus !== '0' && loggedStatus !== '1') {
    throw badRequest('loggedstatus', 'must be 0 or 1');
  }

  const comment = await findComment(context.db, commentId);
  if (!comment) throw notFound('commentid', `no comment ${commentId}`);
  const client = await context.client();
  await enforceRateLimit(context.limits.reports, client, 'reports');
  const id = await storeAbuseReport(context.db, {
    commentId,
    msid: comment.msid,
    hostId,
    channelId,
    commenterId,
    reason,
    reasonText,
    userName,
    // What the server knows, not what the form claims.
    loggedIn: reader !== null,
    ssoid,
    uid,
    readerId: reader?.id ?? null,
    client,
    createdAt: formatIst(context.now()),
  });
  return freshJson({ reported: true, id: String(id) });
};

const reportsQuery = z.object({
  pagenum: wholeNumber(1, 100_000).default(1),
  size: wholeNumber(1, 200).default(50),
});

/** `GET /moderation/reports?pagenum=&size=`: newest first; editors only (401 anonymous, 403 others). */
export const listAbuseReports: Handler = async (context) => {
  const reader = await requireReader(context);
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors can read abuse reports.');
  const query = parseQuery(reportsQuery, context.query);
  const { rows, total } = await readReports(context.db, {
    offset: (query.pagenum - 1) * query.size,
    limit: query.size,
  });
  return freshJson({
    totalcount: total,
    reports: rows.map((row) => ({
      id: String(row.id),
      reportedAt: row.created_at,
      reason: abuseReasons.find((reason) => reason === row.reason) ?? 'Others',
      reasontext: row.reason_text,
      commentid: String(row.comment_id),
      msid: String(row.msid),
      comment: {
        A_D_N: row.author_name,
        C_T: row.text,
        C_D: row.comment_created_at,
        email: row.author_email,
        location: row.location,
      },
      hostid: row.host_id,
      channelid: row.channel_id,
      commenterid: row.commenter_id,
      username: row.user_name,
      loggedstatus: row.logged_in === 1 ? 1 : 0,
      ssoid: row.ssoid,
      uid: row.uid,
    })),
  });
};
