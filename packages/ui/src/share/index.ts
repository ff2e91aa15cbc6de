export {
  Share,
  ShareCopy,
  type ShareCopyProps,
  ShareLink,
  ShareMenu,
  ShareRoot,
  type ShareRootProps,
  ShareTrigger,
  useShareStatus,
} from './Share.tsx';
