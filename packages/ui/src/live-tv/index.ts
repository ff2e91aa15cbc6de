export { LiveTvPlayer, type LiveTvPlayerProps } from './LiveTvPlayer.tsx';
