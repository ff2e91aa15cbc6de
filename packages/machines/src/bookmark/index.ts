export {
  type BookmarkContext,
  type BookmarkEvent,
  type BookmarkInput,
  type BookmarkLogParams,
  type BookmarkMachine,
  BookmarkSignInError,
  type BookmarkStatus,
  bookmarkMachine,
  isBookmarkPressed,
  selectBookmarkStatus,
} from './bookmark.machine.ts';
