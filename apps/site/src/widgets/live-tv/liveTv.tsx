import { type LiveTvProps, liveTvContract } from '@newsroom/contracts/widgets/live-tv';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { LiveTvPlayer } from '@newsroom/ui';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineWidget } from '../types.ts';

export interface LiveTvData {
  title: string;
  sources: { src: string; type: string }[];
  poster: string | null;
}

/** The stream from the `livetv` config: its safe sources, best first; null when none is left. */
export function readLiveTv(config: SiteConfig): LiveTvData | null {
  const read = z
    .object({
      livetv_title: z.string().trim().min(1).max(80),
      livetv_streamWebm: z.string().optional(),
      livetv_streamMp4: z.string().optional(),
      livetv_poster: z.string().optional(),
    })
    .safeParse(config);
  if (!read.success) return null;
  const sources = [
    { src: safeMediaUrl(read.data.livetv_streamWebm), type: 'video/webm' },
    { src: safeMediaUrl(read.data.livetv_streamMp4), type: 'video/mp4' },
  ].flatMap(({ src, type }) => (src ? [{ src, type }] : []));
  if (sources.length === 0) return null;
  return { title: read.data.livetv_title, sources, poster: safeMediaUrl(read.data.livetv_poster) };
}

/**
 * HM-09 live TV: the browser's own player on the stream, with its controls (it plays and pauses
 * without any script), nothing fetched before the reader presses play (`preload="none"`), in a
 * 16:9 box reserved by CSS so nothing moves. Where it sits is the layout's (home.json, by the
 * editors' `home_status` and `rhs_slot`).
 */
export const liveTv = defineWidget(liveTvContract, {
  load: async (ctx) => readLiveTv(await ctx.content.editorial.config('livetv')),
  View({ props, data }: { props: LiveTvProps; data: LiveTvData | null }) {
    if (!data) return null;
    return (
      <LiveTvPlayer
        className={`widget live-tv${props.tall ? ' live-tv--tall' : ''}`}
        classNames={{
          title: 'widget__title',
          badge: 'live-tv__badge',
          frame: 'live-tv__frame',
          video: 'live-tv__video',
        }}
        title={data.title}
        sources={data.sources}
        poster={data.poster}
        tall={props.tall}
      />
    );
  },
});
