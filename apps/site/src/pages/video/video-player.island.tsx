import { PRESS_PLAY_ATTR } from '@newsroom/composer';
import { VideoPlayer } from '@newsroom/ui';
import { defineIsland } from '../../lib/defineIsland.ts';

/** What the page gives the player: only media the server checked (safe URLs, known types). */
export interface VideoPlayerData {
  title: string;
  poster: string | null;
  sources: { src: string; type: string }[];
  captions: { src: string; srclang: string; label: string }[];
  platformId: string;
  playerType: string;
}

/**
 * VD-01 / VD-03 the video page's player (hydrate "play": the server renders the `<video>` with its
 * poster, sources and captions, which plays without JavaScript, and the page loads no React for it;
 * the reader's press on play wakes the island, which finds the video playing). The island adds the
 * pop-up past 500 px of scroll once played, with its X (the machine `videoPopupMachine`). The box
 * keeps its 16:9 space in every state.
 */
function VideoPlayerIsland({ data }: { data: VideoPlayerData }) {
  return (
    <VideoPlayer
      className="video-player"
      sources={data.sources}
      captions={data.captions}
      {...(data.poster ? { poster: data.poster } : {})}
      title={data.title}
      platformId={data.platformId}
      playerType={data.playerType}
      // The clip is fetched on play only: the page's load does no media work (Lighthouse TBT).
      preload="none"
      // The browser's controls come with the reader's press (their shadow tree was the page's
      // longest task of style work on a phone); the press itself needs no island code.
      playButton={{ label: `Play: ${data.title}`, attributes: { [PRESS_PLAY_ATTR]: '' } }}
      closeLabel="Close the video pop-up"
      classNames={{
        frame: 'video-player__frame',
        video: 'video-player__video',
        close: 'video-player__close',
        play: 'video-player__play',
      }}
    />
  );
}

export default defineIsland('video-player', VideoPlayerIsland);
