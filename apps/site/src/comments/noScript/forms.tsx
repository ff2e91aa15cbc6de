import {
  COMMENT_TEXTS,
  commentWriteError,
  DRAFT_PARAMS,
  FLAG_PARAMS,
  flagReasonLabel,
  isFlagReason,
  parseSessionUser,
  REFUSAL_TEXTS,
  readPostedComment,
  refusalOf,
  type SessionUser,
  toSubmission,
  type WriteKind,
} from '@newsroom/machines';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import type {
  BackendAnswer,
  BackendCall,
  FormCaller,
  FormOutcome,
  FormRefusal,
  NoScriptForm,
} from '../../lib/forms/form.ts';
import { RETURN_FIELD } from '../../lib/forms/form.ts';
import { safeReturnPath } from '../../lib/returnPath.ts';
import { CommentThread } from '../CommentThread.tsx';
import { PlainCommentForm, PlainFlagForm, PlainReplyForm } from './PlainForms.tsx';
import { COMMENT_FORM_PATHS, commentAnchor, COMMENT_FORM_FIELDS as F } from './paths.ts';

/**
 * Issue 27: the four comment writes posted as plain forms (PlainForms.tsx), answered by the
 * shared no-script plumbing (server/noScriptForms). Each makes the backend call the drawer's
 * effects make (browserEffects.ts: the same paths, payload names and fixed fields) and reads the
 * answer with the drawer's own functions (`toSubmission`, `refusalOf` with the same field maps), so
 * a refusal reads the same with or without script.
 */

/** The signed-in reader as the drawer knows them (`/api/session`), or null. */
function sessionUserOf(caller: FormCaller): SessionUser | null {
  const user = caller.reader.user;
  return user ? parseSessionUser({ firstName: user.userInfo.firstName, email: user.email }) : null;
}

const text = (fields: URLSearchParams, name: string) => fields.get(name) ?? '';

/** The new-comment payload, as browserEffects' `commentFields` builds it (no browser uid here). */
function commentBody(fields: URLSearchParams, caller: FormCaller): URLSearchParams {
  const msid = text(fields, F.msid);
  const draft = {
    message: text(fields, F.message),
    name: text(fields, F.name),
    email: text(fields, F.email),
    location: text(fields, F.location),
  };
  const submission = toSubmission(msid, draft, sessionUserOf(caller));
  return new URLSearchParams({
    message: submission.message,
    fromname: submission.fromname,
    fromaddress: submission.fromaddress,
    location: submission.location,
    check_twitter: '0',
    ArticleID: msid,
    msid,
    userid: '',
    loggedstatus: String(submission.loggedstatus),
    configid: 'newsroom',
    appkey: 'web',
  });
}

/** The refusal of a write, as the drawer says it (refusal.ts), for the form's own field names. */
function refusedAs(
  answer: BackendAnswer,
  kind: WriteKind,
  params: Readonly<Record<string, string>>,
): FormOutcome {
  const refusal: FormRefusal = refusalOf(
    commentWriteError(answer.status, answer.body, answer.retryAfter),
    kind,
    params,
  );
  return { kind: 'refused', status: answer.status, refusal };
}

/** A signed-in reader's name and e-mail are the session's: a refusal of them is the form's (refuseDraft). */
function draftRefusal(
  answer: BackendAnswer,
  kind: 'comment' | 'reply',
  fields: URLSearchParams,
): FormOutcome {
  const outcome = refusedAs(answer, kind, DRAFT_PARAMS);
  if (outcome.kind !== 'refused' || outcome.refusal.field === null || outcome.refusal.field === F.message)
    return outcome;
  // A field the form did not show (a signed-in reader's) cannot be corrected there.
  return fields.has(outcome.refusal.field)
    ? outcome
    : { ...outcome, refusal: { ...outcome.refusal, field: null } };
}

/** The stored comment, as the server answered it, or the unreadable-answer refusal. */
function postedOutcome(answer: BackendAnswer, thanks: string): FormOutcome {
  const comment = readPostedComment(answer.body);
  if (!comment) {
    return {
      kind: 'refused',
      status: 502,
      refusal: { field: null, message: REFUSAL_TEXTS.unreadableAnswer },
    };
  }
  return {
    kind: 'done',
    message: thanks,
    anchor: commentAnchor(comment._id),
    details: (
      <div className="form-outcome__stored">
        <CommentThread comments={[comment]} />
      </div>
    ),
  };
}

const FORM_REFUSED = { field: null, message: 'It could not be sent. Please reload the page and try again.' };

/** AR-03: POST /comments/post → the backend's post_comment.cms. */
export const postCommentForm: NoScriptForm = {
  path: COMMENT_FORM_PATHS.post,
  bodyLimit: BODY_LIMITS.comment,
  headings: { done: 'Comment posted', refused: 'Your comment was not posted' },
  backLabel: 'Back to the comments',
  call: (fields, caller): BackendCall => {
    const body = commentBody(fields, caller);
    return {
      path: '/post_comment.cms',
      search: '?feedtype=json',
      body,
      sameWriteParts: [text(fields, F.msid), body.get('fromname') ?? '', body.get('message') ?? ''],
    };
  },
  outcome: (answer, fields) =>
    answer.status === 200
      ? postedOutcome(answer, 'Thank you for your comment.')
      : draftRefusal(answer, 'comment', fields),
  Form: ({ fields, refusal }) => (
    <PlainCommentForm
      msid={text(fields, F.msid)}
      returnTo={safeReturnPath(fields.get(RETURN_FIELD))}
      fields={fields}
      refusal={refusal}
    />
  ),
};

/** AR-04: POST /comments/reply → post_reply.cms, with the parent and its thread. */
export const replyForm: NoScriptForm = {
  path: COMMENT_FORM_PATHS.reply,
  bodyLimit: BODY_LIMITS.reply,
  headings: { done: 'Reply posted', refused: 'Your reply was not posted' },
  backLabel: 'Back to the comments',
  call: (fields, caller): BackendCall => {
    const body = commentBody(fields, caller);
    body.set('parentid', text(fields, F.parentId));
    body.set('rootid', text(fields, F.rootId));
    return {
      path: '/post_reply.cms',
      search: '?feedtype=json',
      body,
      sameWriteParts: [
        text(fields, F.msid),
        text(fields, F.parentId),
        body.get('fromname') ?? '',
        body.get('message') ?? '',
      ],
    };
  },
  outcome: (answer, fields) =>
    answer.status === 200
      ? postedOutcome(answer, 'Thank you for your reply.')
      : draftRefusal(answer, 'reply', fields),
  Form: ({ fields, refusal }) => (
    <PlainReplyForm
      msid={text(fields, F.msid)}
      parentId={text(fields, F.parentId)}
      rootId={text(fields, F.rootId)}
      returnTo={safeReturnPath(fields.get(RETURN_FIELD))}
      label="Your reply"
      fields={fields}
      refusal={refusal}
    />
  ),
};

/** AR-05: POST /comments/flag → report_abuse.cms, the reason as the spec's label. */
export const flagForm: NoScriptForm = {
  path: COMMENT_FORM_PATHS.flag,
  bodyLimit: BODY_LIMITS.flag,
  headings: { done: 'Comment reported', refused: 'The comment was not reported' },
  backLabel: 'Back to the comments',
  call: (fields, caller): BackendCall => {
    const reason = text(fields, F.reason);
    const user = sessionUserOf(caller);
    return {
      path: '/report_abuse.cms',
      search: '',
      // As toFlagReport: the label; Others' text only with Others; the session's name when signed in.
      body: new URLSearchParams({
        commentid: text(fields, F.commentId),
        reason: isFlagReason(reason) ? flagReasonLabel(reason) : '',
        reasontext: reason === 'others' ? text(fields, F.otherText).trim() : '',
        username: user ? user.firstName : text(fields, F.name).trim(),
      }),
    };
  },
  outcome: (answer) =>
    answer.status === 200
      ? { kind: 'done', message: 'Thank you. The moderators will look at this comment.' }
      : refusedAs(answer, 'report', FLAG_PARAMS),
  Form: ({ fields, refusal }) => (
    <PlainFlagForm
      commentId={text(fields, F.commentId)}
      returnTo={safeReturnPath(fields.get(RETURN_FIELD))}
      label="Your report"
      fields={fields}
      refusal={refusal}
    />
  ),
};

const VOTE_TYPES: Readonly<Record<string, string>> = { agree: '100', disagree: '101' };

/** AR-07: POST /comments/vote → rate_comment.cms; the direction is the pressed button's value. */
export const voteForm: NoScriptForm = {
  path: COMMENT_FORM_PATHS.vote,
  bodyLimit: BODY_LIMITS.ids,
  headings: { done: 'Your vote', refused: 'Your vote was not counted' },
  backLabel: 'Back to the comments',
  call: (fields) => {
    const typeid = VOTE_TYPES[text(fields, F.vote)];
    if (!typeid) return FORM_REFUSED;
    return {
      path: '/rate_comment.cms',
      search: '',
      body: new URLSearchParams({ opinionid: text(fields, F.commentId), typeid, rateid: '1' }),
    };
  },
  outcome: (answer) => {
    if (answer.status !== 200) return refusedAs(answer, 'vote', {});
    const vote = answer.body as { counted?: unknown; AC_A_C?: unknown; AC_D_C?: unknown } | null;
    if (vote?.counted === false) return { kind: 'done', message: COMMENT_TEXTS.alreadyVoted };
    const counts =
      typeof vote?.AC_A_C === 'number' && typeof vote.AC_D_C === 'number' ? (
        <p className="form-outcome__counts">{`Agree ${vote.AC_A_C} · Disagree ${vote.AC_D_C}`}</p>
      ) : null;
    return { kind: 'done', message: 'Thank you. Your vote is counted.', details: counts };
  },
};

/** The comment writes' no-script forms, for the registry (server/noScriptForms/registry.ts). */
export const COMMENT_NO_SCRIPT_FORMS: readonly NoScriptForm[] = [
  postCommentForm,
  replyForm,
  flagForm,
  voteForm,
];
