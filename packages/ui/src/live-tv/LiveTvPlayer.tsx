/**
 * HM-09 live TV, headless: a heading with the LIVE mark and the browser's own player on the
 * stream. The player works with no script (its controls play and pause it), fetches nothing
 * before the reader presses play (`preload="none"`), and sits in a frame the site's CSS keeps at
 * 16:9, so the box is reserved before anything loads. `data-size` is `column` or `tall`.
 */
export interface LiveTvPlayerProps {
  title: string;
  /** Best first: the browser plays the first it can. */
  sources: readonly { src: string; type: string }[];
  poster?: string | null;
  /** HM-09 home_status 2: above the layout and taller. */
  tall?: boolean;
  liveLabel?: string;
  className?: string;
  classNames?: Partial<Record<'title' | 'badge' | 'frame' | 'video', string>>;
}

export function LiveTvPlayer({
  title,
  sources,
  poster,
  tall = false,
  liveLabel = 'Live',
  className,
  classNames = {},
}: LiveTvPlayerProps) {
  const [first] = sources;
  if (!first) return null;
  return (
    <section className={className} data-live-tv="" data-size={tall ? 'tall' : 'column'}>
      <h2 className={classNames.title}>
        <span className={classNames.badge}>{liveLabel}</span> {title}
      </h2>
      <div className={classNames.frame}>
        <video
          className={classNames.video}
          controls
          preload="none"
          playsInline
          aria-label={title}
          {...(poster ? { poster } : {})}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          <a href={first.src}>Watch {title}</a>
        </video>
      </div>
    </section>
  );
}
