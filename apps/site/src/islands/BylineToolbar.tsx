import { Island } from '@newsroom/composer';
import CommentsIsland from './comments.island.tsx';
import FontSizeIsland from './font-size.island.tsx';
import MailIsland from './mail.island.tsx';

/** AR-10 byline toolbar. Each control is its own island, hydrated when the reader reaches for it. */
export function BylineToolbar({ msid, commentCount }: { msid: string; commentCount: number | null }) {
  return (
    <div className="toolbar" role="toolbar" aria-label="Article tools">
      <Island name="font-size" hydrate="interaction" props={{}}>
        <FontSizeIsland />
      </Island>
      <Island name="mail" hydrate="interaction" props={{ msid }}>
        <MailIsland msid={msid} />
      </Island>
      {commentCount !== null && (
        <Island name="comments" hydrate="interaction" props={{ msid, count: commentCount }}>
          <CommentsIsland msid={msid} count={commentCount} />
        </Island>
      )}
    </div>
  );
}
