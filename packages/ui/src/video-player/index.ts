export { type VideoCaptions, VideoPlayer, type VideoPlayerProps, type VideoSource } from './VideoPlayer.tsx';
