import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../lib/defineIsland.ts';
import { canResize, embedHeightFrom, originOf } from './embeds.ts';

export interface EmbedFrameIslandProps {
  src: string;
  title: string;
}

/**
 * AB-24: an embed in the story body. Server-rendered in a 16:9 box; once near the viewport it
 * listens for its own frame's height messages (only from the allow-listed origins of
 * `article/embeds.ts`, only from this frame, heights bounded) and takes that height.
 */
function EmbedFrameIsland({ src, title }: EmbedFrameIslandProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const origin = originOf(src);
    if (!origin || !canResize(origin)) return;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const next = embedHeightFrom(event, origin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);
  return (
    <div
      className="story__embed"
      data-embed-height={height ?? undefined}
      style={height ? { aspectRatio: 'auto', height: `${height}px` } : undefined}
    >
      <iframe
        ref={frame}
        src={src}
        title={title}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}

export default defineIsland('embed-frame', EmbedFrameIsland);
