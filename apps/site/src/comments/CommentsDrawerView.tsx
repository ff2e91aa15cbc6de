import { opinionsPath } from '@newsroom/machines';
import { CommentsDrawer } from '@newsroom/ui';
import type { ReactNode } from 'react';

export interface CommentsDrawerViewProps {
  msid: string;
  /** Comments the story had when the page was rendered; the drawer shows the live list. */
  count: number;
  /** The panel: the island's reader panel, or a story's panel on fakes. */
  children: ReactNode;
  defaultOpen?: boolean;
}

/**
 * AR-02 + AR-10: the byline's comment button with its count and the drawer it opens, in the
 * site's words and classes (styles/comments.css); the panel inside comes from the caller.
 */
export function CommentsDrawerView({ msid, count, children, defaultOpen }: CommentsDrawerViewProps) {
  const label = count === 1 ? '1 comment' : `${count} comments`;
  return (
    <CommentsDrawer.Root defaultOpen={defaultOpen}>
      {/* Issue 27: without script (or when the island fails, its held click replayed to the HTML)
          the button submits this form and the reader reads and writes on the comments' own page;
          once the island is awake, the click opens the drawer and the submission goes nowhere. */}
      <form
        method="get"
        action={opinionsPath(msid)}
        className="toolbar__comments-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <CommentsDrawer.Trigger
          type="submit"
          className="toolbar__button toolbar__comments"
          aria-label={`Comments: ${label}`}
        >
          <CommentIcon />
          <span>{count}</span>
        </CommentsDrawer.Trigger>
      </form>
      <CommentsDrawer.Overlay className="cm-overlay" />
      <CommentsDrawer.Content className="cm-drawer" aria-describedby={undefined}>
        <div className="cm-drawer__head">
          <CommentsDrawer.Title className="cm-drawer__title">Comments</CommentsDrawer.Title>
          <CommentsDrawer.Close className="cm-button cm-drawer__close" aria-label="Close comments">
            ×
          </CommentsDrawer.Close>
        </div>
        {children}
        <p className="cm-drawer__all">
          <a href={opinionsPath(msid)}>See all comments on their own page</a>
        </p>
      </CommentsDrawer.Content>
    </CommentsDrawer.Root>
  );
}

function CommentIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M21 12a8 8 0 0 1-8 8H5l-2 2V12a8 8 0 0 1 8-8h2a8 8 0 0 1 8 8Z" />
    </svg>
  );
}
