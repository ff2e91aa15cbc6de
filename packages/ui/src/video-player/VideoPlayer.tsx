import {
  selectVideoPopupState,
  type VideoPopupEvent,
  type VideoPopupState,
  videoPopupMachine,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import { type ScrollSource, windowScroll } from '../prime-nudge/PrimeNudge.tsx';

/**
 * VD-01 / VD-03 the video player, headless: an HTML5 `<video>` with its sources (best first),
 * captions tracks and poster, that pops up once the reader has played it and scrolled past 500 px,
 * and can be closed once with X (the machine `videoPopupMachine`).
 *
 *   <VideoPlayer sources={[{ src, type }]} captions={[{ src, srclang, label }]} poster={…}
 *     title="…" closeLabel="Close the video pop-up" classNames={{ root, frame, video, close }} />
 *
 * The root keeps the player's space in the page (16:9) in every state, so nothing below it moves;
 * only the frame inside it changes place (the site's CSS puts `[data-state="popped"]` in a corner),
 * and it is the same `<video>` element throughout, so playback goes on across the move. Closing
 * docks the player back and pauses it. Escape closes the pop-up while focus is in it.
 */

export interface VideoSource {
  src: string;
  type: string;
}

export interface VideoCaptions {
  src: string;
  srclang: string;
  label: string;
}

export interface VideoPlayerProps extends Omit<ComponentProps<'div'>, 'children'> {
  sources: readonly VideoSource[];
  captions?: readonly VideoCaptions[];
  poster?: string;
  /** The video's title: the player's accessible name. */
  title: string;
  /** The intrinsic size of the picture (16:9 by default): the reserved space's ratio. */
  width?: number;
  height?: number;
  closeLabel?: string;
  /** Past how many pixels of scroll it pops up (the spec's 500). */
  threshold?: number;
  scrollSource?: ScrollSource;
  /** Carried for a real video platform's player to take over (the spec's slikeid, playertype). */
  platformId?: string;
  playerType?: string;
  /** What the browser loads before play: `none` keeps a page's load free of media work. */
  preload?: 'none' | 'metadata' | 'auto';
  /**
   * Serve the video without the browser's controls and this button over its poster instead:
   * the controls' shadow tree is a long task of style work on a phone's load. Pressing it gives
   * the video its controls and plays it; a `<noscript>` copy with controls plays without script.
   * `attributes` go on the button (e.g. the marker an islands runtime acts on before hydration).
   */
  playButton?: { label: string; attributes?: Readonly<Record<string, string>> };
  classNames?: Partial<Record<'frame' | 'video' | 'close' | 'play', string>>;
}

export function VideoPlayer({
  sources,
  captions = [],
  poster,
  title,
  width = 16,
  height = 9,
  closeLabel = 'Close the video pop-up',
  threshold,
  scrollSource = windowScroll,
  platformId,
  playerType,
  preload = 'metadata',
  playButton,
  classNames = {},
  style,
  ...props
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [pressed, setPressed] = useState(!playButton);
  const machine = useMemo(
    () =>
      videoPopupMachine.provide({
        actors: {
          scrollSource: fromCallback<VideoPopupEvent>(({ sendBack }) =>
            scrollSource((y) => sendBack({ type: 'SCROLLED', y })),
          ),
        },
      }),
    [scrollSource],
  );
  const actor = useActorRef(machine, { input: threshold === undefined ? {} : { threshold } });
  const state: VideoPopupState = useSelector(actor, selectVideoPopupState);
  // A player woken while already playing (the reader pressed play before the page's script ran),
  // or given its controls by that press.
  useEffect(() => {
    const video = videoRef.current;
    if (video && !video.paused) actor.send({ type: 'PLAYED' });
    if (video?.controls) setPressed(true);
  }, [actor]);
  const press = () => {
    setPressed(true);
    const video = videoRef.current;
    if (!video) return;
    video.controls = true;
    video.focus({ preventScroll: true });
    video.play().catch(() => {});
  };
  const media = (
    <>
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {captions.map((track) => (
        <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} />
      ))}
    </>
  );
  const close = () => {
    actor.send({ type: 'CLOSE' });
    const video = videoRef.current;
    video?.pause();
    // Focus stays with the player, in its place, without scrolling the page to it.
    video?.focus({ preventScroll: true });
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && state === 'popped') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div
      {...props}
      data-state={state}
      data-platform-id={platformId}
      data-player-type={playerType}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the video or the X bubbles here; the frame takes no focus */}
      <div className={classNames.frame} data-state={state} onKeyDown={closeOnEscape}>
        {/* biome-ignore lint/a11y/useMediaCaption: the captions come as tracks, one per language */}
        <video
          ref={videoRef}
          className={classNames.video}
          controls={pressed}
          playsInline
          preload={preload}
          poster={poster}
          aria-label={title}
          width={width}
          height={height}
          onPlay={() => actor.send({ type: 'PLAYED' })}
        >
          {media}
        </video>
        {!pressed && playButton && (
          <>
            <button
              type="button"
              {...playButton.attributes}
              className={classNames.play}
              aria-label={playButton.label}
              onClick={press}
            >
              <span aria-hidden="true">▶</span>
            </button>
            {/* Without script the button does nothing: the browser's own player, controls and all. */}
            <noscript>
              {/* biome-ignore lint/a11y/useMediaCaption: the captions come as tracks, one per language */}
              <video
                className={classNames.video}
                controls
                playsInline
                preload={preload}
                poster={poster}
                aria-label={title}
                width={width}
                height={height}
              >
                {media}
              </video>
            </noscript>
          </>
        )}
        {state === 'popped' && (
          <button type="button" className={classNames.close} aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
