export {
  documentVisibility,
  LiveBlogUpdates,
  type LiveBlogUpdatesProps,
  type PageVisibilitySource,
} from './LiveBlogUpdates.tsx';
