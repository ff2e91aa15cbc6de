import { Bookmark } from '@newsroom/ui';
import { defineIsland } from '../../lib/defineIsland.ts';
import { checkSaved, logBookmarkFailure, removeBookmark, saveBookmark } from './bookmarkEffects.ts';

/**
 * AR-10 save (bookmark) in the byline toolbar. The server HTML is the button alone (the same page
 * for every reader); on the first press the island wakes, asks the backend whether the story is
 * saved (a 401 means the reader is anonymous) and applies the replayed press: save, or ask an
 * anonymous reader to sign in.
 */
export interface BookmarkData {
  msid: string;
  /** Sign-in, coming back to the story. */
  loginPath: string;
}

/** The calls the save button makes: the site's own, or a story's. */
export interface BookmarkEffects {
  checkSaved: (msid: string) => Promise<boolean>;
  save: (msid: string) => Promise<void>;
  remove: (msid: string) => Promise<void>;
  onLog: (error: unknown) => void;
}

const siteEffects: BookmarkEffects = {
  checkSaved,
  save: saveBookmark,
  remove: removeBookmark,
  onLog: logBookmarkFailure,
};

function BookmarkIsland({
  data: { msid, loginPath },
  effects = siteEffects,
}: {
  props: unknown;
  data: BookmarkData;
  effects?: BookmarkEffects;
}) {
  return (
    <Bookmark.Root
      className="bookmark"
      msid={msid}
      checkSaved={effects.checkSaved}
      save={effects.save}
      remove={effects.remove}
      onLog={effects.onLog}
    >
      <Bookmark.Toggle
        className="toolbar__button toolbar__bookmark"
        aria-label="Save this story"
        title="Save"
      >
        <BookmarkIcon />
      </Bookmark.Toggle>
      <Bookmark.SignInPrompt className="bookmark__prompt">
        Sign in to save stories. <a href={loginPath}>Sign in</a>
      </Bookmark.SignInPrompt>
      <Bookmark.Message className="bookmark__message" failed="Could not update your saved stories." />
    </Bookmark.Root>
  );
}

function BookmarkIcon() {
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
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  );
}

export default defineIsland('bookmark', BookmarkIsland);
