import { Island } from '@newsroom/composer';
import BookmarkIsland from './bookmark.island.tsx';
import CommentsIsland from './comments.island.tsx';
import FontSizeIsland from './font-size.island.tsx';
import MailIsland from './mail.island.tsx';
import ShareIsland from './share.island.tsx';

interface BylineToolbarProps {
  msid: string;
  commentCount: number | null;
  /** The story's print view (AR-01); a plain link, so it works without JavaScript. */
  printPath: string;
  /** The story's site path (its canonical URL's path) and title, for share links (AR-10). */
  path: string;
  title: string;
}

/** AR-10 byline toolbar. Each control is its own island, hydrated when the reader reaches for it. */
export function BylineToolbar({ msid, commentCount, printPath, path, title }: BylineToolbarProps) {
  const loginPath = `/login?return=${encodeURIComponent(path)}`;
  return (
    <div className="toolbar" role="toolbar" aria-label="Article tools">
      <Island name="share" hydrate="interaction" props={{ path, title }}>
        <ShareIsland path={path} title={title} />
      </Island>
      <Island name="font-size" hydrate="interaction" props={{}}>
        <FontSizeIsland />
      </Island>
      <Island name="mail" hydrate="interaction" props={{ msid }}>
        <MailIsland msid={msid} />
      </Island>
      <Island name="bookmark" hydrate="interaction" props={{ msid, loginPath }}>
        <BookmarkIsland msid={msid} loginPath={loginPath} />
      </Island>
      <a
        className="toolbar__button toolbar__print"
        href={printPath}
        aria-label="Print this story"
        rel="nofollow"
      >
        <PrintIcon />
      </a>
      {commentCount !== null && (
        <Island name="comments" hydrate="interaction" props={{ msid, count: commentCount }}>
          <CommentsIsland msid={msid} count={commentCount} />
        </Island>
      )}
    </div>
  );
}

function PrintIcon() {
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
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
}
