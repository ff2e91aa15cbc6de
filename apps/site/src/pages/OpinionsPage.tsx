import type { CommentsPage } from '@newsroom/machines';
import { CommentThread } from '../comments/CommentThread.tsx';
import { PlainCommentForm } from '../comments/noScript/PlainForms.tsx';
import type { Article } from '../content/schemas.ts';
import { safeReturnPath } from '../lib/returnPath.ts';
import { Chrome } from './Chrome.tsx';

interface OpinionsPageProps {
  article: Article;
  page: number;
  pages: number;
  comments: CommentsPage;
}

/**
 * AR-01: every comment of an article on its own linkable, paged page, readable without JavaScript.
 * Issue 27: and written on without it: the comment form, and each comment's vote, reply and flag,
 * as plain forms that come back here (the reader's comment shows at once: the page is never cached).
 */
export function OpinionsPage({ article, page, pages, comments }: OpinionsPageProps) {
  const link = (n: number) => `/opinions/${article.msid}.cms${n > 1 ? `?page=${n}` : ''}`;
  const forms = { msid: article.msid, returnTo: safeReturnPath(link(page)) };
  return (
    <Chrome>
      <div className="opinions">
        <p className="opinions__back">
          <a href={article.url}>← Back to the story</a>
        </p>
        <h1 className="opinions__title">
          Comments on: <a href={article.url}>{article.title}</a>
        </h1>
        <p className="opinions__count">
          {comments.header.totalcount === 1 ? '1 comment' : `${comments.header.totalcount} comments`}
          {pages > 1 && ` · page ${page} of ${pages}`}
        </p>
        <details className="opinions__post" open={comments.comments.length === 0 || undefined}>
          <summary className="cm-button">Post a Comment</summary>
          <PlainCommentForm msid={article.msid} returnTo={forms.returnTo} />
        </details>
        {comments.comments.length === 0 ? (
          <p>No comments yet. Be the first to share your opinion.</p>
        ) : (
          <CommentThread comments={comments.comments} forms={forms} />
        )}
        {pages > 1 && (
          <nav className="opinions__pages" aria-label="Comment pages">
            {page > 1 && (
              <a rel="prev" href={link(page - 1)}>
                ← Newer comments
              </a>
            )}
            {page < pages && (
              <a rel="next" href={link(page + 1)}>
                Older comments →
              </a>
            )}
          </nav>
        )}
      </div>
    </Chrome>
  );
}
