export {
  LIVE_BLOG_MAX_BACKOFF_MS,
  LIVE_BLOG_MAX_KEPT,
  LIVE_BLOG_POLL_MS,
  type LiveBlogContext,
  type LiveBlogEvent,
  type LiveBlogInput,
  type LiveBlogMachine,
  type LiveBlogView,
  type LiveUpdate,
  liveBlogMachine,
  newUpdates,
  selectLiveBlogView,
} from './liveBlog.machine.ts';
