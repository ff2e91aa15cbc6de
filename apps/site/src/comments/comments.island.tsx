import { parseSessionUser, type SessionUser } from '@newsroom/machines';
import { useEffect, useState } from 'react';
import { defineIsland } from '../lib/defineIsland.ts';
import { formatIst } from '../lib/istTime.ts';
import { browserEffects, browserUid, fetchCommentsPage, voteMemory } from './browserEffects.ts';
import { CommentsDrawerView } from './CommentsDrawerView.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';

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
function CommentsIsland({ data: { msid, count } }: { props: unknown; data: CommentsData }) {
  return (
    <CommentsDrawerView msid={msid} count={count}>
      <ReaderPanel msid={msid} />
    </CommentsDrawerView>
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

export default defineIsland('comments', CommentsIsland);
