import { parseSessionUser, type SessionUser } from '@newsroom/machines';
import { CommentsDrawer, CommentsPanel } from '@newsroom/ui';
import { useEffect, useState } from 'react';
import { browserEffects, browserUid, fetchCommentsPage, voteMemory } from '../comments/browserEffects.ts';
import { formatIst } from '../lib/istTime.ts';

export interface CommentsData {
  msid: string;
  /** Comments the story had when the page was rendered; the drawer shows the live list. */
  count: number;
}

/**
 * AR-02 + AR-10: the byline's comment button with its count, opening the comments drawer. The
 * server HTML is only the button (the same for every reader); the drawer, the reader's session
 * and the list come after the first click, which the island runtime replays.
 */
export default function CommentsIsland({ data: { msid, count } }: { props: unknown; data: CommentsData }) {
  const label = count === 1 ? '1 comment' : `${count} comments`;
  return (
    <CommentsDrawer.Root>
      <CommentsDrawer.Trigger className="toolbar__button toolbar__comments" aria-label={`Comments: ${label}`}>
        <CommentIcon />
        <span>{count}</span>
      </CommentsDrawer.Trigger>
      <CommentsDrawer.Overlay className="cm-overlay" />
      <CommentsDrawer.Content className="cm-drawer" aria-describedby={undefined}>
        <div className="cm-drawer__head">
          <CommentsDrawer.Title className="cm-drawer__title">Comments</CommentsDrawer.Title>
          <CommentsDrawer.Close className="cm-button cm-drawer__close" aria-label="Close comments">
            ×
          </CommentsDrawer.Close>
        </div>
        <ReaderPanel msid={msid} />
        <p className="cm-drawer__all">
          <a href={`/opinions/${msid}.cms`}>See all comments on their own page</a>
        </p>
      </CommentsDrawer.Content>
    </CommentsDrawer.Root>
  );
}

/** The panel, once the reader's session is known: signed-in readers comment under their name. */
function ReaderPanel({ msid }: { msid: string }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [effects] = useState(() => browserEffects(browserUid()));
  const [memory] = useState(() => voteMemory());
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : { user: null }))
      .then((body: { user?: unknown }) => setUser(parseSessionUser(body.user)))
      .catch(() => setUser(null));
    return () => controller.abort();
  }, []);
  if (user === undefined) {
    return (
      <p className="cm-status" role="status">
        Loading comments…
      </p>
    );
  }
  return (
    <CommentsPanel
      msid={msid}
      fetchPage={fetchCommentsPage}
      effects={effects}
      memory={memory}
      user={user}
      formatTime={(time) => formatIst(time) ?? time}
    />
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
