import type { Comment } from '../content/comments.ts';
import { formatIst, toIstIso } from '../lib/istTime.ts';

/**
 * AR-02 comments as static HTML (the /opinions page): nested replies indented 20px a level
 * through `--depth`; text is only ever text, line breaks kept by CSS.
 */
export function CommentThread({ comments, depth = 0 }: { comments: readonly Comment[]; depth?: number }) {
  if (comments.length === 0) return null;
  return (
    <ol className="comment-thread" data-depth={depth}>
      {comments.map((comment) => (
        <li key={comment.id} className="comment" style={{ '--depth': depth } as React.CSSProperties}>
          <article aria-label={`Comment by ${comment.author}`}>
            <header className="comment__head">
              <span className="comment__author">{comment.author}</span>
              {comment.points > 0 && <span className="comment__points">{comment.points} points</span>}
              {comment.time && (
                <time className="comment__time" dateTime={toIstIso(comment.time) ?? undefined}>
                  {formatIst(comment.time)}
                </time>
              )}
            </header>
            <p className="comment__text">{comment.text}</p>
            <p className="comment__votes">
              <span>{`Agree ${comment.agree}`}</span> <span>{`Disagree ${comment.disagree}`}</span>
            </p>
          </article>
          <CommentThread comments={comment.replies} depth={depth + 1} />
        </li>
      ))}
    </ol>
  );
}
