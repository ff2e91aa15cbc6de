import { pictureAt } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Video } from '../../content/videos.ts';
import type { VideoPlayerData } from './video-player.island.tsx';

/**
 * VD-01: what the player gets of a video: only sources and captions at safe addresses (an odd
 * one is dropped, not the player), the poster at the page's picture size. Null when nothing is
 * left to play: the page then shows the poster and says so.
 */
export function playerDataOf(video: Video): VideoPlayerData | null {
  const sources = video.media.sources.flatMap((source) => {
    const src = safeMediaUrl(source.src);
    return src ? [{ src, type: source.type }] : [];
  });
  if (sources.length === 0) return null;
  const captions = video.media.captions.flatMap((track) => {
    const src = safeMediaUrl(track.src);
    return src ? [{ src, srclang: track.srclang, label: track.label }] : [];
  });
  const poster = safeMediaUrl(video.media.poster ?? video.img);
  return {
    title: video.title,
    poster: poster ? pictureAt(poster, 'topNewsLead') : null,
    sources,
    captions,
    platformId: video.slikeid,
    playerType: video.playertype,
  };
}
