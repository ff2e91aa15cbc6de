/**
 * Issue 27: where the four comment writes post as plain forms (no script), and their field names.
 * The server-rendered forms (PlainForms.tsx), the drawer's forms (CommentsPanel.tsx) and the
 * site's answer to them (forms.tsx) all read these, so they cannot drift apart.
 */
export const COMMENT_FORM_PATHS = {
  post: '/comments/post',
  reply: '/comments/reply',
  flag: '/comments/flag',
  vote: '/comments/vote',
} as const;

/** The fields of the plain forms: the drawer's own names (DraftParts, FlagBox), plus ids. */
export const COMMENT_FORM_FIELDS = {
  msid: 'msid',
  message: 'message',
  name: 'name',
  email: 'email',
  location: 'location',
  parentId: 'parentid',
  rootId: 'rootid',
  commentId: 'commentid',
  reason: 'reason',
  otherText: 'otherText',
  /** The vote's direction: the pressed submit button's value, `agree` or `disagree`. */
  vote: 'vote',
} as const;

/** The element id of a comment on the /opinions page: a back link ends there. */
export function commentAnchor(commentId: string): string {
  return `comment-${commentId}`;
}
