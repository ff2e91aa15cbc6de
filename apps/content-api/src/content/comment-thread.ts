import type { Comment } from '../contract.ts';
import type { CommentRow } from '../store/comments.ts';
import { pictureUrl } from './site-paths.ts';

/**
 * Nests replies under the comments they answer. Threads keep the order given (newest first);
 * replies keep theirs (oldest first). A reply whose parent is missing hangs off its thread's root.
 */
export function nestComments(threads: CommentRow[], replies: CommentRow[], publicUrl: string): Comment[] {
  const byId = new Map<number, Comment>();
  const roots = threads.map((row) => {
    const comment = toComment(row, publicUrl);
    byId.set(row.id, comment);
    return comment;
  });
  for (const row of replies) {
    const comment = toComment(row, publicUrl);
    byId.set(row.id, comment);
    const parent = byId.get(row.parent_id ?? -1) ?? byId.get(row.root_id ?? -1);
    parent?.CHILD.push(comment);
  }
  return roots;
}

export function toComment(row: CommentRow, publicUrl: string): Comment {
  return {
    _id: String(row.id),
    A_D_N: row.author_name,
    C_D: row.created_at,
    C_T: row.text,
    PIU: row.author_image_id === null ? null : pictureUrl(publicUrl, row.author_image_id),
    user_reward: { statusPoints: row.status_points },
    AC_A_C: row.agree,
    AC_D_C: row.disagree,
    CHILD: [],
  };
}
