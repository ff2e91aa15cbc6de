import type { Comment } from '@newsroom/machines';
import { formatIst, toIstIso } from '../lib/istTime.ts';

/**
 * AR-02 comments as static HTML (the /opinions page): nested replies indented 20px a level
 * through `--depth`; text is only ever text, line breaks kept by CSS. A reader's name is a `<bdi>`
 * and their text a `dir="auto"` paragraph, both isolates, so no direction control in them can
 * turn the text around them (Hardening 15).
 */
export function CommentThread({ comments, depth = 0 }: { comments: readonly Comment[]; depth?: number }) {
  if (comments.length === 0) return null;
  return (
    <ol className="comment-thread" data-depth={depth}>
      {comments.map((comment) => (
        <li key={comment._id} className="comment" style={{ '--depth': depth } as React.CSSProperties}>
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
            <p className="comment__votes">
              <span>{`Agree ${comment.AC_A_C}`}</span> <span>{`Disagree ${comment.AC_D_C}`}</span>
            </p>
          </article>
          <CommentThread comments={comment.CHILD} depth={depth + 1} />
        </li>
      ))}
    </ol>
  );
}
