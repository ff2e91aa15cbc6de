import type { Comment } from '@newsroom/machines';
import { formatIst, toIstIso } from '../lib/istTime.ts';
import type { ReturnPath } from '../lib/returnPath.ts';
import { PlainFlagForm, PlainReplyForm, PlainVoteForm } from './noScript/PlainForms.tsx';
import { commentAnchor } from './noScript/paths.ts';

/** Issue 27: the story and the page a thread's plain forms (vote, reply, flag) post from. */
export interface ThreadForms {
  msid: string;
  returnTo: ReturnPath;
}

/**
 * AR-02 comments as static HTML (the /opinions page): nested replies indented 20px a level
 * through `--depth`; text is only ever text, line breaks kept by CSS. A reader's name is a `<bdi>`
 * and their text a `dir="auto"` paragraph, both isolates, so no direction control in them can
 * turn the text around them (Hardening 15). With `forms` (issue 27), each comment carries its
 * vote, reply and flag as plain forms that work without script (replies and flags in a
 * disclosure, `<details>`); each comment is `#comment-{id}`, where a form's back link ends.
 */
export function CommentThread({
  comments,
  depth = 0,
  forms,
  rootId,
}: {
  comments: readonly Comment[];
  depth?: number;
  forms?: ThreadForms;
  /** The thread's first comment (replies below the top level). */
  rootId?: string;
}) {
  if (comments.length === 0) return null;
  return (
    <ol className="comment-thread" data-depth={depth}>
      {comments.map((comment) => (
        <li
          key={comment._id}
          id={commentAnchor(comment._id)}
          className="comment"
          style={{ '--depth': depth } as React.CSSProperties}
        >
          <article aria-label={`Comment by ${comment.A_D_N}`}>
            <header className="comment__head">
              <bdi className="comment__author">{comment.A_D_N}</bdi>
              {comment.user_reward.statusPoints > 0 && (
                <span className="comment__points">{comment.user_reward.statusPoints} points</span>
              )}
              {comment.C_D && (
                <time className="comment__time" dateTime={toIstIso(comment.C_D) ?? undefined}>
                  {formatIst(comment.C_D) ?? comment.C_D}
                </time>
              )}
            </header>
            <p className="comment__text" dir="auto">
              {comment.C_T}
            </p>
            {forms ? (
              <CommentForms comment={comment} forms={forms} rootId={rootId ?? comment._id} />
            ) : (
              <p className="comment__votes">
                <span>{`Agree ${comment.AC_A_C}`}</span> <span>{`Disagree ${comment.AC_D_C}`}</span>
              </p>
            )}
          </article>
          <CommentThread
            comments={comment.CHILD}
            depth={depth + 1}
            rootId={rootId ?? comment._id}
            {...(forms ? { forms } : {})}
          />
        </li>
      ))}
    </ol>
  );
}

function CommentForms({ comment, forms, rootId }: { comment: Comment; forms: ThreadForms; rootId: string }) {
  const name = comment.A_D_N;
  return (
    <div className="comment__tools">
      <PlainVoteForm
        commentId={comment._id}
        agree={comment.AC_A_C}
        disagree={comment.AC_D_C}
        returnTo={forms.returnTo}
        label={`Vote on the comment by ${name}`}
      />
      <details className="comment__box">
        <summary className="cm-button">
          Reply
          <span className="cm-visually-hidden">
            {' '}
            to <bdi>{name}</bdi>
          </span>
        </summary>
        <PlainReplyForm
          msid={forms.msid}
          parentId={comment._id}
          rootId={rootId}
          returnTo={forms.returnTo}
          label={`Reply to ${name}`}
        />
      </details>
      <details className="comment__box">
        <summary className="cm-button">
          Flag
          <span className="cm-visually-hidden">
            {' '}
            the comment by <bdi>{name}</bdi>
          </span>
        </summary>
        <PlainFlagForm
          commentId={comment._id}
          returnTo={forms.returnTo}
          label={`Report the comment by ${name}`}
        />
      </details>
    </div>
  );
}
