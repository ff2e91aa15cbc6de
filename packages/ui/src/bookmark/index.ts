export {
  Bookmark,
  BookmarkMessage,
  type BookmarkMessageProps,
  BookmarkRoot,
  type BookmarkRootProps,
  BookmarkSignInPrompt,
  type BookmarkSignInPromptProps,
  BookmarkToggle,
  type BookmarkToggleProps,
  useBookmark,
} from './Bookmark.tsx';
