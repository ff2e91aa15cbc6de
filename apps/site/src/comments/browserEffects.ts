import {
  type CommentSubmission,
  CommentsHttpError,
  commentWriteError,
  type FetchPageInput,
  type FlagReport,
  type ReplySubmission,
  type Vote,
  type VoteRequest,
} from '@newsroom/machines';
import type { Effects as CommentEffects } from './CommentsPanel.tsx';

// The comments island's effects in the browser: calls go to the site's own /api/ paths (which
// pass them on with the reader's session and the site's anonymous reader id), votes are
// remembered in localStorage for display. A refused write rejects with `CommentWriteError`
// (status, the server's param and message, Retry-After), which the parts show. No React here.

const UID_KEY = 'newsroom:uid';
const VOTES_KEY = 'newsroom:votes';

/**
 * A random id this browser keeps. It is not who the reader is (the server decides that from the
 * session or the site's HttpOnly reader cookie): it only keeps a retried comment's idempotency
 * key apart from another browser's same words, and is recorded with comments and reports.
 */
export function browserUid(storage: Storage = localStorage): string {
  try {
    const known = storage.getItem(UID_KEY);
    if (known && /^[A-Za-z0-9-]{8,100}$/.test(known)) return known;
    const made = crypto.randomUUID();
    storage.setItem(UID_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * AR-07: which way this browser voted on a comment, kept across visits, so the buttons show it and
 * a repeat shows the toast at once. The server counts one vote per reader whatever this holds.
 */
export function voteMemory(storage: Storage = localStorage) {
  const read = (): Record<string, Vote> => {
    try {
      const parsed = JSON.parse(storage.getItem(VOTES_KEY) ?? '{}') as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Vote>) : {};
    } catch {
      return {};
    }
  };
  const write = (votes: Record<string, Vote>) => {
    try {
      storage.setItem(VOTES_KEY, JSON.stringify(votes));
    } catch {
      // Full or blocked storage: the vote still counts on the server, once.
    }
  };
  return {
    recall: (id: string): Vote | null => {
      const vote = read()[id];
      return vote === 'agree' || vote === 'disagree' ? vote : null;
    },
    remember: (id: string, vote: Vote) => write({ ...read(), [id]: vote }),
    forget: (id: string) => {
      const { [id]: _gone, ...rest } = read();
      write(rest);
    },
  };
}

export async function fetchCommentsPage(
  { msid, pagenum, size }: FetchPageInput,
  signal: AbortSignal,
): Promise<unknown> {
  const query = new URLSearchParams({ msid, pagenum: String(pagenum), size: String(size) });
  const response = await fetch(`/api/comments?${query}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new CommentsHttpError(response.status, response.statusText);
  return response.json();
}

/** The same comment sent twice (a retry after a lost answer) carries the same key: stored once. */
async function idempotencyKey(parts: readonly string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\u0000')));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function postForm(path: string, fields: Record<string, string>, signal: AbortSignal, key?: string) {
  const response = await fetch(path, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw commentWriteError(response.status, body, response.headers.get('retry-after'));
  return body;
}

function commentFields(submission: CommentSubmission, uid: string): Record<string, string> {
  return {
    message: submission.message,
    fromname: submission.fromname,
    fromaddress: submission.fromaddress,
    location: submission.location,
    check_twitter: '0',
    ArticleID: submission.msid,
    msid: submission.msid,
    userid: '',
    loggedstatus: String(submission.loggedstatus),
    uid,
    configid: 'newsroom',
    appkey: 'web',
  };
}

/** Every effect of the comments panel, bound to this browser. */
export function browserEffects(uid: string): CommentEffects {
  return {
    async submitComment(submission: CommentSubmission, signal: AbortSignal) {
      const key = await idempotencyKey([uid, submission.msid, submission.fromname, submission.message]);
      return postForm('/api/post_comment.cms?feedtype=json', commentFields(submission, uid), signal, key);
    },
    async submitReply(submission: ReplySubmission, signal: AbortSignal) {
      const key = await idempotencyKey([
        uid,
        submission.msid,
        submission.parentid,
        submission.fromname,
        submission.message,
      ]);
      return postForm(
        '/api/post_reply.cms?feedtype=json',
        { ...commentFields(submission, uid), parentid: submission.parentid, rootid: submission.rootid },
        signal,
        key,
      );
    },
    report(report: FlagReport, signal: AbortSignal) {
      return postForm(
        '/api/report_abuse.cms',
        {
          commentid: report.commentId,
          reason: report.reason,
          reasontext: report.reasonText,
          username: report.name,
          uid,
        },
        signal,
      );
    },
    // A POST (Hardening 9): the site's Origin check covers it, and the voter is the session or
    // the site's reader cookie, never an id from here.
    sendVote(request: VoteRequest, signal: AbortSignal) {
      return postForm(
        '/api/rate_comment.cms',
        { opinionid: request.opinionid, typeid: String(request.typeid), rateid: String(request.rateid) },
        signal,
      );
    },
    onAlert: (message: string) => window.alert(message),
    onLog: (error: unknown) => console.error('comments:', error),
  };
}
